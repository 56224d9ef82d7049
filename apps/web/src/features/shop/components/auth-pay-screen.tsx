// /authPay?shopId= (spec authPay, signed in): how the payout set-up of a shop went — its payouts go
// to the account it is linked to, or the platform refused (its reason) with the way to choose
// another account (authActiva), or nothing is set up yet.
import { UnionState, type ShopDetail } from '@tradebridge/contracts';
import { EMPTY_VALUE } from '@tradebridge/ui';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useReasonText } from './labels.ts';
import { authActivaPath, shopDetailPath } from './links.ts';
import { ShopLinkPage } from './shop-link-page.tsx';

const PayBody = ({ shop }: { shop: ShopDetail }) => {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const reasonText = useReasonText();
  const toShop = (primary: boolean) => (
    <Button
      key="shop"
      type={primary ? 'primary' : 'default'}
      onClick={() => void navigate(shopDetailPath(shop.id))}
      data-testid="pay-to-shop"
    >
      {t('pay.toShop')}
    </Button>
  );
  const toActiva = (label: string) => (
    <Button
      key="activa"
      type="primary"
      onClick={() => void navigate(authActivaPath(shop.id))}
      data-testid="pay-retry"
    >
      {label}
    </Button>
  );
  switch (shop.union.state) {
    case UnionState.Linked:
      return (
        <Result
          status="success"
          title={t('pay.linked.title')}
          subTitle={t('pay.linked.body', {
            shop: shop.name,
            account: shop.union.accountAlias || EMPTY_VALUE,
          })}
          data-testid="pay-result"
          data-state={shop.union.state}
          extra={toShop(true)}
        />
      );
    case UnionState.LinkFailed:
      return (
        <Result
          status="error"
          title={t('pay.failed.title')}
          subTitle={t('reason', {
            reason: reasonText(shop.union.reason, shop.site) ?? EMPTY_VALUE,
          })}
          data-testid="pay-result"
          data-state={shop.union.state}
          extra={[toActiva(t('pay.failed.retry')), toShop(false)]}
        />
      );
    default:
      return (
        <Result
          status="info"
          title={t('pay.unlinked.title')}
          subTitle={t('pay.unlinked.body', { shop: shop.name })}
          data-testid="pay-result"
          data-state={shop.union.state}
          extra={[toActiva(t('pay.unlinked.setUp')), toShop(false)]}
        />
      );
  }
};

export const AuthPayScreen = () => {
  const { t } = useTranslation('shop');
  return (
    <ShopLinkPage testId="pay" title={t('pay.title')}>
      {(shop) => <PayBody shop={shop} />}
    </ShopLinkPage>
  );
};
