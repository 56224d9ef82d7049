// /authActiva?shopId= (spec authActiva, signed in): "Activate payouts" — where an authorized shop's
// payouts go. An effective shop chooses one of the merchant's effective collection accounts (as the
// link dialog does) and is linked, then the result page (authPay) says how it went. A shop not
// approved yet is told that payouts come after the approval, with the way to the shop; one already
// linked says where its payouts go.
import { ShopState, UnionState, type ShopDetail } from '@tradebridge/contracts';
import { Button, Flex, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { authPayPath, shopDetailPath } from './links.ts';
import { PayoutAccountSelect, useLinkAccount } from './payout-account-select.tsx';
import { ShopLinkPage } from './shop-link-page.tsx';
import { ShopStateTag, UnionTag } from './shop-tags.tsx';

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
  return (
    <ShopLinkPage testId="activa" title={t('activa.title')} withBack>
      {(shop) => <ActivaBody shop={shop} />}
    </ShopLinkPage>
  );
};
