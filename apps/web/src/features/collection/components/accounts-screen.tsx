// /act (spec "my accounts"): the merchant's collection accounts — name (alias, or the currencies),
// usage type, category, currencies, state with the reviewer's reason for a refused one, applied and
// opened times — filtered by state and currency, paged by the server. Above them the notice of
// spec §1 (no individual remittances, no funds from sanctioned countries) and the way to apply.
import { PlusOutlined } from '@ant-design/icons';
import {
  COLLECTION_CURRENCIES,
  ShopState,
  type AccountListQuery,
  type CollectionAccount,
  type CollectionCurrency,
} from '@tradebridge/contracts';
import { formatDateTime, usePaging, WIDE_TABLE } from '@tradebridge/ui';
import { Button, Card, Empty, Flex, Form, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ListStates } from '../../../components/list-states.tsx';
import { canAccess } from '../../../lib/access.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { useAccounts } from '../api/list-accounts.ts';
import { AcceptanceNotice } from './acceptance-notice.tsx';
import { ACCOUNT_STATE_COLORS, ACCOUNT_STATES, accountName } from './labels.ts';
import { accountDetailPath, resubmitPath } from './links.ts';

export const PAGE_SIZE = 20;

type Filters = { state?: ShopState; currency?: CollectionCurrency };

const queryOf = (filters: Filters, pageNum: number, pageSize: number): AccountListQuery => ({
  ...(filters.state !== undefined ? { state: filters.state } : {}),
  ...(filters.currency ? { currency: filters.currency } : {}),
  pageNum,
  pageSize,
});

export const AccountsScreen = () => {
  const { t } = useTranslation('collection');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const canOperate = canAccess(user, { permission: 'act:operate' });
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const paging = usePaging(PAGE_SIZE);
  const accounts = useAccounts(queryOf(filters, paging.page.pageNum, paging.page.pageSize));
  const filtered = filters.state !== undefined || filters.currency !== undefined;

  const applyButton = (testId: string) =>
    canOperate ? (
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => void navigate(paths.actApply)}
        data-testid={testId}
      >
        {t('accounts.apply')}
      </Button>
    ) : null;

  const body = () => (
    <ListStates
      query={accounts}
      testId="accounts"
      failedTitle={t('accounts.loadFailed')}
      isEmpty={(data) => data.total === 0 && !filtered}
      emptyText={t('accounts.empty')}
      emptyExtra={applyButton('accounts-empty-apply')}
    >
      {(data) => (
        <Table<CollectionAccount>
          rowKey="id"
          size="middle"
          loading={accounts.isFetching}
          dataSource={data.list}
          {...WIDE_TABLE}
          locale={{ emptyText: <Empty description={t('accounts.emptyFiltered')} /> }}
          data-testid="accounts-table"
          pagination={paging.pagination(data.total, (total) =>
            t('accounts.total', { count: total }),
          )}
          columns={[
            {
              title: t('accounts.name'),
              key: 'name',
              fixed: 'left',
              render: (_, account) => (
                <Link
                  to={accountDetailPath(account.id)}
                  data-testid="account-link"
                  style={{ fontWeight: 500 }}
                >
                  {accountName(account)}
                </Link>
              ),
            },
            {
              title: t('accounts.usage'),
              dataIndex: 'usage',
              render: (usage: number) => (
                <span style={{ whiteSpace: 'nowrap' }}>{t(`usage.${usage}.label`)}</span>
              ),
            },
            {
              title: t('accounts.category'),
              dataIndex: 'category',
              render: (category: number) => (
                <span style={{ whiteSpace: 'nowrap' }}>{t(`category.${category}`)}</span>
              ),
            },
            {
              title: t('accounts.currencies'),
              dataIndex: 'currencies',
              render: (currencies: string[]) => (
                <Flex gap={4} wrap style={{ minWidth: 100, maxWidth: 200 }}>
                  {currencies.map((c) => (
                    <Tag key={c} style={{ marginInlineEnd: 0 }}>
                      {c}
                    </Tag>
                  ))}
                </Flex>
              ),
            },
            {
              title: t('accounts.state'),
              key: 'state',
              render: (_, account) => (
                <Flex vertical gap={2} align="start" style={{ maxWidth: 260 }}>
                  <Tag
                    color={ACCOUNT_STATE_COLORS[account.state]}
                    data-testid="account-state"
                    data-state={account.state}
                  >
                    {t(`accountState.${account.state}`)}
                  </Tag>
                  {account.state === ShopState.NotApproved && account.reason ? (
                    <Typography.Text
                      type="danger"
                      style={{ fontSize: 12 }}
                      ellipsis={{ tooltip: account.reason }}
                      data-testid="account-reason"
                    >
                      {t('accounts.reason', { reason: account.reason })}
                    </Typography.Text>
                  ) : null}
                  {canOperate && account.state === ShopState.NotApproved ? (
                    <Link
                      to={resubmitPath(account.id)}
                      style={{ fontSize: 13 }}
                      data-testid="account-resubmit"
                    >
                      {t('accounts.resubmit')}
                    </Link>
                  ) : null}
                </Flex>
              ),
            },
            {
              title: t('accounts.time'),
              key: 'time',
              render: (_, account) => (
                <Flex vertical gap={2} style={{ whiteSpace: 'nowrap', fontSize: 13 }}>
                  <span>
                    {t('accounts.appliedAt', { time: formatDateTime(account.appliedAt) })}
                  </span>
                  {account.openedAt ? (
                    <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                      {t('accounts.openedAt', { time: formatDateTime(account.openedAt) })}
                    </Typography.Text>
                  ) : null}
                </Flex>
              ),
            },
          ]}
        />
      )}
    </ListStates>
  );

  return (
    <Card title={t('accounts.title')} data-testid="accounts-screen" extra={applyButton('apply')}>
      <AcceptanceNotice />
      <Form<Filters>
        form={form}
        layout="inline"
        onValuesChange={(_, all) => {
          setFilters(all);
          paging.toFirstPage();
        }}
        style={{ rowGap: 12, marginBottom: 16 }}
        data-testid="accounts-filters"
      >
        <Form.Item name="state" label={t('accounts.state')}>
          <Select
            allowClear
            placeholder={t('all')}
            style={{ minWidth: 160 }}
            popupMatchSelectWidth={false}
            options={ACCOUNT_STATES.map((state) => ({
              value: state,
              label: t(`accountState.${state}`),
            }))}
            data-testid="filter-state"
          />
        </Form.Item>
        <Form.Item name="currency" label={t('accounts.currency')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('all')}
            style={{ width: 120 }}
            options={COLLECTION_CURRENCIES.map((code) => ({ value: code, label: code }))}
            data-testid="filter-currency"
          />
        </Form.Item>
      </Form>
      {body()}
    </Card>
  );
};
