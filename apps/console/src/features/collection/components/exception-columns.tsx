// The columns of the import exceptions list (exceptions-screen.tsx): file and entry, why it was
// refused (with what it concerns, such as the collection a reversal names), bank reference,
// account, amount and currency, payer, how it was closed, when it came, and the button that closes
// an open one: returned to the payer, or (a reversal, whose money the bank took back) settled.
import { CheckOutlined, RollbackOutlined } from '@ant-design/icons';
import { ImportExceptionReason, type ImportException } from '@tradebridge/contracts';
import { formatDateTime, formatMoney } from '@tradebridge/ui';
import { Button, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { Stacked } from '../../../components/record-cells.tsx';

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
/** Short values and their headers on one line. */
const NOWRAP = {
  onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
  onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
};

/** Reasons whose detail names the collection the bank's reversal concerns. */
const NAMES_COLLECTION: ReadonlySet<ImportException['reason']> = new Set([
  ImportExceptionReason.ReversalFundsGone,
  ImportExceptionReason.ReversalWithoutOriginal,
]);

const detailText = (row: ImportException, t: TFunction<'collection'>) =>
  NAMES_COLLECTION.has(row.reason)
    ? t('exceptions.reversalOf', { orderNo: row.detail })
    : row.detail;

export const exceptionColumns = ({
  t,
  tCommon,
  onReturn,
}: {
  t: TFunction<'collection'>;
  tCommon: TFunction<'common'>;
  /** Opens the closing of the row (its `closing` says which). */
  onReturn: (row: ImportException) => void;
}): ColumnsType<ImportException> => [
  {
    title: t('exceptions.columns.file'),
    dataIndex: 'bankFileName',
    minWidth: 180,
    render: (name: string) => (
      <Typography.Text style={{ overflowWrap: 'anywhere', display: 'block', minWidth: 140 }}>
        {name}
      </Typography.Text>
    ),
  },
  {
    title: t('exceptions.columns.entry'),
    ...NOWRAP,
    dataIndex: 'entryIndex',
    align: 'right',
    minWidth: 70,
    render: (index: number) => <span style={numeric}>{index + 1}</span>,
  },
  {
    title: t('exceptions.columns.reason'),
    onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' } }),
    dataIndex: 'reason',
    minWidth: 200,
    // First after the entry: why it was not credited is what the operator reads the row for.
    // The newer reasons are sentences: they wrap within the column rather than widen the table.
    render: (reason: ImportException['reason'], row) => (
      <Stacked
        gap={2}
        style={{ minWidth: 180, maxWidth: 280 }}
        sub={row.detail ? detailText(row, t) : undefined}
        testId={`exception-reason-${row.id}`}
      >
        <span>{t(`exceptionReason.${reason}`)}</span>
      </Stacked>
    ),
  },
  {
    title: t('exceptions.columns.bankReference'),
    dataIndex: 'bankReference',
    minWidth: 200,
    render: (reference: string) => (
      <Typography.Text copyable style={{ wordBreak: 'break-all', display: 'block', minWidth: 140 }}>
        {reference}
      </Typography.Text>
    ),
  },
  {
    title: t('exceptions.columns.account'),
    dataIndex: 'account',
    minWidth: 140,
    render: (account: string) => <span style={numeric}>{account}</span>,
  },
  {
    title: t('exceptions.columns.amount'),
    ...NOWRAP,
    dataIndex: 'amount',
    align: 'right',
    minWidth: 110,
    render: (amount: string, row) => (
      <span style={numeric}>
        {formatMoney(amount, row.currency, { withCurrency: false, fixed: true })}
      </span>
    ),
  },
  { title: t('exceptions.columns.currency'), ...NOWRAP, dataIndex: 'currency', minWidth: 70 },
  { title: t('exceptions.columns.payer'), dataIndex: 'payerName', minWidth: 140 },
  {
    title: t('exceptions.columns.resolution'),
    key: 'resolution',
    onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' } }),
    minWidth: 200,
    render: (_: unknown, row) =>
      row.resolvedAt ? (
        <Stacked
          gap={2}
          style={{ minWidth: 160 }}
          testId={`exception-resolution-${row.id}`}
          sub={t('exceptions.resolvedBy', {
            name: row.resolvedBy ?? '--',
            at: formatDateTime(row.resolvedAt),
          })}
        >
          <Typography.Text>{row.resolution}</Typography.Text>
        </Stacked>
      ) : (
        <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
          {t(`exceptions.${row.closing}.open`)}
        </Typography.Text>
      ),
  },
  {
    title: t('exceptions.columns.createdAt'),
    dataIndex: 'createdAt',
    minWidth: 100,
    render: (time: string) => formatDateTime(time),
  },
  {
    title: tCommon('actions'),
    key: 'actions',
    fixed: 'right',
    render: (_: unknown, row) =>
      row.resolvedAt ? null : (
        <Button
          size="small"
          icon={row.closing === 'settle' ? <CheckOutlined /> : <RollbackOutlined />}
          onClick={() => onReturn(row)}
          data-testid={`exception-return-${row.id}`}
        >
          {t(`exceptions.${row.closing}.action`)}
        </Button>
      ),
  },
];
