// The columns of the quotas list (quotas-screen.tsx): application, merchant, kind, amount and what
// is used of it (US dollars), period, state, whether payouts may draw on it, when and by whom it was
// made, and the button that opens the application.
import { QuotaState, type OpsQuotaPage } from '@tradebridge/contracts';
import { formatDateTime } from '@tradebridge/ui';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { quotaPath } from '../../../lib/paths.ts';
import { Amount } from '../../../components/amount.tsx';
import { MerchantCell } from '../../../components/merchant-cell.tsx';
import { openColumn } from '../../../components/open-column.tsx';
import { NOWRAP, Stacked, type RecordColumnsOf } from '../../../components/record-cells.tsx';
import { kindLabel, periodOf, QuotaLabelTag, QuotaStateTag } from './quota-labels.tsx';

export type QuotaRow = OpsQuotaPage['list'][number];

/** Quotas are kept in US dollars (spec §2 applyQuota). */
const USD = 'USD';

export const quotaColumns = ({
  t,
  tCommon,
  canReview,
  open,
}: RecordColumnsOf<'quota', QuotaRow>): ColumnsType<QuotaRow> => [
  {
    title: t('columns.quotaNo'),
    dataIndex: 'quotaNo',
    minWidth: 160,
    ...NOWRAP,
    render: (quotaNo: string) => (
      <Link to={quotaPath(quotaNo)} data-testid={`quota-link-${quotaNo}`}>
        {quotaNo}
      </Link>
    ),
  },
  {
    title: t('columns.merchant'),
    dataIndex: 'merNo',
    minWidth: 140,
    render: (_: string, row) => <MerchantCell merchant={row} />,
  },
  {
    title: t('columns.kind'),
    dataIndex: 'kind',
    minWidth: 110,
    render: (kind: string) => kindLabel(kind, t),
  },
  {
    title: t('columns.amount'),
    dataIndex: 'amount',
    align: 'right',
    minWidth: 130,
    render: (amount: string) => <Amount amount={amount} currency={USD} />,
  },
  {
    title: t('columns.used'),
    dataIndex: 'used',
    align: 'right',
    minWidth: 130,
    render: (used: string) => <Amount amount={used} currency={USD} />,
  },
  {
    title: t('columns.period'),
    key: 'period',
    minWidth: 120,
    render: (_: unknown, row) => periodOf(row, t),
  },
  {
    title: t('columns.state'),
    dataIndex: 'state',
    minWidth: 100,
    ...NOWRAP,
    render: (state: number) => <QuotaStateTag state={state} />,
  },
  {
    // Whether payouts may draw on it today.
    title: t('columns.label'),
    dataIndex: 'label',
    minWidth: 100,
    ...NOWRAP,
    render: (label: string) => <QuotaLabelTag label={label} />,
  },
  {
    title: t('columns.createdAt'),
    dataIndex: 'createdAt',
    minWidth: 100,
    render: (createdAt: string, row) => (
      <Stacked sub={row.createdBy || undefined}>
        <span>{formatDateTime(createdAt)}</span>
      </Stacked>
    ),
  },
  openColumn<QuotaRow>({
    title: tCommon('actions'),
    labels: { review: t('review'), view: t('view') },
    decides: (row) => canReview && row.state === QuotaState.UnderReview,
    open,
    testId: 'quota-open',
    idOf: (row) => row.quotaNo,
  }),
];
