// The columns of the bank movements list (bank-movements-screen.tsx): what kind of movement and the
// day the bank booked it, the amount signed by its direction (the bank's debits out, credits in)
// with the counterparty under it, the bank's references, transaction code and note, the account,
// what it concerns (the collection a reversal or a booked pending credit is, the payout an outgoing
// payment is), and the file and entry it came from. What a row is read for comes first: on a phone
// the kind stays fixed on the left and the amount and counterparty are in view beside it.
import type { BankMovement } from '@tradebridge/contracts';
import { formatDate, formatMoney, orEmpty } from '@tradebridge/ui';
import { Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { NOWRAP, SMALL, Stacked } from '../../../components/record-cells.tsx';
import { AmountOver, FileEntry } from './bank-cells.tsx';
import { BankMovementKindTag } from './collection-labels.tsx';

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const NOWRAP_HEADER = { onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' as const } }) };

/** What the movement concerns: a collection's order number, a payout's, or nothing. */
const Concerns = ({ row, t }: { row: BankMovement; t: TFunction<'collection'> }) => {
  if (row.collectionOrderNo)
    return (
      <Stacked gap={2} sub={t('bankMovements.collection')} subStyle={SMALL}>
        <Typography.Text copyable style={numeric}>
          {row.collectionOrderNo}
        </Typography.Text>
      </Stacked>
    );
  if (row.payoutOrderNo)
    return (
      <Stacked gap={2} sub={t('bankMovements.payout')} subStyle={SMALL}>
        <Typography.Text copyable style={numeric}>
          {row.payoutOrderNo}
        </Typography.Text>
      </Stacked>
    );
  return <>{orEmpty(null)}</>;
};

export const bankMovementColumns = (
  t: TFunction<'collection'>,
  { narrow = false }: { narrow?: boolean } = {},
): ColumnsType<BankMovement> => [
  {
    title: t('bankMovements.columns.kind'),
    dataIndex: 'kind',
    fixed: narrow ? 'left' : undefined,
    minWidth: 120,
    ...NOWRAP,
    render: (kind: BankMovement['kind'], row) => (
      <Stacked
        gap={4}
        align="flex-start"
        sub={row.bookingDate && t('bankMovements.bookedOn', { day: formatDate(row.bookingDate) })}
      >
        <BankMovementKindTag kind={kind} testId={`bank-movement-kind-${row.id}`} />
      </Stacked>
    ),
  },
  {
    title: t('bankMovements.columns.amount'),
    ...NOWRAP_HEADER,
    dataIndex: 'amount',
    align: 'right',
    minWidth: 130,
    render: (amount: string, row) => (
      <AmountOver
        counterparty={
          row.counterparty && (
            <span data-testid={`bank-movement-counterparty-${row.id}`}>{row.counterparty}</span>
          )
        }
      >
        <Typography.Text
          style={numeric}
          type={row.creditDebit === 'CRDT' ? 'success' : undefined}
          data-testid={`bank-movement-amount-${row.id}`}
        >
          {formatMoney(amount, row.currency, {
            direction: row.creditDebit === 'CRDT' ? 'in' : 'out',
            fixed: true,
          })}
        </Typography.Text>
      </AmountOver>
    ),
  },
  {
    // The bank's reference, the payment's end-to-end id, the bank's transaction code (such as
    // PMNT/RCDT/ESCT, read whole) and the payment's note.
    title: t('bankMovements.columns.reference'),
    key: 'reference',
    minWidth: 200,
    render: (_: unknown, row) => (
      <Flex vertical gap={2} style={{ minWidth: 180 }}>
        <Typography.Text style={{ overflowWrap: 'anywhere' }}>
          {orEmpty(row.bankReference)}
        </Typography.Text>
        {row.endToEndId && (
          <Typography.Text type="secondary" style={{ ...SMALL, overflowWrap: 'anywhere' }}>
            {t('bankMovements.endToEnd', { id: row.endToEndId })}
          </Typography.Text>
        )}
        {row.bankCode && (
          <Typography.Text type="secondary" style={{ ...SMALL, whiteSpace: 'nowrap' }}>
            {row.bankCode}
          </Typography.Text>
        )}
        {row.note && (
          <Typography.Text type="secondary" style={{ ...SMALL, overflowWrap: 'anywhere' }}>
            {t('bankMovements.note', { note: row.note })}
          </Typography.Text>
        )}
      </Flex>
    ),
  },
  {
    title: t('bankMovements.columns.account'),
    dataIndex: 'account',
    minWidth: 130,
    render: (account: string) => <span style={numeric}>{account}</span>,
  },
  {
    title: t('bankMovements.columns.concerns'),
    key: 'concerns',
    minWidth: 150,
    render: (_: unknown, row) => (
      <span data-testid={`bank-movement-concerns-${row.id}`}>
        <Concerns row={row} t={t} />
      </span>
    ),
  },
  {
    title: t('bankMovements.columns.file'),
    key: 'file',
    minWidth: 160,
    render: (_: unknown, row) => <FileEntry row={row} t={t} />,
  },
];
