// Shops (admin, reviewer): merchants' shops on marketplaces and their own sites, in two queues
// (under review: oldest first; all: the review queue first), filtered by state, platform, name or
// link and merchant, paged by the server. Each row says where the shop stands: its review, its
// authorization on the platform and its association with a collection account. Queue, filters and
// page live in the address, so going back from a shop keeps them.
import {
  ShopQueue,
  ShopState,
  type OpsShopListQuery,
  type OpsShopPage,
  type ShopPlatform,
  type ShopState as ShopStateCode,
} from '@tradebridge/contracts';
import { formatDateTime, regionName, useLanguage } from '@tradebridge/ui';
import { Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { shopPath } from '../../../lib/paths.ts';
import { ListScreen } from '../../../components/list-screen.tsx';
import { MerchantCell } from '../../../components/merchant-cell.tsx';
import {
  MerchantFilter,
  reviewQueueTabs,
  SearchFilter,
  SelectFilter,
} from '../../../components/list-filters.tsx';
import { openColumn } from '../../../components/open-column.tsx';
import {
  oneOfParam,
  textParam,
  useUrlFilters,
  uuidParam,
  withFallback,
  type UrlFilters,
} from '../../../lib/use-url-filters.ts';
import { useShops } from '../api/list-shops.ts';
import {
  AuthorizationTag,
  PLATFORMS,
  platformLabel,
  SHOP_STATES,
  ShopStateTag,
  UnionTag,
} from './shop-labels.tsx';

type ShopRow = OpsShopPage['list'][number];

const QUEUES = Object.values(ShopQueue);
const NAME_MAX = 100;
const NOWRAP = { onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }) };

/** The filters in the address; the screen opens on what waits for review. */
const FILTERS = {
  tab: withFallback(oneOfParam(QUEUES), ShopQueue.Review),
  state: oneOfParam(SHOP_STATES),
  platform: oneOfParam(PLATFORMS),
  name: textParam(NAME_MAX),
  merchantId: uuidParam,
  merchantLabel: textParam(200),
};

const requestOf = (
  { tab, state, platform, name, merchantId }: UrlFilters<typeof FILTERS>,
  page: { pageNum: number; pageSize: number },
): OpsShopListQuery => ({
  queue: tab,
  // The review queue is the shops under review: a state is chosen only among all of them.
  ...(tab === ShopQueue.All && state !== undefined ? { state } : {}),
  ...(platform ? { platform } : {}),
  ...(name ? { name } : {}),
  ...(merchantId ? { merchantId } : {}),
  ...page,
});

export const ShopsScreen = () => {
  const { t } = useTranslation('shop');
  const { t: tCommon } = useTranslation('common');
  const language = useLanguage();
  const navigate = useNavigate();
  const { filters, page, isFiltered, setFilters, listProps } = useUrlFilters(FILTERS, {
    keep: ['tab'],
  });
  const query = useShops(requestOf(filters, page));

  const columns = useMemo<ColumnsType<ShopRow>>(
    () => [
      {
        title: t('columns.merchant'),
        dataIndex: 'merNo',
        minWidth: 140,
        render: (_: string, row) => <MerchantCell merchant={row} />,
      },
      {
        title: t('columns.name'),
        dataIndex: 'name',
        minWidth: 170,
        // The handle on the platform under the name: the reviewer compares it with the link.
        render: (name: string, row) => (
          <Flex vertical>
            <Link to={shopPath(row.id)} data-testid={`shop-link-${row.id}`}>
              {name}
            </Link>
            <Typography.Text type="secondary" style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
              {row.handle}
            </Typography.Text>
          </Flex>
        ),
      },
      {
        title: t('columns.platform'),
        dataIndex: 'platform',
        minWidth: 120,
        render: (platform: string) => platformLabel(platform, t),
      },
      {
        title: t('columns.site'),
        dataIndex: 'site',
        minWidth: 100,
        render: (site: string) => regionName(site, language),
      },
      {
        title: t('columns.state'),
        dataIndex: 'state',
        minWidth: 110,
        ...NOWRAP,
        render: (state: number) => <ShopStateTag state={state} />,
      },
      {
        title: t('columns.authorization'),
        key: 'authorization',
        minWidth: 110,
        ...NOWRAP,
        render: (_: unknown, row) => <AuthorizationTag label={row.authorization.label} />,
      },
      {
        title: t('columns.association'),
        key: 'association',
        minWidth: 140,
        render: (_: unknown, row) => (
          <Flex vertical align="flex-start" gap={2}>
            <UnionTag state={row.union.state} />
            {row.union.accountAlias && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {row.union.accountAlias}
              </Typography.Text>
            )}
          </Flex>
        ),
      },
      {
        title: t('columns.updatedAt'),
        dataIndex: 'updatedAt',
        minWidth: 100,
        render: (time: string) => formatDateTime(time),
      },
      openColumn<ShopRow>({
        title: tCommon('actions'),
        labels: { review: t('review'), view: t('view') },
        decides: (row) => row.state === ShopState.UnderReview,
        open: (row) => void navigate(shopPath(row.id)),
        testId: 'shop-open',
      }),
    ],
    [t, tCommon, language, navigate],
  );

  return (
    <ListScreen<ShopRow>
      {...listProps}
      name="shops"
      title={t('list.title')}
      description={t('list.intro')}
      {...reviewQueueTabs({
        queues: QUEUES,
        active: filters.tab,
        review: ShopQueue.Review,
        label: (key) => t(`queue.${key}`),
        setFilters,
      })}
      filters={
        <>
          {filters.tab === ShopQueue.All && (
            <SelectFilter<ShopStateCode>
              value={filters.state}
              options={SHOP_STATES.map((state) => ({ value: state, label: t(`state.${state}`) }))}
              label={t('filters.state')}
              testId="shops-state-filter"
              width={180}
              onChange={(state) => setFilters({ state })}
            />
          )}
          <SelectFilter<ShopPlatform>
            value={filters.platform}
            options={PLATFORMS.map((platform) => ({
              value: platform,
              label: platformLabel(platform, t),
            }))}
            label={t('filters.platform')}
            testId="shops-platform-filter"
            width={170}
            onChange={(platform) => setFilters({ platform })}
          />
          <SearchFilter
            value={filters.name}
            label={t('filters.name')}
            testId="shops-name-filter"
            width={220}
            maxLength={NAME_MAX}
            onSearch={(name) => setFilters({ name })}
          />
          <MerchantFilter
            filters={filters}
            setFilters={setFilters}
            label={t('filters.merchant')}
            testId="shops-merchant-filter"
          />
        </>
      }
      query={query}
      emptyText={isFiltered ? t('list.noMatch') : t(`list.empty.${filters.tab}`)}
      columns={columns}
    />
  );
};
