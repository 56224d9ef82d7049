// The columns of the contracts list (contracts-screen.tsx): merchant, contract and record number,
// buyer and country, trade type, value, validity, the orders under it, state, and the button that
// opens the contract.
import { ContractState, type OpsContractPage } from '@tradebridge/contracts';
import { formatMoney, regionName } from '@tradebridge/ui';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { contractPath } from '../../../lib/paths.ts';
import { Amount } from '../../../components/amount.tsx';
import { MerchantCell } from '../../../components/merchant-cell.tsx';
import { openColumn } from '../../../components/open-column.tsx';
import { NOWRAP, Stacked, type RecordColumnsOf } from '../../../components/record-cells.tsx';
import { ContractStateTag, tradeTypeLabel, validityOf } from './contract-labels.tsx';

export type ContractRow = OpsContractPage['list'][number];

export const contractColumns = ({
  t,
  tCommon,
  open,
  language,
}: RecordColumnsOf<'contract', ContractRow>): ColumnsType<ContractRow> => [
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
      <Stacked sub={row.recordNo}>
        <Link to={contractPath(row.id)} data-testid={`contract-link-${row.id}`}>
          {contractNo}
        </Link>
      </Stacked>
    ),
  },
  {
    title: t('columns.buyer'),
    dataIndex: 'buyerName',
    minWidth: 150,
    render: (buyer: string, row) => (
      <Stacked sub={regionName(row.buyerCountry, language)}>
        <span>{buyer}</span>
      </Stacked>
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
      <Stacked
        align="flex-end"
        sub={formatMoney(row.orderTotal, row.currency, { fixed: true })}
        subStyle={{ whiteSpace: 'nowrap' }}
        testId={`contract-orders-${row.id}`}
      >
        <span>{t('orderCount', { count: row.orderCount })}</span>
      </Stacked>
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
    open,
    testId: 'contract-open',
  }),
];
