// The merchants list: search by name, merchant number or a user's account, filter by state, paged
// by the server. Filters and page live in the address, so going back from a merchant keeps them.
import { ReloadOutlined } from '@ant-design/icons';
import {
  AccountState,
  type MerchantListRequest,
  type MerchantSummary,
} from '@tradebridge/contracts';
import { EMPTY_VALUE, formatDateTime } from '@tradebridge/ui';
import { Alert, Button, Card, Empty, Flex, Input, Select, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { listPagination, pageOf } from '../../../lib/list-page.ts';
import { Link, useSearchParams } from 'react-router';
import { merchantDetailPath } from '../../../app/paths.ts';
import { useMerchants } from '../api/list-merchants.ts';
import { AccountStateTag, accountStateOptions } from './account-state.tsx';

const ACCOUNT_STATE_CODES = Object.values(AccountState);

/** The list request described by the address. */
export const requestFromParams = (params: URLSearchParams): MerchantListRequest => {
  const keyword = params.get('keyword')?.trim() || undefined;
  const state = params.get('state');
  return {
    keyword,
    // Only a known state code: anything else in the address means "all states".
    state: ACCOUNT_STATE_CODES.find((code) => String(code) === state),
    ...pageOf(params),
  };
};

export const MerchantsScreen = () => {
  const { t } = useTranslation('merchants');
  const { t: tCommon } = useTranslation('common');
  const [params, setParams] = useSearchParams();
  const request = requestFromParams(params);
  const { data, error, isFetching, isPending, refetch } = useMerchants(request);
  const filtered = request.keyword !== undefined || request.state !== undefined;

  const update = (changes: Record<string, string | number | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );

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
        render: (account: string) => account || EMPTY_VALUE,
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
        render: (manager: MerchantSummary['accountManager']) => manager?.name ?? EMPTY_VALUE,
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
    <Flex vertical gap={16} data-testid="merchants-screen">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('list.title')}
      </Typography.Title>
      <Card size="small">
        <Flex wrap gap={12} align="center">
          <Input.Search
            key={request.keyword ?? ''}
            defaultValue={request.keyword}
            allowClear
            enterButton={tCommon('search')}
            placeholder={t('list.keywordPlaceholder')}
            aria-label={t('list.keywordPlaceholder')}
            data-testid="merchant-search"
            style={{ width: 420, maxWidth: '100%' }}
            onSearch={(keyword) => update({ keyword: keyword.trim(), page: undefined })}
          />
          <Select<number>
            allowClear
            value={request.state}
            placeholder={t('list.statePlaceholder')}
            aria-label={t('list.statePlaceholder')}
            options={accountStateOptions(tCommon)}
            data-testid="merchant-state-filter"
            style={{ width: 260, maxWidth: '100%' }}
            onChange={(state) => update({ state, page: undefined })}
          />
          {filtered && (
            <Button onClick={() => setParams({}, { replace: true })}>
              {tCommon('clearFilters')}
            </Button>
          )}
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void refetch()}
            loading={isFetching && !isPending}
            aria-label={tCommon('refresh')}
            style={{ marginInlineStart: 'auto' }}
          />
        </Flex>
      </Card>
      {error && (
        <Alert
          type="error"
          showIcon
          title={tCommon('loadFailed')}
          description={error.message}
          data-testid="merchants-error"
          action={<Button onClick={() => void refetch()}>{tCommon('retry')}</Button>}
        />
      )}
      <Card styles={{ body: { padding: 0 } }}>
        <Table<MerchantSummary>
          rowKey="id"
          columns={columns}
          dataSource={data?.list ?? []}
          loading={isFetching}
          scroll={{ x: 1060 }}
          data-testid="merchants-table"
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={
                  error ? tCommon('loadFailed') : filtered ? t('list.noMatch') : t('list.empty')
                }
              />
            ),
          }}
          pagination={listPagination(request, data?.total ?? 0, update, (total) =>
            tCommon('total', { count: total }),
          )}
        />
      </Card>
    </Flex>
  );
};
