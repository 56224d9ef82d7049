// Payees (admin, reviewer): the bank accounts and Visa cards merchants pay and withdraw to, in two
// queues (under review: oldest first; all: the review queue first, as the server orders it),
// filtered by state, merchant number, method, usage, currency and name, paged by the server. Queue,
// filters and page live in the address, so going back from a payee keeps them.
import {
  BankCardState,
  CURRENCY_CODES,
  type BankCardState as BankCardStateCode,
  type OpsPayeeListQuery,
  type OpsPayeePage,
  type PayeeMethod,
  type PayeeUsage,
} from '@tradebridge/contracts';
import { formatDateTime, regionName, useLanguage } from '@tradebridge/ui';
import { Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { payeePath } from '../../../app/paths.ts';
import { ListScreen } from '../../../components/list-screen.tsx';
import { reviewQueueTabs, SearchFilter, SelectFilter } from '../../../components/list-filters.tsx';
import { openColumn } from '../../../components/open-column.tsx';
import {
  oneOfParam,
  textParam,
  useUrlFilters,
  withFallback,
  type UrlFilters,
} from '../../../lib/use-url-filters.ts';
import { usePayees } from '../api/list-payees.ts';
import {
  METHODS,
  methodLabel,
  PAYEE_STATES,
  PayeeStateTag,
  USAGES,
  usageLabel,
} from './payee-labels.tsx';

type PayeeRow = OpsPayeePage['list'][number];

/** Under review only (state 1), or every payee with the review queue first. */
export const PAYEE_QUEUES = ['review', 'all'] as const;
type PayeeQueue = (typeof PAYEE_QUEUES)[number];

const NAME_MAX = 100;
const MER_NO_MAX = 30;
const NOWRAP = { onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }) };

/** The filters in the address; the screen opens on what waits for review. */
const FILTERS = {
  tab: withFallback(oneOfParam<PayeeQueue>(PAYEE_QUEUES), 'review'),
  state: oneOfParam(PAYEE_STATES),
  merNo: textParam(MER_NO_MAX),
  method: oneOfParam(METHODS),
  usage: oneOfParam(USAGES),
  currency: oneOfParam(CURRENCY_CODES),
  name: textParam(NAME_MAX),
};

const requestOf = (
  { tab, state, merNo, method, usage, currency, name }: UrlFilters<typeof FILTERS>,
  page: { pageNum: number; pageSize: number },
): OpsPayeeListQuery => ({
  // The review queue is the payees under review: a state is chosen only among all of them.
  ...(tab === 'review' ? { state: BankCardState.Review } : state !== undefined ? { state } : {}),
  ...(merNo ? { merNo } : {}),
  ...(method ? { method } : {}),
  ...(usage ? { usage } : {}),
  ...(currency ? { currency } : {}),
  ...(name ? { name } : {}),
  ...page,
});

export const PayeesScreen = () => {
  const { t } = useTranslation('payee');
  const { t: tCommon } = useTranslation('common');
  const language = useLanguage();
  const navigate = useNavigate();
  const { filters, page, isFiltered, setFilters, listProps } = useUrlFilters(FILTERS, {
    keep: ['tab'],
  });
  const query = usePayees(requestOf(filters, page));

  const columns = useMemo<ColumnsType<PayeeRow>>(
    () => [
      {
        title: t('columns.merchant'),
        dataIndex: 'merNo',
        minWidth: 140,
        render: (merNo: string, row) => (
          <Flex vertical>
            <span>{merNo}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.merchantName}
            </Typography.Text>
          </Flex>
        ),
      },
      {
        title: t('columns.name'),
        dataIndex: 'name',
        minWidth: 170,
        // The bank (a card's issuing city) under the holder.
        render: (name: string, row) => (
          <Flex vertical>
            <Link to={payeePath(row.id)} data-testid={`payee-link-${row.id}`}>
              {name}
            </Link>
            <Typography.Text type="secondary" style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
              {row.bankName}
            </Typography.Text>
          </Flex>
        ),
      },
      {
        title: t('columns.method'),
        dataIndex: 'method',
        minWidth: 100,
        render: (method: string) => methodLabel(method, t),
      },
      {
        title: t('columns.usage'),
        dataIndex: 'usage',
        minWidth: 100,
        render: (usage: string) => usageLabel(usage, t),
      },
      {
        title: t('columns.account'),
        dataIndex: 'accountTail',
        minWidth: 120,
        render: (tail: string, row) => (
          <Flex vertical>
            <span style={{ whiteSpace: 'nowrap' }}>{tail}</span>
            {row.country && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {regionName(row.country, language)}
              </Typography.Text>
            )}
          </Flex>
        ),
      },
      { title: t('columns.currency'), dataIndex: 'currency', minWidth: 80 },
      {
        title: t('columns.state'),
        dataIndex: 'state',
        minWidth: 100,
        ...NOWRAP,
        render: (state: number) => <PayeeStateTag state={state} />,
      },
      {
        title: t('columns.updatedAt'),
        dataIndex: 'updatedAt',
        minWidth: 100,
        render: (time: string) => formatDateTime(time),
      },
      openColumn<PayeeRow>({
        title: tCommon('actions'),
        labels: { review: t('review'), view: t('view') },
        decides: (row) => row.state === BankCardState.Review,
        open: (row) => void navigate(payeePath(row.id)),
        testId: 'payee-open',
      }),
    ],
    [t, tCommon, language, navigate],
  );

  return (
    <ListScreen<PayeeRow>
      {...listProps}
      name="payees"
      title={t('list.title')}
      description={t('list.intro')}
      {...reviewQueueTabs<PayeeQueue>({
        queues: PAYEE_QUEUES,
        active: filters.tab,
        review: 'review',
        label: (key) => t(`queue.${key}`),
        setFilters,
      })}
      filters={
        <>
          {filters.tab === 'all' && (
            <SelectFilter<BankCardStateCode>
              value={filters.state}
              options={PAYEE_STATES.map((state) => ({ value: state, label: t(`state.${state}`) }))}
              label={t('filters.state')}
              testId="payees-state-filter"
              width={150}
              onChange={(state) => setFilters({ state })}
            />
          )}
          <SelectFilter<PayeeMethod>
            value={filters.method}
            options={METHODS.map((method) => ({ value: method, label: methodLabel(method, t) }))}
            label={t('filters.method')}
            testId="payees-method-filter"
            width={150}
            onChange={(method) => setFilters({ method })}
          />
          <SelectFilter<PayeeUsage>
            value={filters.usage}
            options={USAGES.map((usage) => ({ value: usage, label: usageLabel(usage, t) }))}
            label={t('filters.usage')}
            testId="payees-usage-filter"
            width={150}
            onChange={(usage) => setFilters({ usage })}
          />
          <SelectFilter
            value={filters.currency}
            options={CURRENCY_CODES.map((code) => ({ value: code, label: code }))}
            label={t('filters.currency')}
            testId="payees-currency-filter"
            width={120}
            searchable
            onChange={(currency) => setFilters({ currency })}
          />
          <SearchFilter
            value={filters.merNo}
            label={t('filters.merNo')}
            testId="payees-merno-filter"
            width={200}
            maxLength={MER_NO_MAX}
            onSearch={(merNo) => setFilters({ merNo })}
          />
          <SearchFilter
            value={filters.name}
            label={t('filters.name')}
            testId="payees-name-filter"
            width={220}
            maxLength={NAME_MAX}
            onSearch={(name) => setFilters({ name })}
          />
        </>
      }
      query={query}
      emptyText={isFiltered ? t('list.noMatch') : t(`list.empty.${filters.tab}`)}
      columns={columns}
    />
  );
};
