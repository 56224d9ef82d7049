// /payee (spec "payee management", "withdrawal accounts", "transfer accounts"): the merchant's
// payees — holder and bank, the account's last four, country and currency, bank account or Visa
// card, and the review state with the reviewer's reason — filtered by usage, method, state,
// currency and part of the name, paged by the server. A user who may operate payees adds them here.
import { PlusOutlined } from '@ant-design/icons';
import type {
  BankCardState,
  Currency,
  Payee,
  PayeeListQuery,
  PayeeMethod,
  PayeeUsage,
} from '@tradebridge/contracts';
import { EMPTY_VALUE, regionName, useLanguage, usePaging, WIDE_TABLE } from '@tradebridge/ui';
import { Button, Card, Empty, Flex, Form, Input, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { CurrencySelect } from '../../../components/currency-select.tsx';
import { ListStates } from '../../../components/list-states.tsx';
import { canAccess } from '../../../lib/access.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { usePayees } from '../api/list-payees.ts';
import { METHODS, PAYEE_STATES, USAGES } from './labels.ts';
import { payeeDetailPath } from './links.ts';
import { PayeeStateTag } from './payee-state-tag.tsx';

export const PAGE_SIZE = 20;

export type PayeeFilters = {
  usage?: PayeeUsage;
  method?: PayeeMethod;
  state?: BankCardState;
  currency?: Currency;
  name?: string;
};

/** The request of the filters and page; empty filters are left out. */
export const payeeQueryOf = (
  filters: PayeeFilters,
  pageNum: number,
  pageSize: number,
): PayeeListQuery => {
  const name = filters.name?.trim();
  return {
    ...(filters.usage ? { usage: filters.usage } : {}),
    ...(filters.method ? { method: filters.method } : {}),
    ...(filters.state !== undefined ? { state: filters.state } : {}),
    ...(filters.currency ? { currency: filters.currency } : {}),
    ...(name ? { name } : {}),
    pageNum,
    pageSize,
  };
};

export const PayeesScreen = () => {
  const { t } = useTranslation('payee');
  const language = useLanguage();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const canOperate = canAccess(user, { permission: 'payee:operate' });
  const [form] = Form.useForm<PayeeFilters>();
  const [filters, setFilters] = useState<PayeeFilters>({});
  const paging = usePaging(PAGE_SIZE);
  const payees = usePayees(payeeQueryOf(filters, paging.page.pageNum, paging.page.pageSize));
  const filtered = Object.values(filters).some((value) => value !== undefined && value !== '');

  const onFilters = (next: PayeeFilters) => {
    setFilters(next);
    paging.toFirstPage();
  };

  const addButton = (testId: string) =>
    canOperate ? (
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => void navigate(paths.payeeAdd)}
        data-testid={testId}
      >
        {t('list.add')}
      </Button>
    ) : null;

  return (
    <Card title={t('list.title')} data-testid="payees-screen" extra={addButton('payee-add')}>
      <Typography.Paragraph type="secondary">{t('list.intro')}</Typography.Paragraph>
      <Form<PayeeFilters>
        form={form}
        layout="inline"
        // The name is applied when it is searched (Enter, the button, clearing it).
        onValuesChange={(changed, all) => {
          if (!('name' in changed)) onFilters(all);
        }}
        style={{ rowGap: 12, marginBottom: 16 }}
        data-testid="payees-filters"
      >
        <Form.Item name="usage" label={t('field.usage')}>
          <Select
            allowClear
            placeholder={t('all')}
            style={{ minWidth: 150 }}
            popupMatchSelectWidth={false}
            options={USAGES.map((usage) => ({ value: usage, label: t(`usage.${usage}`) }))}
            data-testid="filter-usage"
          />
        </Form.Item>
        <Form.Item name="method" label={t('field.method')}>
          <Select
            allowClear
            placeholder={t('all')}
            style={{ minWidth: 150 }}
            popupMatchSelectWidth={false}
            options={METHODS.map((method) => ({ value: method, label: t(`method.${method}`) }))}
            data-testid="filter-method"
          />
        </Form.Item>
        <Form.Item name="state" label={t('field.state')}>
          <Select
            allowClear
            placeholder={t('all')}
            style={{ minWidth: 150 }}
            popupMatchSelectWidth={false}
            options={PAYEE_STATES.map((state) => ({ value: state, label: t(`state.${state}`) }))}
            data-testid="filter-state"
          />
        </Form.Item>
        <Form.Item name="currency" label={t('field.currency')}>
          <CurrencySelect style={{ width: 120 }} data-testid="filter-currency" />
        </Form.Item>
        <Form.Item name="name" label={t('list.name')}>
          <Input.Search
            allowClear
            maxLength={100}
            placeholder={t('list.namePlaceholder')}
            onSearch={() => onFilters(form.getFieldsValue())}
            style={{ width: 220 }}
            data-testid="filter-name"
          />
        </Form.Item>
        {filtered ? (
          <Button
            type="link"
            onClick={() => {
              form.resetFields();
              onFilters({});
            }}
            data-testid="filters-clear"
          >
            {t('list.clear')}
          </Button>
        ) : null}
      </Form>
      <ListStates
        query={payees}
        testId="payees"
        failedTitle={t('list.loadFailed')}
        isEmpty={(data) => data.total === 0 && !filtered}
        emptyText={t('list.empty')}
        emptyExtra={addButton('payees-empty-add')}
      >
        {(data) => (
          <Table<Payee>
            rowKey="id"
            size="middle"
            loading={payees.isFetching}
            dataSource={data.list}
            {...WIDE_TABLE}
            locale={{ emptyText: <Empty description={t('list.emptyFiltered')} /> }}
            data-testid="payees-table"
            pagination={paging.pagination(data.total, (total) => t('list.total', { count: total }))}
            columns={[
              {
                title: t('list.holder'),
                key: 'name',
                fixed: 'left',
                render: (_, payee) => (
                  <Flex vertical gap={2} style={{ maxWidth: 240 }}>
                    <Link
                      to={payeeDetailPath(payee.id)}
                      data-testid="payee-link"
                      style={{ fontWeight: 500 }}
                    >
                      {payee.name}
                    </Link>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t(`relationship.${payee.relationship}`)}
                    </Typography.Text>
                  </Flex>
                ),
              },
              {
                title: t('list.account'),
                key: 'account',
                render: (_, payee) => (
                  <Flex vertical gap={2} style={{ whiteSpace: 'nowrap' }}>
                    <span data-testid="payee-account">{payee.accountTail}</span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {payee.method === 'card' ? t('method.card') : payee.bankName}
                    </Typography.Text>
                  </Flex>
                ),
              },
              {
                title: t('list.where'),
                key: 'where',
                render: (_, payee) => (
                  <span data-testid="payee-where" style={{ whiteSpace: 'nowrap' }}>
                    {payee.country ? regionName(payee.country, language) : EMPTY_VALUE} ·{' '}
                    {payee.currency}
                  </span>
                ),
              },
              {
                title: t('field.usage'),
                key: 'usage',
                render: (_, payee) => (
                  <Tag data-testid="payee-usage">{t(`usage.${payee.usage}`)}</Tag>
                ),
              },
              {
                title: t('field.state'),
                key: 'state',
                render: (_, payee) => <PayeeStateTag payee={payee} showReason />,
              },
            ]}
          />
        )}
      </ListStates>
    </Card>
  );
};
