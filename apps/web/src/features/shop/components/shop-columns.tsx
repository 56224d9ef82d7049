// The columns of the shops: name (to its detail) and link, platform and handle, site with its
// payout currency, state with the reviewer's reason, authorization, and association with the
// payout account.
import type { Shop } from '@tradebridge/contracts';
import { SecondaryLine, stateColumn, useNarrowScreen } from '@tradebridge/ui';
import { Flex, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { shopDetailPath } from './links.ts';
import { AuthorizationTag, ShopStateTag, UnionTag } from './shop-tags.tsx';
import { SiteText } from './site-text.tsx';

export const useShopColumns = (): TableColumnsType<Shop> => {
  const { t } = useTranslation('shop');
  // The name column stays in view while the others scroll: narrower on a phone.
  const nameWidth = useNarrowScreen() ? 150 : 260;
  return [
    {
      title: t('list.name'),
      key: 'name',
      fixed: 'left',
      render: (_, shop) => (
        <Flex vertical gap={2} style={{ maxWidth: nameWidth }}>
          <Link to={shopDetailPath(shop.id)} data-testid="shop-link" style={{ fontWeight: 500 }}>
            {shop.name}
          </Link>
          <Typography.Text
            type="secondary"
            style={{ fontSize: 12 }}
            ellipsis={{ tooltip: shop.link }}
          >
            {shop.link}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('list.platform'),
      key: 'platform',
      render: (_, shop) => (
        <Flex vertical gap={2} style={{ whiteSpace: 'nowrap' }}>
          <span data-testid="shop-platform">{t(`platform.${shop.platform}`)}</span>
          <SecondaryLine>{shop.handle}</SecondaryLine>
        </Flex>
      ),
    },
    {
      title: t('list.site'),
      key: 'site',
      render: (_, shop) => <SiteText site={shop.site} stacked />,
    },
    stateColumn<Shop>({
      title: t('list.state'),
      key: 'state',
      tag: (shop) => <ShopStateTag shop={shop} showReason />,
    }),
    stateColumn<Shop>({
      title: t('list.authorization'),
      key: 'authorization',
      tag: (shop) => <AuthorizationTag authorization={shop.authorization} />,
    }),
    stateColumn<Shop>({
      title: t('list.association'),
      key: 'union',
      tag: (shop) => <UnionTag union={shop.union} />,
    }),
  ];
};
