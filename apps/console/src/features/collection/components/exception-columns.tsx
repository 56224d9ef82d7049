// The columns of the import exceptions list (exceptions-screen.tsx): why it was refused (with what
// it concerns, such as the collection a reversal names), the amount with the payer under it, the
// file with the entry and when it came, the bank reference with the account, how it was closed,
// and the button that closes an open one: returned to the payer, or (a reversal, whose money the
// bank took back) settled. What a row is read for comes first: on a phone the reason stays fixed on
// the left with the amount and payer beside it, and the button scrolls with the row (fixed to the
// right edge it would take half the screen).
import { CheckOutlined, RollbackOutlined } from '@ant-design/icons';
import { ImportExceptionReason, type ImportException } from '@tradebridge/contracts';
import { formatDateTime, formatMoney } from '@tradebridge/ui';
import { Button, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { SMALL, Stacked } from '../../../components/record-cells.tsx';
import { AmountOver, FileEntry } from './bank-cells.tsx';

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const NOWRAP_HEADER = { onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' as const } }) };

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
  narrow = false,
}: {
  t: TFunction<'collection'>;
  tCommon: TFunction<'common'>;
  /** Opens the closing of the row (its `closing` says which). */
  onReturn: (row: ImportException) => void;
  /** A phone or narrow window: the reason is fixed on the left, the button is not on the right. */
  narrow?: boolean;
}): ColumnsType<ImportException> => [
  {
    title: t('exceptions.columns.reason'),
    ...NOWRAP_HEADER,
    dataIndex: 'reason',
    fixed: narrow ? 'left' : undefined,
    minWidth: narrow ? 150 : 200,
    // First: why it was not credited is what the operator reads the row for. The newer reasons
    // are sentences: they wrap within the column rather than widen the table.
    render: (reason: ImportException['reason'], row) => (
      <Stacked
        gap={2}
        style={{ maxWidth: 280 }}
        sub={row.detail ? detailText(row, t) : undefined}
        testId={`exception-reason-${row.id}`}
      >
        <span>{t(`exceptionReason.${reason}`)}</span>
      </Stacked>
    ),
  },
  {
    title: t('exceptions.columns.amount'),
    ...NOWRAP_HEADER,
    dataIndex: 'amount',
    align: 'right',
    minWidth: 140,
    render: (amount: string, row) => (
      <AmountOver counterparty={row.payerName} testId={`exception-amount-${row.id}`}>
        <span style={numeric}>{formatMoney(amount, row.currency, { fixed: true })}</span>
      </AmountOver>
    ),
  },
  {
    title: t('exceptions.columns.file'),
    dataIndex: 'bankFileName',
    minWidth: 170,
    render: (_: string, row) => <FileEntry row={row} t={t} testId={`exception-file-${row.id}`} />,
  },
  {
    title: t('exceptions.columns.bankReference'),
    dataIndex: 'bankReference',
    minWidth: 170,
    render: (reference: string, row) => (
      <Stacked
        gap={2}
        style={{ minWidth: 140 }}
        sub={t('exceptions.onAccount', { account: row.account })}
        subStyle={numeric}
      >
        <Typography.Text copyable style={{ wordBreak: 'break-all' }}>
          {reference}
        </Typography.Text>
      </Stacked>
    ),
  },
  {
    title: t('exceptions.columns.resolution'),
    key: 'resolution',
    ...NOWRAP_HEADER,
    minWidth: 170,
    render: (_: unknown, row) =>
      row.resolvedAt ? (
        <Stacked
          gap={2}
          style={{ minWidth: 150 }}
          testId={`exception-resolution-${row.id}`}
          sub={t('exceptions.resolvedBy', {
            name: row.resolvedBy ?? '--',
            at: formatDateTime(row.resolvedAt),
          })}
        >
          <Typography.Text>{row.resolution}</Typography.Text>
        </Stacked>
      ) : (
        <Typography.Text type="secondary" style={{ ...SMALL, whiteSpace: 'nowrap' }}>
          {t(`exceptions.${row.closing}.open`)}
        </Typography.Text>
      ),
  },
  {
    title: tCommon('actions'),
    key: 'actions',
    fixed: narrow ? undefined : 'right',
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
