// The signed-in pages a platform's hand-off leads to with `?shopId=` (authActiva, authPay): a narrow
// card titled with the page, the shop read (its loading, not-found and failed states) and its name
// above the page's body.
import type { ShopDetail } from '@tradebridge/contracts';
import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { DetailStates } from '../../../components/detail-states.tsx';
import { useShop } from '../api/get-shop.ts';
import { PublicColumn } from './handoff-frame.tsx';
import { shopDetailPath } from './links.ts';

export const ShopLinkPage = ({
  testId,
  title,
  withBack = false,
  children,
}: {
  /** "activa" gives auth-activa-screen, activa-loading, activa-failed and activa-shop. */
  testId: string;
  title: string;
  /** A link back to the shop in the card's corner. */
  withBack?: boolean;
  children: (shop: ShopDetail) => ReactNode;
}) => {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const shopId = searchParams.get('shopId');
  const shop = useShop(shopId);
  return (
    <PublicColumn testId={`auth-${testId}-screen`}>
      <Card
        title={title}
        extra={
          withBack && shopId ? (
            <BackLink onClick={() => void navigate(shopDetailPath(shopId))}>
              {t('backToShop')}
            </BackLink>
          ) : null
        }
      >
        <DetailStates
          id={shopId}
          query={shop}
          testId={testId}
          notFoundTitle={t('detail.notFound')}
          failedTitle={t('detail.loadFailed')}
        >
          {(data) => (
            <Flex vertical gap={16}>
              <Typography.Title level={5} style={{ margin: 0 }} data-testid={`${testId}-shop`}>
                {data.name}
              </Typography.Title>
              {children(data)}
            </Flex>
          )}
        </DetailStates>
      </Card>
    </PublicColumn>
  );
};
