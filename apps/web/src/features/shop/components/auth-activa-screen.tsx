// /authActiva?shopId= (spec authActiva, signed in): "Activate payouts" — where an authorized shop's
// payouts go. An effective shop chooses one of the merchant's effective collection accounts (as the
// link dialog does) and is linked, then the result page (authPay) says how it went. A shop not
// approved yet is told that payouts come after the approval, with the way to the shop; one already
// linked says where its payouts go.
import { ShopState, UnionState, type ShopDetail } from '@tradebridge/contracts';
import { Button, Card, Flex, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DetailStates } from '../../../components/detail-states.tsx';
import { useShop } from '../api/get-shop.ts';
import { PublicColumn } from './handoff-frame.tsx';
import { authPayPath, shopDetailPath } from './links.ts';
import { PayoutAccountSelect, useLinkAccount } from './payout-account-select.tsx';
import { ShopStateTag, UnionTag } from './shop-tags.tsx';
import { BackLink } from '../../../components/back-link.tsx';

const ChooseAccount = ({ shop }: { shop: ShopDetail }) => {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const [accountId, setAccountId] = useState<string>();
  const link = useLinkAccount();
  const onLink = async () => {
    if (!accountId) return;
    const saved = await link.run(shop, accountId);
    if (saved) void navigate(authPayPath(shop.id));
  };
  return (
    <Flex vertical gap={16} data-testid="activa-choose">
      <Typography.Paragraph style={{ margin: 0 }}>{t('activa.intro')}</Typography.Paragraph>
      <PayoutAccountSelect site={shop.site} value={accountId} onChange={setAccountId} />
      <Flex gap={8} wrap>
        <Button
          type="primary"
          disabled={!accountId}
          loading={link.isPending}
          onClick={() => void onLink()}
          data-testid="activa-submit"
        >
          {t('activa.submit')}
        </Button>
        <Button onClick={() => void navigate(shopDetailPath(shop.id))}>{t('activa.later')}</Button>
      </Flex>
    </Flex>
  );
};

const ActivaBody = ({ shop }: { shop: ShopDetail }) => {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const toShop = (
    <Button
      key="shop"
      onClick={() => void navigate(shopDetailPath(shop.id))}
      data-testid="activa-to-shop"
    >
      {t('activa.toShop')}
    </Button>
  );
  if (shop.state !== ShopState.Effective)
    return (
      <Result
        status="info"
        title={t('activa.notYet.title')}
        subTitle={
          <Flex vertical gap={8} align="center">
            <ShopStateTag shop={shop} />
            <span>{t('activa.notYet.body')}</span>
          </Flex>
        }
        data-testid="activa-not-yet"
        extra={toShop}
      />
    );
  if (shop.union.state === UnionState.Linked)
    return (
      <Result
        status="success"
        title={t('activa.linked')}
        subTitle={<UnionTag union={shop.union} />}
        data-testid="activa-linked"
        extra={toShop}
      />
    );
  return <ChooseAccount shop={shop} />;
};

export const AuthActivaScreen = () => {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const shopId = searchParams.get('shopId');
  const shop = useShop(shopId);
  return (
    <PublicColumn testId="auth-activa-screen">
      <Card
        title={t('activa.title')}
        extra={
          shopId ? (
            <BackLink onClick={() => void navigate(shopDetailPath(shopId))}>
              {t('backToShop')}
            </BackLink>
          ) : null
        }
      >
        <DetailStates
          id={shopId}
          query={shop}
          testId="activa"
          notFoundTitle={t('detail.notFound')}
          failedTitle={t('detail.loadFailed')}
        >
          {(data) => (
            <Flex vertical gap={16}>
              <Typography.Title level={5} style={{ margin: 0 }} data-testid="activa-shop">
                {data.name}
              </Typography.Title>
              <ActivaBody shop={data} />
            </Flex>
          )}
        </DetailStates>
      </Card>
    </PublicColumn>
  );
};
