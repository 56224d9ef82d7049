// /pay/batch/detail?batchNo= (spec §3 "batch number"): one batch — how it was made, its currency,
// count, amount, fee and total, the count and total entered against the table's (consistent or
// not), the rows left out, the approvals it needs, who submitted it and when, how many orders are
// in each state, what is paid and what came back — and every order (to its detail) with its state.
// Read again every 5 seconds while an order is on its way. An approver approves or declines (with
// a reason) every order waiting for them at once; anyone who sees it downloads the summary PDF
// (a direct download with the 60-second countdown, spec §7) and the receipts of chosen paid orders
// (at most 10 at once, spec §5, refused before asking).
import { FilePdfOutlined } from '@ant-design/icons';
import { PAYOUT_LIMITS, type PayoutBatch, type PayoutRow } from '@tradebridge/contracts';
import { formatDateTime, formatMoney, isApiError, WIDE_TABLE } from '@tradebridge/ui';
import { Alert, App, Button, Card, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { DetailFields, detailScreen } from '../../../components/detail-page.tsx';
import { copyableFactOf, factOf } from '../../../components/fact-items.tsx';
import { useApproveBatch } from '../api/approve-batch.ts';
import { useDownloadBatchSummary } from '../api/download-batch-summary.ts';
import { useBatch } from '../api/get-batch.ts';
import { ApproveDecline } from './approve-decline.tsx';
import { EnteredComparison } from './batch-check-result.tsx';
import { BatchStates } from './batch-states.tsx';
import { payoutDetailPath } from './links.ts';
import { PayoutStateTag } from './payout-state-tag.tsx';
import { hasReceipt, ReceiptsButton } from './receipts-button.tsx';
import { TotalHeadline } from './total-headline.tsx';

const nowrap = { whiteSpace: 'nowrap' } as const;

const ActionBar = ({ batch, chosen }: { batch: PayoutBatch; chosen: string[] }) => {
  const { t } = useTranslation('payout');
  const { message } = App.useApp();
  const approve = useApproveBatch();
  const { downloadSummary, overlay, isDownloading } = useDownloadBatchSummary();
  const onFailure = (error: unknown) =>
    void message.error(isApiError(error) ? error.message : String(error));

  return (
    <Flex gap={8} wrap data-testid="batch-actions">
      {batch.waitingForMe > 0 ? (
        <ApproveDecline
          testId="batch"
          confirm={{
            title: t('batchDetail.approveTitle', { batchNo: batch.batchNo }),
            content: t('batchDetail.approveHint', { count: batch.waitingForMe }),
            done: t('batchDetail.approved'),
          }}
          approveText={t('batchDetail.approve', { count: batch.waitingForMe })}
          declineText={t('batchDetail.decline')}
          declineTitle={t('batchDetail.declineTitle', { count: batch.waitingForMe })}
          declinedText={t('batchDetail.declined')}
          pending={approve.isPending}
          onDecide={(decision) => approve.mutateAsync({ batchNo: batch.batchNo, ...decision })}
          onFailure={onFailure}
        />
      ) : null}
      <Button
        icon={<FilePdfOutlined />}
        loading={isDownloading}
        onClick={() =>
          void downloadSummary(
            batch.batchNo,
            `${t('batchDetail.summaryFileName')} ${batch.batchNo}.pdf`,
          )
        }
        data-testid="batch-summary"
      >
        {t('batchDetail.summary')}
      </Button>
      <ReceiptsButton chosen={chosen} />
      {overlay}
    </Flex>
  );
};

const Orders = ({
  batch,
  chosen,
  onChoose,
}: {
  batch: PayoutBatch;
  chosen: string[];
  onChoose: (orderNos: string[]) => void;
}) => {
  const { t } = useTranslation('payout');
  return (
    <Table<PayoutRow>
      rowKey="orderNo"
      size="small"
      dataSource={batch.orders}
      {...WIDE_TABLE}
      pagination={batch.orders.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      rowSelection={{
        selectedRowKeys: chosen,
        onChange: (keys) => onChoose(keys.map(String)),
        // Only a paid order has a receipt.
        getCheckboxProps: (row) => ({ disabled: !hasReceipt(row), 'aria-label': row.orderNo }),
      }}
      data-testid="batch-orders"
      columns={[
        {
          title: t('fields.orderNo'),
          dataIndex: 'orderNo',
          render: (orderNo: string) => (
            <Link to={payoutDetailPath(orderNo)} style={nowrap} data-testid="batch-order-link">
              {orderNo}
            </Link>
          ),
        },
        {
          title: t('fields.payee'),
          key: 'payee',
          render: (_, row) => (
            <Flex vertical gap={0} style={{ maxWidth: 220 }}>
              <Typography.Text ellipsis={{ tooltip: true }}>{row.payee.name}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {[row.payee.bankName, row.payee.accountTail].filter(Boolean).join(' ')}
              </Typography.Text>
            </Flex>
          ),
        },
        {
          title: t('fields.amount'),
          key: 'amount',
          align: 'right',
          render: (_, row) => (
            <span style={nowrap}>{formatMoney(row.amount, row.currency, { fixed: true })}</span>
          ),
        },
        {
          title: t('fields.fee'),
          key: 'fee',
          align: 'right',
          render: (_, row) => (
            <span style={nowrap}>{formatMoney(row.fee, row.currency, { fixed: true })}</span>
          ),
        },
        {
          title: t('fields.state'),
          key: 'state',
          render: (_, row) => <PayoutStateTag state={row.state} />,
        },
      ]}
    />
  );
};

const BatchBody = ({ batch }: { batch: PayoutBatch }) => {
  const { t } = useTranslation('payout');
  const [chosen, setChosen] = useState<string[]>([]);
  const money = (amount: string) => formatMoney(amount, batch.currency, { fixed: true });
  return (
    <Flex vertical gap={16}>
      <TotalHeadline
        total={money(batch.total)}
        testId="batch-total"
        caption={t('batchDetail.orders', { count: batch.count })}
        state={<BatchStates states={batch.states} />}
      />
      {batch.waitingForMe > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={t('batchDetail.waitingForMe', { count: batch.waitingForMe })}
          data-testid="batch-waiting"
        />
      ) : null}
      <ActionBar batch={batch} chosen={chosen} />
      <DetailFields
        testId="batch-fields"
        items={[
          copyableFactOf('batchNo', t('fields.batchNo'), batch.batchNo),
          factOf('source', t('batch.source.label'), t(`batch.source.${batch.source}`)),
          factOf('currency', t('fields.currency'), batch.currency),
          factOf('count', t('batchDetail.count'), batch.count, 'batch-field-count'),
          factOf('amount', t('fields.amount'), money(batch.amount), 'batch-field-amount'),
          factOf('fee', t('fields.fee'), money(batch.fee), 'batch-field-fee'),
          factOf('skipped', t('batchDetail.skipped'), batch.skipped, 'batch-field-skipped'),
          factOf(
            'approvals',
            t('price.approvalsLabel'),
            batch.approvalsNeeded === 0
              ? t('price.noApproval')
              : t('approvals.needed', { count: batch.approvalsNeeded }),
          ),
          factOf('paid', t('batchDetail.paid'), money(batch.paid), 'batch-field-paid'),
          factOf(
            'returned',
            t('batchDetail.returned'),
            money(batch.returned),
            'batch-field-returned',
          ),
          factOf('createdBy', t('fields.createdBy'), batch.createdBy),
          factOf('createdAt', t('fields.createdAt'), formatDateTime(batch.createdAt)),
        ]}
      />
      <EnteredComparison
        entered={batch.entered}
        count={batch.rowsCount}
        total={batch.rowsTotal}
        currency={batch.currency}
        countConsistent={batch.countConsistent}
        totalConsistent={batch.totalConsistent}
      />
      <Card
        size="small"
        title={t('batchDetail.ordersTitle')}
        extra={
          chosen.length > 0 ? (
            <Typography.Text type="secondary" data-testid="batch-chosen">
              {t('records.chosen', { count: chosen.length, max: PAYOUT_LIMITS.receipts })}
            </Typography.Text>
          ) : null
        }
      >
        <Orders batch={batch} chosen={chosen} onChoose={setChosen} />
      </Card>
    </Flex>
  );
};

export const BatchDetailScreen = detailScreen({
  namespace: 'payout',
  param: 'batchNo',
  useRecord: useBatch,
  texts: 'batchDetail',
  titleOf: (data, t) => t('batchDetail.titleOf', { batchNo: data.batchNo }),
  testId: 'batch-detail-screen',
  statesTestId: 'batch',
  back: {
    to: `${paths.payOrder}?tab=batches`,
    text: 'batchDetail.back',
    testId: 'batch-detail-back',
  },
  body: (data) => <BatchBody batch={data} />,
});
