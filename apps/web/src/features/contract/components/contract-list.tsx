// The Contracts tab of /contract: record and contract numbers, buyer, trade type, value, validity,
// orders (count and total) and the state with a refusal's reason on hover; filtered by state, trade
// type, currency and a keyword (contract number or buyer), paged by the server.
import {
  CURRENCY_CODES,
  type Contract,
  type ContractListQuery,
  type ContractState,
  type Currency,
  type TradeType,
} from '@tradebridge/contracts';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  regionName,
  useLanguage,
  WIDE_TABLE,
} from '@tradebridge/ui';
import { Empty, Flex, Form, Select, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContracts } from '../api/list-contracts.ts';
import { ContractStateTag } from './contract-state-tag.tsx';
import {
  CONTRACT_STATE_NAMES,
  CONTRACT_STATES,
  TRADE_TYPE_NAMES,
  TRADE_TYPES,
  codeOptions,
} from './labels.ts';
import { KeywordItem, ListFailed, pagedQueryOf, ResetItem, useListFilters } from './list-parts.tsx';
import { contractDetailPath } from './links.ts';

export const PAGE_SIZE = 20;

export type ContractFilters = {
  state?: ContractState;
  tradeType?: TradeType;
  currency?: Currency;
  keyword?: string;
};

/** The request of the filters and page; empty filters are left out. */
export const contractQueryOf = (
  filters: ContractFilters,
  pageNum: number,
  pageSize = PAGE_SIZE,
): ContractListQuery => pagedQueryOf(filters, pageNum, pageSize);

const nowrap = { whiteSpace: 'nowrap' } as const;

export const ContractList = () => {
  const { t } = useTranslation('contract');
  const language = useLanguage();
  const { filters, paging, formProps, onSearch, onReset } =
    useListFilters<ContractFilters>(PAGE_SIZE);
  const contracts = useContracts(
    contractQueryOf(filters, paging.page.pageNum, paging.page.pageSize),
  );

  return (
    <Flex vertical gap={16}>
      <Form<ContractFilters> {...formProps} data-testid="contracts-filters">
        <Form.Item name="state" label={t('contracts.state')}>
          <Select
            allowClear
            placeholder={t('all')}
            style={{ minWidth: 140 }}
            popupMatchSelectWidth={false}
            options={codeOptions(CONTRACT_STATES, (state) =>
              t(`state.${CONTRACT_STATE_NAMES[state]}`),
            )}
            data-testid="filter-state"
          />
        </Form.Item>
        <Form.Item name="tradeType" label={t('fields.tradeType')}>
          <Select
            allowClear
            placeholder={t('all')}
            style={{ minWidth: 120 }}
            popupMatchSelectWidth={false}
            options={codeOptions(TRADE_TYPES, (type) => t(`tradeType.${TRADE_TYPE_NAMES[type]}`))}
            data-testid="filter-trade-type"
          />
        </Form.Item>
        <Form.Item name="currency" label={t('fields.currency')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('all')}
            style={{ width: 120 }}
            options={codeOptions(CURRENCY_CODES, (code) => code)}
            data-testid="filter-currency"
          />
        </Form.Item>
        <KeywordItem
          label={t('contracts.keyword')}
          placeholder={t('contracts.keywordPlaceholder')}
          onSearch={onSearch}
          width={240}
          data-testid="filter-keyword"
        />
        <ResetItem onReset={onReset} data-testid="filter-reset" />
      </Form>
      {contracts.isError && !contracts.data ? (
        <ListFailed
          title={t('contracts.loadFailed')}
          error={contracts.error}
          onRetry={contracts.refetch}
          data-testid="contracts-failed"
        />
      ) : (
        <Table<Contract>
          rowKey="id"
          size="middle"
          loading={contracts.isFetching}
          dataSource={contracts.data?.list ?? []}
          {...WIDE_TABLE}
          locale={{
            emptyText: contracts.isPending ? (
              <span data-testid="contracts-loading" />
            ) : (
              <Empty description={t('contracts.empty')} data-testid="contracts-empty" />
            ),
          }}
          data-testid="contracts-table"
          pagination={paging.pagination(contracts.data?.total ?? 0, (total) =>
            t('contracts.total', { count: total }),
          )}
          columns={[
            {
              title: t('fields.recordNo'),
              dataIndex: 'recordNo',
              fixed: 'left',
              render: (recordNo: string, c) => (
                <Flex vertical gap={0} style={nowrap}>
                  <Link to={contractDetailPath(c.id)} data-testid="contract-link">
                    {recordNo}
                  </Link>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatDateTime(c.createdAt)}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              title: t('fields.contractNo'),
              dataIndex: 'contractNo',
              render: (contractNo: string) => (
                <Typography.Text
                  ellipsis={{ tooltip: contractNo }}
                  style={{ maxWidth: 180 }}
                  data-testid="contract-no"
                >
                  {contractNo}
                </Typography.Text>
              ),
            },
            {
              title: t('contracts.buyer'),
              key: 'buyer',
              render: (_, c) => (
                <Flex vertical gap={0} style={{ maxWidth: 200 }}>
                  <Typography.Text ellipsis={{ tooltip: true }}>{c.buyerName}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {regionName(c.buyerCountry, language)}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              title: t('fields.tradeType'),
              key: 'tradeType',
              render: (_, c) => (
                <Flex vertical gap={0} style={nowrap}>
                  <span data-testid="contract-trade-type">
                    {t(`tradeType.${TRADE_TYPE_NAMES[c.tradeType]}`)}
                  </span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t(`contractType.${c.contractType}`)}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              title: t('fields.amount'),
              key: 'amount',
              align: 'right',
              render: (_, c) => (
                <Typography.Text strong style={nowrap} data-testid="contract-amount">
                  {formatMoney(c.amount, c.currency, { fixed: true })}
                </Typography.Text>
              ),
            },
            {
              title: t('fields.validity'),
              key: 'validity',
              render: (_, c) => (
                <span style={nowrap} data-testid="contract-validity">
                  {t('validityRange', {
                    from: formatDate(c.validFrom),
                    to: formatDate(c.validTo),
                  })}
                </span>
              ),
            },
            {
              title: t('contracts.orders'),
              key: 'orders',
              align: 'right',
              render: (_, c) => (
                <Flex vertical gap={0} style={nowrap} data-testid="contract-orders">
                  <span>{t('contracts.orderCount', { count: c.orderCount })}</span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatMoney(c.orderTotal, c.currency, { fixed: true })}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              title: t('contracts.state'),
              key: 'state',
              render: (_, c) => <ContractStateTag contract={c} />,
            },
          ]}
        />
      )}
    </Flex>
  );
};
