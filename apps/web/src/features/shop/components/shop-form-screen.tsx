// /shop/add and /shop/edit?id= (spec shop "add" and "edit"): every field of a shop, checked as it
// is typed with the contracts' ZAddShopRequest (the same fields the server parses). The site shows
// the currency it pays out in. The keys are password inputs; on an edit they are shown only as
// their hints: left untouched a key is not sent (kept), "remove" sends '' (removed), typing sends
// the new key. Before it is sent the form says what happens next (auth/list.json tells which
// platforms are authorized). An addition carries one Idempotency-Key per submission (the same
// while the same submission is retried); an edit carries the version it was read at. A refused
// shop is corrected here and resubmitted; the server's field problems go onto their fields
// (use-shop-form.ts; the values and the request in shop-form.ts).
import { ShopState, type ShopDetail } from '@tradebridge/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { DetailStates } from '../../../components/detail-states.tsx';
import { FormPageCard, NotEditableResult } from '../../../components/form-page.tsx';
import { RecordForm } from '../../../components/record-form.tsx';
import { useShop } from '../api/get-shop.ts';
import { shopDetailPath } from './links.ts';
import type { ShopValues } from './shop-form.ts';
import {
  KeysSection,
  NextStepNotice,
  PlatformSection,
  ShopSection,
} from './shop-form-sections.tsx';
import { useShopForm } from './use-shop-form.ts';

const ShopForm = ({ shop }: { shop?: ShopDetail }) => {
  const { t } = useTranslation('shop');
  const f = useShopForm(shop);
  return (
    <RecordForm<ShopValues>
      state={f}
      testId="shop"
      optional={t('form.optional')}
      refusal={
        f.refused
          ? { title: t('form.refused'), reason: shop?.reason ?? t('form.noReason') }
          : undefined
      }
      submitLabel={shop ? (f.refused ? t('form.resubmit') : t('form.save')) : t('form.submit')}
      cancelLabel={t('form.cancel')}
    >
      <ShopSection item={f.item} />
      <PlatformSection item={f.item} />
      <KeysSection item={f.item} shop={shop} />
      <NextStepNotice shop={shop} />
    </RecordForm>
  );
};

/** `?id=`: the shop to change, once loaded; a closed one cannot be changed. */
const EditBody = ({ shopId }: { shopId: string | null }) => {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const shop = useShop(shopId);
  return (
    <DetailStates
      id={shopId}
      query={shop}
      testId="shop-form"
      notFoundTitle={t('detail.notFound')}
      failedTitle={t('detail.loadFailed')}
    >
      {(data) =>
        data.state === ShopState.Cancelled ? (
          <NotEditableResult
            title={t('form.closedShop')}
            testId="shop-form-closed"
            action={{
              label: t('backToShop'),
              onClick: () => void navigate(shopDetailPath(data.id)),
            }}
          />
        ) : (
          // Read again after a change meanwhile, the form keeps what was typed and sends the new
          // version.
          <ShopForm shop={data} />
        )
      }
    </DetailStates>
  );
};

export const ShopAddScreen = () => {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  return (
    <FormPageCard
      title={t('form.addTitle')}
      testId="shop-form-screen"
      back={{ label: t('backToShops'), onClick: () => void navigate(paths.shop) }}
    >
      <ShopForm />
    </FormPageCard>
  );
};

export const ShopEditScreen = () => {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const shopId = searchParams.get('id');
  const shop = useShop(shopId);
  const refused = shop.data?.state === ShopState.NotApproved;
  return (
    <FormPageCard
      title={refused ? t('form.resubmitTitle') : t('form.editTitle')}
      testId="shop-form-screen"
      back={{
        label: shopId ? t('backToShop') : t('backToShops'),
        onClick: () => void navigate(shopId ? shopDetailPath(shopId) : paths.shop),
      }}
    >
      <EditBody shopId={shopId} />
    </FormPageCard>
  );
};
