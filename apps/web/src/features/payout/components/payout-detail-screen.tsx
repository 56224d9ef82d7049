// /payOrder/detail?orderNo= (spec payOrder's detail): one payment — amount, fee and total, the payee
// as it was paid, purpose, explanation, English postscript and proof files; what it waits for now
// (the merchant's approvers, the platform's review, the bank's service hours with the next start in
// the reader's zone, or the bank); a refusal's or the bank's reason ("payment failed, abnormal
// refund", spec §8); its approvals and its story. Actions are the server's: approve or decline
// (with a reason) for an approver, and for a paid order its receipt (through the download centre)
// and the bank's transfer proof (a direct download with the 60-second countdown, spec §7). A
// payment of a batch names its batch, linked to the batch's detail.
import { FilePdfOutlined, FileTextOutlined } from '@ant-design/icons';
import {
  ApprovalDecision,
  OrderState,
  PayoutAction,
  PayoutType,
  PayoutWait,
  type PayoutOrder,
} from '@tradebridge/contracts';
import {
  EMPTY_VALUE,
  formatDateTime,
  formatMoney,
  messageForCode,
  orEmpty,
  regionName,
  useLanguage,
} from '@tradebridge/ui';
import { Alert, Button, Card, Empty, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import {
  DetailColumns,
  DetailFields,
  DetailNotice,
  detailScreen,
} from '../../../components/detail-page.tsx';
import { EventTimeline } from '../../../components/event-timeline.tsx';
import { copyableFactOf, factOf } from '../../../components/fact-items.tsx';
import { newExportKey, useExportStarted } from '../../../components/export-started.tsx';
import { useStaleFailure } from '../../../lib/confirmed-action.ts';
import { isStalePayout, useApprovePayout } from '../api/approve-payout.ts';
import { useDownloadProof } from '../api/download-proof.ts';
import { useExportReceipts } from '../api/export-receipts.ts';
import { usePayout } from '../api/get-payout.ts';
import { bankReasonText, bankStepText } from './bank-reason.ts';
import { WAIT_COLORS } from './labels.ts';
import { batchDetailPath } from './links.ts';
import { ApproveDecline } from './approve-decline.tsx';
import { PayoutStateTag } from './payout-state-tag.tsx';
import { TotalHeadline } from './total-headline.tsx';

/** The timeline's actor that is no person: the payout rail (sending, the bank's answers). */
const RAIL = 'rail';
const RAIL_FILE_EVENTS: ReadonlySet<string> = new Set(['sent', 'settled']);

const EVENT_COLORS: Record<string, string> = {
  submitted: 'blue',
  approved: 'green',
  declined: 'red',
  reviewPassed: 'green',
  reviewRejected: 'red',
  sent: 'blue',
  settled: 'green',
  failed: 'red',
  refunded: 'orange',
  bankStatus: 'blue',
};

/** What the order waits for now, in words. */
const WaitNotice = ({ order }: { order: PayoutOrder }) => {
  const { t } = useTranslation('payout');
  const language = useLanguage();
  if (!order.waitingFor) return null;
  const approved = order.approvals.filter((a) => a.decision === ApprovalDecision.Approve).length;
  let title: string;
  let description: string | null = null;
  switch (order.waitingFor) {
    case PayoutWait.Approvers:
      title = t('wait.approvers');
      description = t('wait.approversProgress', { done: approved, count: order.approvalsNeeded });
      break;
    case PayoutWait.Review:
      title = t('wait.review');
      break;
    case PayoutWait.ServiceHours:
      title = messageForCode('OUT_OF_HOURS', language);
      description = order.nextServiceAt
        ? t('price.nextService', { time: formatDateTime(order.nextServiceAt) })
        : null;
      break;
    case PayoutWait.Bank:
      title =
        order.type === PayoutType.FastTransfer
          ? order.sameDay
            ? t('wait.bankSameDay')
            : t('wait.bankFast')
          : t('wait.bank');
      break;
  }
  return (
    <Alert
      type={WAIT_COLORS[order.waitingFor]}
      showIcon
      title={title}
      description={description}
      data-testid="payout-waiting"
      data-wait={order.waitingFor}
    />
  );
};

/** How the order ended, when it did not end paid: the refusal's or the bank's reason. */
const OutcomeNotice = ({ order }: { order: PayoutOrder }) => {
  const { t } = useTranslation('payout');
  const language = useLanguage();
  // A bank's reason code in the reader's language, the bank's words beside it; a refusal's reason
  // as the reviewer gave it.
  const text = order.failureCode
    ? bankReasonText(t, order.failureCode, order.reason)
    : order.reason && t('detail.reason', { reason: order.reason });
  const reason = text ? <span data-testid="payout-reason">{text}</span> : null;
  /** Ended without paying: the reason, and what became of the money. */
  const notice = (outcome: string, title: string, hint: string) => (
    <DetailNotice type="error" title={title} data-testid="payout-outcome" data-outcome={outcome}>
      {reason}
      <span>{hint}</span>
    </DetailNotice>
  );
  switch (order.state) {
    case OrderState.AbnormalRefund:
      return notice(
        'refunded',
        messageForCode('PAYMENT_FAILED_REFUND', language),
        t('detail.refundedHint'),
      );
    case OrderState.PaymentFailed:
      return (
        <Alert
          type="error"
          showIcon
          title={t('detail.failed')}
          description={reason}
          data-testid="payout-outcome"
          data-outcome="failed"
        />
      );
    case OrderState.ReviewRejected:
      return notice('rejected', t('detail.rejected'), t('detail.releasedHint'));
    case OrderState.PaymentSuccess:
      return (
        <Alert
          type="success"
          showIcon
          title={t('detail.paid', { time: formatDateTime(order.settledAt) })}
          data-testid="payout-outcome"
          data-outcome="paid"
        />
      );
    default:
      return null;
  }
};

const ActionBar = ({ order }: { order: PayoutOrder }) => {
  const { t } = useTranslation('payout');
  const approve = useApprovePayout();
  const exportReceipts = useExportReceipts();
  const onStarted = useExportStarted('payout');
  const { downloadProof, overlay, isDownloading } = useDownloadProof();

  const onFailure = useStaleFailure(isStalePayout, {
    key: 'payout-changed',
    content: t('detail.changed'),
  });

  const onReceipt = async () => {
    try {
      await exportReceipts.mutateAsync({
        orderNos: [order.orderNo],
        idempotencyKey: newExportKey('payout'),
      });
    } catch {
      return; // the request layer has shown why
    }
    onStarted();
  };

  const can = (action: PayoutAction) => order.actions.includes(action);
  if (order.actions.length === 0) return null;
  return (
    <Flex gap={8} wrap data-testid="payout-actions">
      {can(PayoutAction.Approve) ? (
        <ApproveDecline
          testId="payout"
          confirm={{
            title: t('approve.confirmTitle', { orderNo: order.orderNo }),
            content: t('approve.confirmHint', { total: formatMoney(order.total, order.currency) }),
            done: t('approve.approved'),
          }}
          approveText={t('approve.approve')}
          declineText={t('approve.decline')}
          declinedText={t('approve.declined')}
          pending={approve.isPending}
          onDecide={(decision) => approve.mutateAsync({ orderNo: order.orderNo, ...decision })}
          onFailure={onFailure}
        />
      ) : null}
      {can(PayoutAction.Receipt) ? (
        <Button
          icon={<FileTextOutlined />}
          loading={exportReceipts.isPending}
          onClick={() => void onReceipt()}
          data-testid="payout-receipt"
        >
          {t('detail.receipt')}
        </Button>
      ) : null}
      {can(PayoutAction.Proof) ? (
        <Button
          icon={<FilePdfOutlined />}
          loading={isDownloading}
          onClick={() =>
            void downloadProof(order.orderNo, `${t('detail.proofFileName')} ${order.orderNo}.pdf`)
          }
          data-testid="payout-proof"
        >
          {t('detail.proof')}
        </Button>
      ) : null}
      {overlay}
    </Flex>
  );
};

const Approvals = ({ order }: { order: PayoutOrder }) => {
  const { t } = useTranslation('payout');
  if (order.approvalsNeeded === 0 && order.approvals.length === 0)
    return (
      <Typography.Text type="secondary" data-testid="payout-no-approvals">
        {t('approvals.none')}
      </Typography.Text>
    );
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary" data-testid="payout-approvals-needed">
        {t('approvals.needed', { count: order.approvalsNeeded })}
      </Typography.Text>
      {order.approvals.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('approvals.empty')} />
      ) : (
        <Flex vertical gap={8} data-testid="payout-approvals">
          {order.approvals.map((approval) => (
            <Flex
              key={`${approval.userName}-${approval.at}`}
              vertical
              gap={2}
              data-testid="payout-approval"
              data-decision={approval.decision}
            >
              <Flex gap={8} align="center" wrap>
                <Typography.Text strong>{approval.userName}</Typography.Text>
                <Tag
                  color={approval.decision === ApprovalDecision.Approve ? 'success' : 'error'}
                  style={{ marginInlineEnd: 0 }}
                >
                  {t(`approvals.${approval.decision}`)}
                </Tag>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatDateTime(approval.at)}
                </Typography.Text>
              </Flex>
              {approval.reason ? (
                <Typography.Text style={{ fontSize: 13 }}>
                  {t('detail.reason', { reason: approval.reason })}
                </Typography.Text>
              ) : null}
            </Flex>
          ))}
        </Flex>
      )}
    </Flex>
  );
};

const PayoutBody = ({ order }: { order: PayoutOrder }) => {
  const { t } = useTranslation('payout');
  const language = useLanguage();
  const payee = order.payee;
  const money = (amount: string) => formatMoney(amount, order.currency, { fixed: true });
  return (
    <Flex vertical gap={16}>
      <TotalHeadline
        total={money(order.total)}
        testId="payout-total"
        caption={t(`type.${order.type}`)}
        state={<PayoutStateTag state={order.state} />}
      />
      <WaitNotice order={order} />
      <OutcomeNotice order={order} />
      <ActionBar order={order} />
      <DetailColumns
        main={
          <DetailFields
            testId="payout-fields"
            items={[
              copyableFactOf('orderNo', t('fields.orderNo'), order.orderNo),
              // A payment of a batch (spec §3 "batch number") leads to its batch.
              ...(order.batchNo
                ? [
                    {
                      key: 'batchNo',
                      label: t('fields.batchNo'),
                      children: (
                        <Link to={batchDetailPath(order.batchNo)} data-testid="payout-batch-link">
                          {order.batchNo}
                        </Link>
                      ),
                    },
                  ]
                : []),
              factOf('type', t('fields.type'), t(`type.${order.type}`)),
              factOf('amount', t('fields.amount'), money(order.amount), 'payout-field-amount'),
              factOf('fee', t('fields.fee'), money(order.fee), 'payout-field-fee'),
              {
                key: 'payee',
                label: order.type === PayoutType.Withdraw ? t('form.account') : t('fields.payee'),
                children: (
                  <Flex vertical gap={0} data-testid="payout-field-payee">
                    <span>{payee.name}</span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {[
                        payee.bankName,
                        payee.accountTail,
                        payee.country ? regionName(payee.country, language) : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography.Text>
                  </Flex>
                ),
              },
              factOf('method', t('fields.method'), t(`method.${payee.method}`)),
              factOf('purpose', t('fields.purpose'), t(`purpose.${order.purpose}`)),
              factOf('explanation', t('fields.explanation'), orEmpty(order.explanation)),
              factOf(
                'postscript',
                t('fields.postscript'),
                orEmpty(order.postscript),
                'payout-field-postscript',
              ),
              {
                key: 'proofFiles',
                label: t('fields.proofFiles'),
                children:
                  order.proofFiles.length === 0 ? (
                    EMPTY_VALUE
                  ) : (
                    <Flex vertical gap={2} data-testid="payout-field-proofs">
                      {order.proofFiles.map((file) => (
                        <span key={file.id}>{file.name}</span>
                      ))}
                    </Flex>
                  ),
              },
              factOf('createdBy', t('fields.createdBy'), order.createdBy),
              factOf('createdAt', t('fields.createdAt'), formatDateTime(order.createdAt)),
              factOf('sentAt', t('fields.sentAt'), formatDateTime(order.sentAt)),
              factOf('settledAt', t('fields.settledAt'), formatDateTime(order.settledAt)),
            ]}
          />
        }
        side={
          <Flex vertical gap={16}>
            <Card size="small" title={t('approvals.title')}>
              <Approvals order={order} />
            </Card>
            <Card size="small" title={t('detail.history')}>
              <EventTimeline
                testId="payout"
                history={order.history.map((event) => ({
                  at: event.at,
                  action: event.action,
                  actor: event.actor,
                  // A step the bank answered says its status and reason in the reader's language;
                  // a sent or settled step's note names a bank file (the console shows it, the
                  // merchant needs no message ids). The others' note is a reason given.
                  reason: event.bank
                    ? event.action === 'settled'
                      ? null
                      : bankStepText(t, event.bank)
                    : RAIL_FILE_EVENTS.has(event.action)
                      ? null
                      : event.note,
                }))}
                eventText={(action) => t(`event.${action}`, { defaultValue: action })}
                actorText={(actor) => (actor === RAIL ? t('actor.rail') : actor)}
                colors={EVENT_COLORS}
              />
            </Card>
          </Flex>
        }
      />
    </Flex>
  );
};

export const PayoutDetailScreen = detailScreen({
  namespace: 'payout',
  param: 'orderNo',
  useRecord: usePayout,
  texts: 'detail',
  titleOf: (data, t) => t('detail.titleOf', { orderNo: data.orderNo }),
  testId: 'payout-detail-screen',
  statesTestId: 'payout',
  back: { to: paths.payOrder, text: 'detail.back', testId: 'payout-back' },
  body: (data) => <PayoutBody order={data} />,
});
