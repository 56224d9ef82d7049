// One collection (admin, reviewer, finance): why it waits (the screening's reason or a reviewer's),
// who approved first when a second approval is due (four eyes), its facts (merchant, account, payer,
// amount, bank reference and file), the materials the merchant handed in, and its story. The
// decisions the server lists are offered to a role that reviews collections; a second approval by
// the operator who gave the first is refused by the server and said here in so many words. The
// trade orders that cover the collection are another area's: the page passes them in.
import { CollectionState, type OpsCollectionDetail } from '@tradebridge/contracts';
import { formatDateTime, orEmpty } from '@tradebridge/ui';
import { Alert, Flex, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { FactsCard } from '../../../components/facts-card.tsx';
import { MerchantField } from '../../../components/merchant-cell.tsx';
import { Amount } from '../../../components/amount.tsx';
import { RecordScreen } from '../../../components/record-screen.tsx';
import { ACCESS, allows } from '../../../lib/access.ts';
import { useCurrentOperator } from '../../../lib/current-operator.tsx';
import { describedItems, type DescribedItem } from '../../../lib/described-items.ts';
import { useCollection } from '../api/get-collection.ts';
import { CollectionActions } from './collection-actions.tsx';
import {
  CollectionStateTag,
  payerKindLabel,
  reasonText,
  useCountryName,
} from './collection-labels.tsx';
import { MaterialList } from './material-list.tsx';
import { CollectionStory } from './collection-story.tsx';

/** States whose reason says why the money waits (or was sent back). */
const WAITING = new Set<number>([
  CollectionState.AwaitingMaterials,
  CollectionState.PendingReview,
  CollectionState.PendingSecondReview,
  CollectionState.PendingComplianceReview,
  CollectionState.PendingMaterialsReview,
]);
const REFUSED = new Set<number>([
  CollectionState.ReviewRejected,
  CollectionState.PrecheckFailed,
  CollectionState.Cancelled,
  CollectionState.TransactionFailed,
]);

const ReasonNote = ({ detail }: { detail: OpsCollectionDetail }) => {
  const { t } = useTranslation('collection');
  if (!detail.reason) return null;
  const refused = REFUSED.has(detail.state);
  if (!refused && !WAITING.has(detail.state)) return null;
  return (
    <Alert
      type={refused ? 'error' : 'warning'}
      showIcon
      title={
        detail.reason === 'reversed'
          ? t('collection.reversedTitle')
          : refused
            ? t('collection.refusedBecause')
            : t('collection.waitsBecause')
      }
      description={reasonText(detail.reason, t)}
      data-testid="collection-reason"
    />
  );
};

/** Four eyes: who approved first, and that the second approval is another operator's. */
const SecondReviewNote = ({
  detail,
  refused,
}: {
  detail: OpsCollectionDetail;
  refused: boolean;
}) => {
  const { t } = useTranslation('collection');
  const operator = useCurrentOperator();
  if (detail.state !== CollectionState.PendingSecondReview) return null;
  const byMe = detail.firstApprovedBy !== null && detail.firstApprovedBy === operator.name;
  return (
    <Alert
      type={refused ? 'error' : byMe ? 'warning' : 'info'}
      showIcon
      title={
        refused
          ? t('fourEyes.refused')
          : t('fourEyes.firstApprovedBy', { name: detail.firstApprovedBy ?? '--' })
      }
      description={byMe || refused ? t('fourEyes.notYou') : t('fourEyes.another')}
      data-testid="four-eyes"
    />
  );
};

/**
 * What identifies the payment and its payer as the bank gave them, each only when given: the
 * end-to-end, transaction and UETR ids, the structured creditor references, the payer's address and
 * account, and the party it paid for.
 */
const paymentFacts = (
  detail: OpsCollectionDetail,
  field: ReturnType<typeof describedItems>,
): DescribedItem[] => {
  const { endToEndId, transactionId, uetr, creditorReference } = detail.references;
  const copyable = (key: string, value: string | null) =>
    value
      ? [
          field(
            key,
            <Typography.Text
              copyable
              style={{ overflowWrap: 'anywhere' }}
              data-testid={`collection-${key}`}
            >
              {value}
            </Typography.Text>,
          ),
        ]
      : [];
  const text = (key: string, value: string) =>
    value ? [field(key, <span data-testid={`collection-${key}`}>{value}</span>)] : [];
  return [
    ...copyable('endToEndId', endToEndId),
    ...copyable('transactionId', transactionId),
    ...copyable('uetr', uetr),
    ...copyable('creditorReference', creditorReference),
    ...text('payerAddress', detail.payerAddress),
    ...copyable('payerAccount', detail.payerAccount),
    ...text('ultimatePayer', detail.ultimatePayer),
  ];
};

const OverviewCard = ({ detail }: { detail: OpsCollectionDetail }) => {
  const { t } = useTranslation('collection');
  const column = describedItems(t, 'columns');
  const field = describedItems(t, 'collection');
  const countryName = useCountryName();
  return (
    <FactsCard
      title={t('collection.overview')}
      testId="collection-overview"
      items={[
        column('merchant', <MerchantField merchant={detail} testId="collection-merchant" />),
        column(
          'account',
          <Flex gap={8} wrap align="baseline">
            <Typography.Text copyable>{detail.accountNumber}</Typography.Text>
            {detail.accountAlias && (
              <Typography.Text type="secondary">{detail.accountAlias}</Typography.Text>
            )}
          </Flex>,
        ),
        column(
          'amount',
          <Typography.Text strong data-testid="collection-amount">
            <Amount amount={detail.amount} currency={detail.currency} />
          </Typography.Text>,
        ),
        field('payerName', detail.payerName),
        field('payerCountry', countryName(detail.payerCountry)),
        field('payerKind', payerKindLabel(detail.payerKind, t)),
        field('note', orEmpty(detail.note)),
        field(
          'bankReference',
          <Typography.Text copyable data-testid="collection-bank-reference">
            {detail.bankReference}
          </Typography.Text>,
        ),
        ...paymentFacts(detail, field),
        field(
          'bankFile',
          <span data-testid="collection-bank-file">{orEmpty(detail.bankFileName)}</span>,
        ),
        column('arrivedAt', formatDateTime(detail.arrivedAt)),
        field('creditedAt', orEmpty(detail.creditedAt && formatDateTime(detail.creditedAt))),
        field(
          'firstApprovedBy',
          <span data-testid="collection-first-approved-by">{orEmpty(detail.firstApprovedBy)}</span>,
        ),
      ]}
    />
  );
};

export type CollectionScreenProps = {
  /** The trade orders that cover the collection, composed in by the page (another feature). */
  tradeOrders?: (detail: OpsCollectionDetail) => ReactNode;
};

export const CollectionScreen = ({ tradeOrders }: CollectionScreenProps = {}) => {
  const { collectionId = '' } = useParams();
  const { t } = useTranslation('collection');
  const query = useCollection(collectionId);
  const operator = useCurrentOperator();
  /** The version whose second approval the server refused to this operator. */
  const [refusedAt, setRefusedAt] = useState<number>();
  const canReview = allows(operator.role, ACCESS.reviewCollections);

  return (
    <RecordScreen query={query} t={t} name="collection" keys="collection" list={paths.collections}>
      {(detail) => ({
        title: detail.orderNo,
        amount: detail,
        state: <CollectionStateTag state={detail.state} />,
        description: t('collection.from', {
          payer: detail.payerName,
          merchant: detail.merchantName,
        }),
        actions: canReview && detail.actions.length > 0 && (
          <CollectionActions
            detail={detail}
            decisions={detail.actions}
            onSelfSecondReview={() => setRefusedAt(detail.version)}
          />
        ),
        content: (
          <>
            <SecondReviewNote detail={detail} refused={refusedAt === detail.version} />
            <ReasonNote detail={detail} />
            <OverviewCard detail={detail} />
            {tradeOrders?.(detail)}
            <MaterialList detail={detail} canOpen={canReview} />
            <CollectionStory events={detail.history} />
          </>
        ),
      })}
    </RecordScreen>
  );
};
