// The columns of the collections list (collections-screen.tsx): order and arrival, merchant,
// account, payer, amount, state, why it waits, and the button that opens the collection.
import { CollectionState, type OpsCollectionPage } from '@tradebridge/contracts';
import { formatDateTime } from '@tradebridge/ui';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { collectionPath } from '../../../lib/paths.ts';
import { Amount } from '../../../components/amount.tsx';
import { MerchantCell } from '../../../components/merchant-cell.tsx';
import { openColumn } from '../../../components/open-column.tsx';
import { NOWRAP, Stacked, type RecordColumnsOf } from '../../../components/record-cells.tsx';
import { CollectionStateTag, PayerCell, reasonText } from './collection-labels.tsx';

export type CollectionRow = OpsCollectionPage['list'][number];

/** States a reviewer decides on: the row offers "Review" rather than "View". */
const DECIDABLE = new Set<number>([
  CollectionState.PendingReview,
  CollectionState.PendingSecondReview,
  CollectionState.PendingMaterialsReview,
  CollectionState.PendingComplianceReview,
]);

export const collectionColumns = ({
  t,
  tCommon,
  open,
}: RecordColumnsOf<'collection', CollectionRow>): ColumnsType<CollectionRow> => [
  {
    title: t('columns.orderNo'),
    dataIndex: 'orderNo',
    minWidth: 150,
    ...NOWRAP,
    // The arrival under the number: one column less, so the reason keeps its room.
    render: (orderNo: string, row) => (
      <Stacked sub={formatDateTime(row.arrivedAt)}>
        <Link to={collectionPath(row.id)} data-testid={`collection-link-${row.id}`}>
          {orderNo}
        </Link>
      </Stacked>
    ),
  },
  {
    title: t('columns.merchant'),
    dataIndex: 'merNo',
    minWidth: 120,
    render: (_: string, row) => <MerchantCell merchant={row} />,
  },
  {
    title: t('columns.account'),
    dataIndex: 'accountNumber',
    minWidth: 120,
    // An IBAN is 22 to 34 characters: it breaks rather than push the reason out of view.
    render: (accountNumber: string, row) => (
      <Stacked sub={row.accountAlias || undefined}>
        <span style={{ fontVariantNumeric: 'tabular-nums', wordBreak: 'break-all' }}>
          {accountNumber}
        </span>
      </Stacked>
    ),
  },
  {
    title: t('columns.payer'),
    dataIndex: 'payerName',
    minWidth: 140,
    render: (name: string, row) => (
      <PayerCell name={name} country={row.payerCountry} kind={row.payerKind} />
    ),
  },
  {
    title: t('columns.amount'),
    dataIndex: 'amount',
    align: 'right',
    minWidth: 130,
    render: (amount: string, row) => <Amount amount={amount} currency={row.currency} />,
  },
  {
    title: t('columns.state'),
    dataIndex: 'state',
    minWidth: 110,
    ...NOWRAP,
    render: (state: number) => <CollectionStateTag state={state} />,
  },
  {
    title: t('columns.reason'),
    dataIndex: 'reason',
    minWidth: 170,
    render: (reason: string | null, row) => (
      <span data-testid={`collection-reason-${row.id}`}>{reasonText(reason, t)}</span>
    ),
  },
  openColumn<CollectionRow>({
    title: tCommon('actions'),
    labels: { review: t('review'), view: t('view') },
    decides: (row) => DECIDABLE.has(row.state),
    open,
    testId: 'collection-open',
  }),
];
