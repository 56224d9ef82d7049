// One payout (admin, reviewer, finance): where it stands (waiting for the merchant's approvers, for
// the platform's review, for the bank's service hours or its answer; refused or failed with the
// reason), the order — merchant, the batch it was submitted in (if any), type, amount, fee and
// total, purpose, explanation and postscript, proof files, the rail file that carried it (its
// pain.001 downloadable), the bank's failure code — the payee with the bank details exactly as the
// order sent them (a card's number only as its last four), the merchant's approvals and the
// timeline. Reviewers (admin, reviewer) pass it after a confirmation or refuse it with a reason the
// merchant reads while it waits for their review.
import { DownloadOutlined } from '@ant-design/icons';
import {
  ApprovalDecision,
  isBankReasonCode,
  OrderState,
  PayoutType,
  ZDecidePayoutRequest,
  type OpsPayoutOrder,
} from '@tradebridge/contracts';
import {
  EMPTY_VALUE,
  formatDateTime,
  formatMoney,
  orEmpty,
  regionName,
  useLanguage,
} from '@tradebridge/ui';
import { Alert, Button, Card, Descriptions, Empty, Flex, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  merchantDetailPath,
  paths,
  payoutReconciliationPath,
  payoutsOfBatchPath,
} from '../../../lib/paths.ts';
import { FactsCard } from '../../../components/facts-card.tsx';
import { Amount } from '../../../components/amount.tsx';
import { PayeeFieldValue } from '../../../components/payee-field-value.tsx';
import { RecordScreen } from '../../../components/record-screen.tsx';
import { ReviewDecisions, reviewNotesOf } from '../../../components/review-decisions.tsx';
import { StoryCard, type StoryEvent } from '../../../components/story-card.tsx';
import { ACCESS, allows } from '../../../lib/access.ts';
import { useCurrentOperator } from '../../../lib/current-operator.tsx';
import { describedItems } from '../../../lib/described-items.ts';
import { purposeLabel } from '../../../lib/payee-fields.ts';
import { isStalePayout, usePassPayout, useRefusePayout } from '../api/decide-payout.ts';
import { useDownloadProofFile } from '../api/get-proof-file.ts';
import { useDownloadRailFile } from '../api/get-rail-file.ts';
import { usePayout } from '../api/get-payout.ts';
import {
  detailFieldsOf,
  holderTypeLabel,
  isKnownField,
  methodLabel,
  PAYOUT_EVENTS,
  PayoutStateTag,
  relationshipLabel,
  textOf,
  typeLabel,
} from './payout-labels.tsx';

/** The timeline's actor that is no person: the payout rail (sending, the bank's answers). */
const ACTORS: ReadonlySet<string> = new Set(['rail']);
/** Events whose note is a reason someone gave (a refusal, a decline, the bank's rejection). */
const REASONED: ReadonlySet<string> = new Set([
  'declined',
  'reviewRejected',
  'failed',
  // The bank's status on its way (accepted, pending), with its reason code and words.
  'bankStatus',
]);
/** Events whose note names a rail file (the pain.001 that carried it, the pain.002 that settled). */
const FILED: ReadonlySet<string> = new Set(['sent', 'settled']);

const PayoutDecisions = ({ order }: { order: OpsPayoutOrder }) => {
  const { t } = useTranslation('payout');
  return (
    <ReviewDecisions
      ns="payout"
      decisions={['approve', 'reject']}
      testId="payout"
      values={{
        orderNo: order.orderNo,
        merchant: order.merchantName,
        payee: order.payee.name,
        total: formatMoney(order.total, order.currency, { fixed: true }),
        type: typeLabel(order.type, t),
      }}
      request={{ orderNo: order.orderNo }}
      approve={usePassPayout()}
      reject={useRefusePayout()}
      reasonSchema={ZDecidePayoutRequest.shape.reason}
      isStale={isStalePayout}
    />
  );
};

const note = reviewNotesOf('payout', 'payout-note');

const StateNote = ({ order }: { order: OpsPayoutOrder }) => {
  const { t } = useTranslation('payout');
  switch (order.state) {
    case OrderState.PendingSecondReview:
      return note('info', t('note.approvers', { count: order.approvalsNeeded }));
    case OrderState.PendingReview:
      return note('info', t('note.review'));
    case OrderState.ReviewPassed:
      return order.nextServiceAt
        ? note('info', t('note.serviceHours', { time: formatDateTime(order.nextServiceAt) }))
        : note('info', t('note.passed'));
    case OrderState.Paying:
      return note('info', t('note.paying'));
    case OrderState.PaymentSuccess:
      return note('success', t('note.paid', { time: formatDateTime(order.settledAt) }));
    case OrderState.ReviewRejected:
      return note('error', t('note.refused'), order.reason);
    case OrderState.PaymentFailed:
    case OrderState.AbnormalRefund:
      return note('error', t('note.failed'), order.reason);
    default:
      return null;
  }
};

/** The files the merchant attached (contracts, invoices), each downloadable under its name. */
const ProofFiles = ({ order }: { order: OpsPayoutOrder }) => {
  const download = useDownloadProofFile();
  return (
    <Flex vertical gap={2} align="start" data-testid="payout-proof-files">
      {order.proofFiles.map((file) => (
        <Button
          key={file.id}
          type="link"
          size="small"
          icon={<DownloadOutlined />}
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
          loading={download.isPending && download.variables?.fileId === file.id}
          onClick={() =>
            download.mutate({ orderNo: order.orderNo, fileId: file.id, name: file.name })
          }
          data-testid="payout-proof-file"
        >
          {file.name}
        </Button>
      ))}
    </Flex>
  );
};

/** The rail file that carried the order: its message id, copyable, and its pain.001 to download. */
const RailFile = ({ order }: { order: OpsPayoutOrder }) => {
  const { t } = useTranslation('payout');
  const download = useDownloadRailFile();
  const messageId = order.railMessageId;
  if (!messageId) return <span data-testid="payout-rail-file">{EMPTY_VALUE}</span>;
  return (
    <Flex gap={8} wrap align="center" data-testid="payout-rail-file">
      <Typography.Text code copyable>
        {messageId}
      </Typography.Text>
      <Button
        size="small"
        icon={<DownloadOutlined />}
        loading={download.isPending}
        onClick={() => download.mutate(messageId)}
        data-testid="payout-rail-download"
      >
        {t('detail.downloadPain001')}
      </Button>
      {order.sentAt && (
        <Link
          to={payoutReconciliationPath(order.sentAt.slice(0, 10))}
          data-testid="payout-reconciliation-link"
        >
          {t('detail.reconciliationOfDay')}
        </Link>
      )}
    </Flex>
  );
};

const Text = ({ children, testId }: { children: string; testId: string }) => (
  <span style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }} data-testid={testId}>
    {orEmpty(children)}
  </span>
);

const OrderCard = ({ order }: { order: OpsPayoutOrder }) => {
  const { t } = useTranslation('payout');
  const field = describedItems(t, 'fields');
  const { currency } = order;
  const fast = order.type === PayoutType.FastTransfer;
  return (
    <FactsCard
      title={t('detail.order')}
      testId="payout-order"
      items={[
        field(
          'orderNo',
          <Typography.Text copyable data-testid="payout-order-no">
            {order.orderNo}
          </Typography.Text>,
        ),
        ...(order.batchNo
          ? [
              field(
                'batchNo',
                <Flex gap={8} wrap align="baseline">
                  <Typography.Text copyable data-testid="payout-batch-no">
                    {order.batchNo}
                  </Typography.Text>
                  <Link to={payoutsOfBatchPath(order.batchNo)} data-testid="payout-batch-link">
                    {t('detail.batchOrders')}
                  </Link>
                </Flex>,
              ),
            ]
          : []),
        field(
          'merchant',
          <Flex gap={8} wrap align="baseline">
            <Link to={merchantDetailPath(order.merchantId)} data-testid="payout-merchant">
              {order.merchantName}
            </Link>
            <Typography.Text type="secondary">{order.merNo}</Typography.Text>
          </Flex>,
        ),
        field('type', <span data-testid="payout-type">{typeLabel(order.type, t)}</span>),
        field('state', <PayoutStateTag state={order.state} testId="payout-state-field" />),
        field(
          'amount',
          <span data-testid="payout-amount">
            <Amount amount={order.amount} currency={currency} />
          </span>,
        ),
        field(
          'fee',
          <span data-testid="payout-fee">
            <Amount amount={order.fee} currency={currency} />
          </span>,
        ),
        field(
          'total',
          <Typography.Text strong data-testid="payout-total">
            <Amount amount={order.total} currency={currency} />
          </Typography.Text>,
        ),
        field(
          'purpose',
          <span data-testid="payout-purpose">{purposeLabel(order.purpose, t)}</span>,
        ),
        ...(fast
          ? [
              field(
                'sameDay',
                <span data-testid="payout-same-day">
                  {order.sameDay ? t('sameDay.yes') : t('sameDay.no')}
                </span>,
              ),
            ]
          : []),
        field('createdBy', orEmpty(order.createdBy)),
        field('createdAt', formatDateTime(order.createdAt)),
        field('sentAt', formatDateTime(order.sentAt)),
        field('settledAt', formatDateTime(order.settledAt)),
        field('railMessageId', <RailFile order={order} />, 'filled'),
        ...(order.failureCode
          ? [
              field(
                'failureCode',
                <Flex gap={8} wrap align="center">
                  <Typography.Text code data-testid="payout-failure-code">
                    {order.failureCode}
                  </Typography.Text>
                  {/* A reason code the contracts list, in the operator's language. */}
                  {isBankReasonCode(order.failureCode) ? (
                    <span data-testid="payout-failure-meaning">
                      {t(`bankReason.${order.failureCode}`)}
                    </span>
                  ) : null}
                </Flex>,
              ),
            ]
          : []),
        ...(order.reason
          ? [field('reason', <Text testId="payout-reason">{order.reason}</Text>, 'filled')]
          : []),
        field(
          'explanation',
          <Text testId="payout-explanation">{order.explanation}</Text>,
          'filled',
        ),
        field('postscript', <Text testId="payout-postscript">{order.postscript}</Text>, 'filled'),
        field(
          'proofFiles',
          order.proofFiles.length === 0 ? (
            <span data-testid="payout-proof-files">{EMPTY_VALUE}</span>
          ) : (
            <ProofFiles order={order} />
          ),
          'filled',
        ),
      ]}
    />
  );
};

const PayeeCard = ({ order }: { order: OpsPayoutOrder }) => {
  const { t } = useTranslation('payout');
  const language = useLanguage();
  const field = describedItems(t, 'payee');
  const { payee, payeeDetails: details } = order;
  const holderType = textOf(details.type);
  const relationship = textOf(details.relationship);
  return (
    <FactsCard
      title={t('detail.payee')}
      testId="payout-payee"
      items={[
        field('name', <span data-testid="payout-payee-name">{payee.name}</span>),
        field('method', methodLabel(payee.method, t)),
        ...(payee.country ? [field('country', regionName(payee.country, language))] : []),
        field('bankName', orEmpty(payee.bankName)),
        field('account', payee.accountTail),
        ...(holderType ? [field('holderType', holderTypeLabel(holderType, t))] : []),
        ...(relationship ? [field('relationship', relationshipLabel(relationship, t))] : []),
      ]}
    >
      <Typography.Paragraph strong style={{ marginTop: 16, marginBottom: 8 }}>
        {t('detail.sentDetails')}
      </Typography.Paragraph>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2 }}
        data-testid="payout-details"
        items={detailFieldsOf(payee.method, details).map((key) => ({
          key,
          label: isKnownField(key) ? t(`detailField.${key}`) : key,
          children: (
            <PayeeFieldValue
              ns="payout"
              field={key}
              value={textOf(details[key])}
              testId={`payout-detail-${key}`}
            />
          ),
          ...(key === 'address' || key === 'remarks' || key === 'bankAddress'
            ? { span: 'filled' as const }
            : {}),
        }))}
      />
    </FactsCard>
  );
};

const ApprovalsCard = ({ order }: { order: OpsPayoutOrder }) => {
  const { t } = useTranslation('payout');
  return (
    <Card
      title={t('detail.approvals')}
      extra={
        order.approvalsNeeded > 0 && (
          <Typography.Text type="secondary" data-testid="payout-approvals-needed">
            {t('approvals.needed', { count: order.approvalsNeeded })}
          </Typography.Text>
        )
      }
      data-testid="payout-approvals"
    >
      {order.approvals.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t(order.approvalsNeeded > 0 ? 'approvals.none' : 'approvals.notNeeded')}
        />
      ) : (
        <Flex vertical gap={12}>
          {order.approvals.map((approval, index) => {
            const approved = approval.decision === ApprovalDecision.Approve;
            return (
              <Flex key={index} vertical gap={2} data-testid="payout-approval">
                <Flex gap={8} wrap align="baseline">
                  <Typography.Text strong>{approval.userName}</Typography.Text>
                  <Tag color={approved ? 'green' : 'red'} style={{ marginInlineEnd: 0 }}>
                    {t(`approvals.${approval.decision}`)}
                  </Tag>
                  <Typography.Text type="secondary">{formatDateTime(approval.at)}</Typography.Text>
                </Flex>
                {approval.reason && (
                  <Typography.Text style={{ overflowWrap: 'anywhere' }}>
                    {t('story.reason', { reason: approval.reason })}
                  </Typography.Text>
                )}
              </Flex>
            );
          })}
        </Flex>
      )}
    </Card>
  );
};

/** The timeline's events as the story card tells them: reasons as reasons, rail files as notes. */
const storyOf = (order: OpsPayoutOrder, t: TFunction<'payout'>) =>
  order.history.map((event): StoryEvent => {
    const reasoned = REASONED.has(event.action);
    return {
      at: event.at,
      action: event.action,
      actor: event.actor,
      reason: reasoned ? event.note : null,
      note:
        reasoned || !event.note
          ? null
          : FILED.has(event.action)
            ? t('story.file', { messageId: event.note })
            : event.note,
    };
  });

export const PayoutScreen = () => {
  const { orderNo = '' } = useParams();
  const { t } = useTranslation('payout');
  const operator = useCurrentOperator();
  const canReview = allows(operator.role, ACCESS.reviewPayouts);

  return (
    <RecordScreen query={usePayout(orderNo)} t={t} name="payout" list={paths.payouts}>
      {(order) => ({
        title: order.orderNo,
        fact: typeLabel(order.type, t),
        state: <PayoutStateTag state={order.state} />,
        description: t('detail.summary', {
          total: formatMoney(order.total, order.currency, { fixed: true }),
          payee: order.payee.name,
          merchant: order.merchantName,
        }),
        actions: canReview && order.state === OrderState.PendingReview && (
          <PayoutDecisions order={order} />
        ),
        content: (
          <>
            <StateNote order={order} />
            {order.payeeInReview && order.state === OrderState.PendingReview && (
              <Alert
                type="warning"
                showIcon
                title={t('detail.newPayee', { batchNo: order.batchNo ?? '' })}
                data-testid="payout-new-payee"
              />
            )}
            {order.state === OrderState.PendingReview && !canReview && (
              <Alert
                type="info"
                showIcon
                title={t('detail.reviewersOnly')}
                data-testid="payout-read-only"
              />
            )}
            <OrderCard order={order} />
            <PayeeCard order={order} />
            <ApprovalsCard order={order} />
            <StoryCard
              ns="payout"
              events={storyOf(order, t)}
              actions={PAYOUT_EVENTS}
              actors={ACTORS}
            />
          </>
        ),
      })}
    </RecordScreen>
  );
};
