// The merchants list: search by name, merchant number or a user's account, filter by state, paged
// by the server. Filters and page live in the address, so going back from a merchant keeps them.
import {
  AccountState,
  type MerchantListRequest,
  type MerchantSummary,
} from '@tradebridge/contracts';
import { formatDateTime, orEmpty } from '@tradebridge/ui';
import { Flex, Input, Select, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { merchantDetailPath } from '../../../lib/paths.ts';
import { ListScreen } from '../../../components/list-screen.tsx';
import {
  oneOfParam,
  textParam,
  useUrlFilters,
  type UrlFilters,
} from '../../../lib/use-url-filters.ts';
import { useMerchants } from '../api/list-merchants.ts';
import { AccountStateTag, accountStateOptions } from './account-state.tsx';

/** The filters in the address; anything but a known state code means "all states". */
const FILTERS = {
  keyword: textParam(),
  state: oneOfParam(Object.values(AccountState)),
};

const requestOf = (
  { keyword, state }: UrlFilters<typeof FILTERS>,
  page: { pageNum: number; pageSize: number },
): MerchantListRequest => ({ keyword, state, ...page });

export const MerchantsScreen = () => {
  const { t } = useTranslation('merchants');
  const { t: tCommon } = useTranslation('common');
  const { filters, page, isFiltered, setFilters, listProps } = useUrlFilters(FILTERS);
  const query = useMerchants(requestOf(filters, page));

  const columns = useMemo<ColumnsType<MerchantSummary>>(
    () => [
      {
        title: t('fields.merNo'),
        dataIndex: 'merNo',
        width: 130,
        render: (merNo: string, merchant) => (
          <Link to={merchantDetailPath(merchant.id)} data-testid={`merchant-link-${merNo}`}>
            {merNo}
          </Link>
        ),
      },
      {
        title: t('fields.name'),
        dataIndex: 'name',
        render: (name: string, merchant) => (
          <Flex vertical>
            <Link to={merchantDetailPath(merchant.id)}>{name}</Link>
            {merchant.entityType && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {tCommon(`entityType.${merchant.entityType}`)}
              </Typography.Text>
            )}
          </Flex>
        ),
      },
      {
        title: t('fields.loginAccount'),
        dataIndex: 'loginAccount',
        width: 220,
        render: (account: string) => orEmpty(account),
      },
      {
        title: t('fields.state'),
        dataIndex: 'state',
        width: 170,
        render: (state: number) => <AccountStateTag state={state} />,
      },
      {
        title: t('fields.accountManager'),
        dataIndex: 'accountManager',
        width: 190,
        render: (manager: MerchantSummary['accountManager']) => orEmpty(manager?.name),
      },
      {
        title: t('fields.createdAt'),
        dataIndex: 'createdAt',
        width: 170,
        render: (time: string) => formatDateTime(time),
      },
    ],
    [t, tCommon],
  );

  return (
    <ListScreen<MerchantSummary>
      {...listProps}
      name="merchants"
      title={t('list.title')}
      filters={
        <>
          <Input.Search
            key={filters.keyword ?? ''}
            defaultValue={filters.keyword}
            allowClear
            enterButton={tCommon('search')}
            placeholder={t('list.keywordPlaceholder')}
            aria-label={t('list.keywordPlaceholder')}
            data-testid="merchant-search"
            style={{ width: 420, maxWidth: '100%' }}
            onSearch={(keyword) => setFilters({ keyword: keyword.trim() })}
          />
          <Select<AccountState>
            allowClear
            value={filters.state}
            placeholder={t('list.statePlaceholder')}
            aria-label={t('list.statePlaceholder')}
            options={accountStateOptions(tCommon)}
            data-testid="merchant-state-filter"
            style={{ width: 260, maxWidth: '100%' }}
            onChange={(state) => setFilters({ state })}
          />
        </>
      }
      query={query}
      emptyText={isFiltered ? t('list.noMatch') : t('list.empty')}
      columns={columns}
    />
  );
};
