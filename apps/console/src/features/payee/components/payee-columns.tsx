// The columns of the payees list (payees-screen.tsx): merchant, holder and bank, method, usage,
// account and country, currency, state, last change, and the button that opens the payee.
import { BankCardState, type OpsPayeePage } from '@tradebridge/contracts';
import { formatDateTime, regionName } from '@tradebridge/ui';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { payeePath } from '../../../lib/paths.ts';
import { openColumn } from '../../../components/open-column.tsx';
import { NOWRAP, Stacked, type RecordColumnsOf } from '../../../components/record-cells.tsx';
import { methodLabel, PayeeStateTag, usageLabel } from './payee-labels.tsx';

export type PayeeRow = OpsPayeePage['list'][number];

export const payeeColumns = ({
  t,
  tCommon,
  open,
  language,
}: RecordColumnsOf<'payee', PayeeRow>): ColumnsType<PayeeRow> => [
  {
    title: t('columns.merchant'),
    dataIndex: 'merNo',
    minWidth: 140,
    render: (merNo: string, row) => (
      <Stacked sub={row.merchantName}>
        <span>{merNo}</span>
      </Stacked>
    ),
  },
  {
    title: t('columns.name'),
    dataIndex: 'name',
    minWidth: 170,
    // The bank (a card's issuing city) under the holder.
    render: (name: string, row) => (
      <Stacked sub={row.bankName} subStyle={{ overflowWrap: 'anywhere' }}>
        <Link to={payeePath(row.id)} data-testid={`payee-link-${row.id}`}>
          {name}
        </Link>
      </Stacked>
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
      <Stacked sub={row.country ? regionName(row.country, language) : undefined}>
        <span style={{ whiteSpace: 'nowrap' }}>{tail}</span>
      </Stacked>
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
    open,
    testId: 'payee-open',
  }),
];
