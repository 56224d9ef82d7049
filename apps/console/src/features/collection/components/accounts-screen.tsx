// Account applications (admin, reviewer, finance): merchants' collection accounts and their
// applications, those waiting for review first (oldest first), then the rest; filtered by state,
// currency and merchant, paged by the server. Filters and page live in the address, so going back
// from an application keeps them.
import {
  COLLECTION_CURRENCIES,
  ShopState,
  type CollectionCurrency,
  type OpsAccountPage,
  type ShopState as ShopStateCode,
} from '@tradebridge/contracts';
import { formatDateTime, orEmpty } from '@tradebridge/ui';
import { Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { collectionAccountPath, merchantDetailPath } from '../../../app/paths.ts';
import { ListScreen } from '../../../components/list-screen.tsx';
import { MerchantFilter, SelectFilter } from '../../../components/list-filters.tsx';
import { openColumn } from '../../../components/open-column.tsx';
import {
  oneOfParam,
  textParam,
  useUrlFilters,
  uuidParam,
  type UrlFilters,
} from '../../../lib/use-url-filters.ts';
import { useAccounts, type AccountListRequest } from '../api/list-accounts.ts';
import {
  ACCOUNT_STATES,
  AccountStateTag,
  categoryLabel,
  usageLabel,
} from './collection-labels.tsx';

type AccountRow = OpsAccountPage['list'][number];

const NOWRAP = { onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }) };

const FILTERS = {
  state: oneOfParam(ACCOUNT_STATES),
  currency: oneOfParam(COLLECTION_CURRENCIES),
  merchantId: uuidParam,
  merchantLabel: textParam(200),
};

const requestOf = (
  { state, currency, merchantId }: UrlFilters<typeof FILTERS>,
  page: { pageNum: number; pageSize: number },
): AccountListRequest => ({
  ...(state === undefined ? {} : { state }),
  ...(currency ? { currency } : {}),
  ...(merchantId ? { merchantId } : {}),
  ...page,
});

export const AccountsScreen = () => {
  const { t } = useTranslation('collection');
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const { filters, page, isFiltered, setFilters, listProps } = useUrlFilters(FILTERS);
  const query = useAccounts(requestOf(filters, page));

  const columns = useMemo<ColumnsType<AccountRow>>(
    () => [
      {
        title: t('columns.merchant'),
        dataIndex: 'merNo',
        minWidth: 160,
        render: (merNo: string, row) => (
          <Flex vertical>
            <Link to={merchantDetailPath(row.merchantId)}>{merNo}</Link>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.merchantName}
            </Typography.Text>
          </Flex>
        ),
      },
      {
        title: t('columns.alias'),
        dataIndex: 'alias',
        minWidth: 140,
        render: (alias: string, row) => (
          <Link to={collectionAccountPath(row.id)} data-testid={`account-link-${row.id}`}>
            {alias || t('noAlias')}
          </Link>
        ),
      },
      {
        title: t('columns.usage'),
        dataIndex: 'usage',
        minWidth: 120,
        render: (usage: number) => usageLabel(usage, t),
      },
      {
        title: t('columns.category'),
        dataIndex: 'category',
        minWidth: 100,
        ...NOWRAP,
        render: (category: number) => categoryLabel(category, t),
      },
      {
        title: t('columns.currencies'),
        dataIndex: 'currencies',
        minWidth: 140,
        render: (currencies: string[]) => (
          <Flex gap={4} wrap>
            {currencies.map((code) => (
              <Tag key={code} style={{ marginInlineEnd: 0 }}>
                {code}
              </Tag>
            ))}
          </Flex>
        ),
      },
      {
        title: t('columns.state'),
        dataIndex: 'state',
        minWidth: 110,
        ...NOWRAP,
        render: (state: number) => <AccountStateTag state={state} />,
      },
      {
        title: t('columns.appliedAt'),
        dataIndex: 'appliedAt',
        minWidth: 100,
        render: (time: string) => formatDateTime(time),
      },
      {
        title: t('columns.openedAt'),
        dataIndex: 'openedAt',
        minWidth: 100,
        render: (time: string | null) => orEmpty(time && formatDateTime(time)),
      },
      openColumn<AccountRow>({
        title: tCommon('actions'),
        labels: { review: t('review'), view: t('view') },
        decides: (row) => row.state === ShopState.UnderReview,
        open: (row) => void navigate(collectionAccountPath(row.id)),
        testId: 'account-open',
      }),
    ],
    [t, tCommon, navigate],
  );

  return (
    <ListScreen<AccountRow>
      {...listProps}
      name="accounts"
      title={t('accounts.title')}
      description={t('accounts.intro')}
      filters={
        <>
          <SelectFilter<ShopStateCode>
            value={filters.state}
            options={ACCOUNT_STATES.map((state) => ({
              value: state,
              label: t(`accountState.${state}`),
            }))}
            label={t('filters.state')}
            testId="accounts-state-filter"
            width={170}
            onChange={(state) => setFilters({ state })}
          />
          <SelectFilter<CollectionCurrency>
            searchable
            value={filters.currency}
            options={COLLECTION_CURRENCIES.map((code) => ({ value: code, label: code }))}
            label={t('filters.currency')}
            testId="accounts-currency-filter"
            width={130}
            onChange={(currency) => setFilters({ currency })}
          />
          <MerchantFilter
            filters={filters}
            setFilters={setFilters}
            label={t('filters.merchant')}
            testId="accounts-merchant-filter"
          />
        </>
      }
      query={query}
      emptyText={isFiltered ? t('accounts.noMatch') : t('accounts.empty')}
      columns={columns}
    />
  );
};
