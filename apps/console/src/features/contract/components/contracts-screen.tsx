// Trade contracts (admin, reviewer): the contracts merchants submit as proof of what their
// collections are for, in two queues (under review: oldest first; all, deleted ones too: the
// review queue first), filtered by state, trade type, currency, keyword (contract number or buyer)
// and merchant, paged by the server. Each row shows the contract's value, validity period and the
// orders under it. Queue, filters and page live in the address, so going back keeps them.
import {
  ContractQueue,
  ContractState,
  CURRENCY_CODES,
  type ContractState as ContractStateCode,
  type Currency,
  type OpsContractListQuery,
  type OpsContractPage,
  type TradeType,
} from '@tradebridge/contracts';
import { formatMoney, regionName, useLanguage } from '@tradebridge/ui';
import { Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { contractPath } from '../../../app/paths.ts';
import { Amount } from '../../../components/amount.tsx';
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
import { useContracts } from '../api/list-contracts.ts';
import {
  CONTRACT_STATES,
  ContractStateTag,
  TRADE_TYPES,
  tradeTypeLabel,
  validityOf,
} from './contract-labels.tsx';

type ContractRow = OpsContractPage['list'][number];

const QUEUES = Object.values(ContractQueue);
const KEYWORD_MAX = 100;
const NOWRAP = { onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }) };

/** The filters in the address; the screen opens on what waits for review. */
const FILTERS = {
  tab: withFallback(oneOfParam(QUEUES), ContractQueue.Review),
  state: oneOfParam(CONTRACT_STATES),
  tradeType: oneOfParam(TRADE_TYPES),
  currency: oneOfParam(CURRENCY_CODES),
  keyword: textParam(KEYWORD_MAX),
  merchantId: uuidParam,
  merchantLabel: textParam(200),
};

const requestOf = (
  { tab, state, tradeType, currency, keyword, merchantId }: UrlFilters<typeof FILTERS>,
  page: { pageNum: number; pageSize: number },
): OpsContractListQuery => ({
  queue: tab,
  // The review queue is the contracts under review: a state is chosen only among all of them.
  ...(tab === ContractQueue.All && state !== undefined ? { state } : {}),
  ...(tradeType === undefined ? {} : { tradeType }),
  ...(currency ? { currency } : {}),
  ...(keyword ? { keyword } : {}),
  ...(merchantId ? { merchantId } : {}),
  ...page,
});

export const ContractsScreen = () => {
  const { t } = useTranslation('contract');
  const { t: tCommon } = useTranslation('common');
  const language = useLanguage();
  const navigate = useNavigate();
  const { filters, page, isFiltered, setFilters, listProps } = useUrlFilters(FILTERS, {
    keep: ['tab'],
  });
  const query = useContracts(requestOf(filters, page));

  const columns = useMemo<ColumnsType<ContractRow>>(
    () => [
      {
        title: t('columns.merchant'),
        dataIndex: 'merNo',
        minWidth: 140,
        render: (_: string, row) => <MerchantCell merchant={row} />,
      },
      {
        // Our record number over the merchant's own contract number.
        title: t('columns.contract'),
        dataIndex: 'contractNo',
        minWidth: 170,
        // A number breaks nowhere: the table scrolls sideways rather.
        ...NOWRAP,
        render: (contractNo: string, row) => (
          <Flex vertical>
            <Link to={contractPath(row.id)} data-testid={`contract-link-${row.id}`}>
              {contractNo}
            </Link>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.recordNo}
            </Typography.Text>
          </Flex>
        ),
      },
      {
        title: t('columns.buyer'),
        dataIndex: 'buyerName',
        minWidth: 150,
        render: (buyer: string, row) => (
          <Flex vertical>
            <span>{buyer}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {regionName(row.buyerCountry, language)}
            </Typography.Text>
          </Flex>
        ),
      },
      {
        title: t('columns.tradeType'),
        dataIndex: 'tradeType',
        minWidth: 80,
        ...NOWRAP,
        render: (type: number) => tradeTypeLabel(type, t),
      },
      {
        title: t('columns.amount'),
        dataIndex: 'amount',
        align: 'right',
        minWidth: 130,
        render: (amount: string, row) => <Amount amount={amount} currency={row.currency} />,
      },
      {
        title: t('columns.validity'),
        key: 'validity',
        minWidth: 120,
        render: (_: unknown, row) => validityOf(row.validFrom, row.validTo, t),
      },
      {
        title: t('columns.orders'),
        key: 'orders',
        align: 'right',
        minWidth: 120,
        render: (_: unknown, row) => (
          <Flex vertical align="flex-end" data-testid={`contract-orders-${row.id}`}>
            <span>{t('orderCount', { count: row.orderCount })}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
              {formatMoney(row.orderTotal, row.currency, { fixed: true })}
            </Typography.Text>
          </Flex>
        ),
      },
      {
        title: t('columns.state'),
        dataIndex: 'state',
        minWidth: 100,
        ...NOWRAP,
        render: (state: number) => <ContractStateTag state={state} />,
      },
      openColumn<ContractRow>({
        title: tCommon('actions'),
        labels: { review: t('review'), view: t('view') },
        decides: (row) => row.state === ContractState.UnderReview,
        open: (row) => void navigate(contractPath(row.id)),
        testId: 'contract-open',
      }),
    ],
    [t, tCommon, language, navigate],
  );

  return (
    <ListScreen<ContractRow>
      {...listProps}
      name="contracts"
      title={t('list.title')}
      description={t('list.intro')}
      {...reviewQueueTabs({
        queues: QUEUES,
        active: filters.tab,
        review: ContractQueue.Review,
        label: (key) => t(`queue.${key}`),
        setFilters,
      })}
      filters={
        <>
          {filters.tab === ContractQueue.All && (
            <SelectFilter<ContractStateCode>
              value={filters.state}
              options={CONTRACT_STATES.map((state) => ({
                value: state,
                label: t(`state.${state}`),
              }))}
              label={t('filters.state')}
              testId="contracts-state-filter"
              width={160}
              onChange={(state) => setFilters({ state })}
            />
          )}
          <SelectFilter<TradeType>
            value={filters.tradeType}
            options={TRADE_TYPES.map((type) => ({ value: type, label: tradeTypeLabel(type, t) }))}
            label={t('filters.tradeType')}
            testId="contracts-trade-type-filter"
            width={150}
            onChange={(tradeType) => setFilters({ tradeType })}
          />
          <SelectFilter<Currency>
            searchable
            value={filters.currency}
            options={CURRENCY_CODES.map((code) => ({ value: code, label: code }))}
            label={t('filters.currency')}
            testId="contracts-currency-filter"
            width={130}
            onChange={(currency) => setFilters({ currency })}
          />
          <SearchFilter
            value={filters.keyword}
            label={t('filters.keyword')}
            testId="contracts-keyword-filter"
            width={290}
            maxLength={KEYWORD_MAX}
            onSearch={(keyword) => setFilters({ keyword })}
          />
          <MerchantFilter
            filters={filters}
            setFilters={setFilters}
            label={t('filters.merchant')}
            testId="contracts-merchant-filter"
          />
        </>
      }
      query={query}
      emptyText={isFiltered ? t('list.noMatch') : t(`list.empty.${filters.tab}`)}
      columns={columns}
    />
  );
};
