// One settlement-quota application (admin, reviewer, finance): where it stands (waiting for review,
// approved, refused with the reason), the application — merchant, kind, amount with what is used
// and what remains (US dollars), period, note — its evidence (the merchant's trade contracts and
// files, each file opened in place through quota/file.json) and the payouts that drew on it (each
// linking to its payout, with the time it gave its draw back when it failed or was refused).
// Reviewers (admin, reviewer) approve it after a confirmation or refuse it with a reason the
// merchant reads while it is under review.
import {
  QuotaState,
  ZDecideQuotaRequest,
  type OpsQuota,
  type QuotaDraw,
} from '@tradebridge/contracts';
import { EMPTY_VALUE, formatDateTime, formatMoney, orEmpty, WIDE_TABLE } from '@tradebridge/ui';
import { Alert, Card, Empty, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { contractPath, paths, payoutPath } from '../../../lib/paths.ts';
import { FactsCard } from '../../../components/facts-card.tsx';
import { Amount } from '../../../components/amount.tsx';
import { FileList } from '../../../components/file-list.tsx';
import { FilePreview } from '../../../components/file-preview.tsx';
import { MerchantField } from '../../../components/merchant-cell.tsx';
import { RecordScreen } from '../../../components/record-screen.tsx';
import { ReviewDecisions, reviewNotesOf } from '../../../components/review-decisions.tsx';
import { ACCESS, allows } from '../../../lib/access.ts';
import { useCurrentOperator } from '../../../lib/current-operator.tsx';
import { describedItems } from '../../../lib/described-items.ts';
import { mimeOfName } from '../../../lib/mime.ts';
import { isStaleQuota, useApproveQuota, useRefuseQuota } from '../api/decide-quota.ts';
import { useQuotaFile } from '../api/get-quota-file.ts';
import { useQuota } from '../api/get-quota.ts';
import { kindLabel, periodOf, QuotaLabelTag, QuotaStateTag } from './quota-labels.tsx';

/** Quotas are kept in US dollars (spec §2 applyQuota). */
const USD = 'USD';
const NOWRAP = { onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }) };

type QuotaContract = OpsQuota['contracts'][number];
type QuotaFile = OpsQuota['files'][number];

const QuotaDecisions = ({ quota }: { quota: OpsQuota }) => {
  const { t } = useTranslation('quota');
  return (
    <ReviewDecisions
      ns="quota"
      decisions={['approve', 'reject']}
      testId="quota"
      values={{
        quotaNo: quota.quotaNo,
        merchant: quota.merchantName,
        amount: formatMoney(quota.amount, USD, { fixed: true }),
        kind: kindLabel(quota.kind, t),
        period: periodOf(quota, t),
      }}
      request={{ quotaNo: quota.quotaNo }}
      approve={useApproveQuota()}
      reject={useRefuseQuota()}
      reasonSchema={ZDecideQuotaRequest.shape.reason}
      isStale={isStaleQuota}
    />
  );
};

const note = reviewNotesOf('quota', 'quota-note');

const StateNote = ({ quota }: { quota: OpsQuota }) => {
  const { t } = useTranslation('quota');
  switch (quota.state) {
    case QuotaState.UnderReview:
      return note('info', t('note.review'));
    case QuotaState.Approved:
      return note('success', t('note.approved', { time: formatDateTime(quota.reviewedAt) }));
    case QuotaState.NotApproved:
      return note('error', t('note.refused'), quota.reason);
    default:
      return null;
  }
};

const Text = ({ children, testId }: { children: string; testId: string }) => (
  <span style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }} data-testid={testId}>
    {orEmpty(children)}
  </span>
);

const QuotaCard = ({ quota }: { quota: OpsQuota }) => {
  const { t } = useTranslation('quota');
  const field = describedItems(t, 'fields');
  return (
    <FactsCard
      title={t('detail.application')}
      testId="quota-application"
      items={[
        field(
          'quotaNo',
          <Typography.Text copyable data-testid="quota-no">
            {quota.quotaNo}
          </Typography.Text>,
        ),
        field('merchant', <MerchantField merchant={quota} testId="quota-merchant" />),
        field('kind', <span data-testid="quota-kind">{kindLabel(quota.kind, t)}</span>),
        field('state', <QuotaStateTag state={quota.state} testId="quota-state-field" />),
        field('label', <QuotaLabelTag label={quota.label} testId="quota-label-field" />),
        field('period', <span data-testid="quota-period">{periodOf(quota, t)}</span>),
        field(
          'amount',
          <Typography.Text strong data-testid="quota-amount">
            <Amount amount={quota.amount} currency={USD} />
          </Typography.Text>,
        ),
        field(
          'used',
          <span data-testid="quota-used">
            <Amount amount={quota.used} currency={USD} />
          </span>,
        ),
        field(
          'remaining',
          <span data-testid="quota-remaining">
            <Amount amount={quota.remaining} currency={USD} />
          </span>,
        ),
        field('createdBy', orEmpty(quota.createdBy)),
        field('createdAt', formatDateTime(quota.createdAt)),
        field('reviewedAt', formatDateTime(quota.reviewedAt)),
        ...(quota.reason
          ? [field('reason', <Text testId="quota-reason">{quota.reason}</Text>, 'filled')]
          : []),
        field('note', <Text testId="quota-note-text">{quota.note}</Text>, 'filled'),
      ]}
    />
  );
};

/** The merchant's trade contracts the application rests on (each linked for those who review them). */
const ContractsCard = ({ quota }: { quota: OpsQuota }) => {
  const { t } = useTranslation('quota');
  const operator = useCurrentOperator();
  const canOpen = allows(operator.role, ACCESS.reviewContracts);
  const columns = useMemo<ColumnsType<QuotaContract>>(
    () => [
      {
        title: t('contracts.contractNo'),
        dataIndex: 'contractNo',
        minWidth: 140,
        ...NOWRAP,
        render: (contractNo: string, row) =>
          canOpen ? (
            <Link to={contractPath(row.id)} data-testid="quota-contract-link">
              {contractNo}
            </Link>
          ) : (
            contractNo
          ),
      },
      { title: t('contracts.currency'), dataIndex: 'currency', minWidth: 80 },
      {
        title: t('contracts.amount'),
        dataIndex: 'amount',
        align: 'right',
        minWidth: 130,
        render: (amount: string, row) => <Amount amount={amount} currency={row.currency} />,
      },
    ],
    [t, canOpen],
  );
  return (
    <Card
      title={t('contracts.title')}
      styles={{ body: { paddingTop: 8 } }}
      data-testid="quota-contracts"
    >
      <Table<QuotaContract>
        {...WIDE_TABLE}
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={quota.contracts}
        columns={columns}
        data-testid="quota-contracts-table"
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('contracts.none')} />
          ),
        }}
      />
    </Card>
  );
};

const QuotaFilePreview = ({ quotaNo, file }: { quotaNo: string; file: QuotaFile }) => {
  const { t } = useTranslation('quota');
  const query = useQuotaFile(quotaNo, file.id);
  return (
    <FilePreview
      name={`quota-file-${file.id}`}
      query={query}
      label={t('files.file')}
      fileName={file.name}
      mime={mimeOfName(file.name)}
      height={480}
      // The row above names the file.
      caption={false}
    />
  );
};

/** The files the merchant handed in (contracts, invoices, customs declarations), opened in place. */
const FilesCard = ({ quota }: { quota: OpsQuota }) => {
  const { t } = useTranslation('quota');
  return (
    <Card title={t('files.title')} data-testid="quota-files">
      {quota.files.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('files.none')} />
      ) : (
        <FileList
          labels={{ open: t('files.open'), close: t('files.close') }}
          files={quota.files.map((file) => ({
            kind: t('files.file'),
            name: file.name || t('files.unnamed'),
            testId: `quota-file-${file.id}`,
            openTestId: `quota-file-open-${file.id}`,
            preview: <QuotaFilePreview quotaNo={quota.quotaNo} file={file} />,
          }))}
        />
      )}
    </Card>
  );
};

/** The payouts that drew on the quota, each with the time it gave the draw back (if it did). */
const DrawsCard = ({ quota }: { quota: OpsQuota }) => {
  const { t } = useTranslation('quota');
  const columns = useMemo<ColumnsType<QuotaDraw>>(
    () => [
      {
        title: t('draws.orderNo'),
        dataIndex: 'orderNo',
        minWidth: 170,
        ...NOWRAP,
        render: (orderNo: string) => (
          <Link to={payoutPath(orderNo)} data-testid={`quota-draw-${orderNo}`}>
            {orderNo}
          </Link>
        ),
      },
      {
        title: t('draws.amount'),
        dataIndex: 'amount',
        align: 'right',
        minWidth: 130,
        render: (amount: string, row) => (
          <Typography.Text delete={row.returnedAt !== null}>
            <Amount amount={amount} currency={USD} />
          </Typography.Text>
        ),
      },
      {
        title: t('draws.at'),
        dataIndex: 'at',
        minWidth: 100,
        render: (at: string) => formatDateTime(at),
      },
      {
        // Given back when the payout failed or was refused: it no longer counts as used.
        title: t('draws.returned'),
        dataIndex: 'returnedAt',
        minWidth: 100,
        render: (returnedAt: string | null) =>
          returnedAt ? formatDateTime(returnedAt) : EMPTY_VALUE,
      },
    ],
    [t],
  );
  return (
    <Card
      title={t('draws.title')}
      styles={{ body: { paddingTop: 8 } }}
      extra={
        quota.draws.length > 0 && (
          <Typography.Text type="secondary" data-testid="quota-draws-count">
            {t('draws.count', { count: quota.draws.length })}
          </Typography.Text>
        )
      }
      data-testid="quota-draws"
    >
      <Table<QuotaDraw>
        {...WIDE_TABLE}
        size="small"
        rowKey={(draw) => `${draw.orderNo}-${draw.at}`}
        pagination={false}
        dataSource={quota.draws}
        columns={columns}
        data-testid="quota-draws-table"
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('draws.none')} />,
        }}
      />
    </Card>
  );
};

export const QuotaScreen = () => {
  const { quotaNo = '' } = useParams();
  const { t } = useTranslation('quota');
  const operator = useCurrentOperator();
  const canReview = allows(operator.role, ACCESS.reviewQuotas);

  return (
    <RecordScreen query={useQuota(quotaNo)} t={t} name="quota" list={paths.quotas}>
      {(quota) => {
        const underReview = quota.state === QuotaState.UnderReview;
        return {
          title: quota.quotaNo,
          fact: kindLabel(quota.kind, t),
          state: (
            <>
              <QuotaStateTag state={quota.state} />
              <QuotaLabelTag label={quota.label} />
            </>
          ),
          description: t('detail.summary', {
            merchant: quota.merchantName,
            amount: formatMoney(quota.amount, USD, { fixed: true }),
            period: periodOf(quota, t),
          }),
          actions: canReview && underReview && <QuotaDecisions quota={quota} />,
          content: (
            <>
              <StateNote quota={quota} />
              {underReview && !canReview && (
                <Alert
                  type="info"
                  showIcon
                  title={t('detail.reviewersOnly')}
                  data-testid="quota-read-only"
                />
              )}
              <QuotaCard quota={quota} />
              <ContractsCard quota={quota} />
              <FilesCard quota={quota} />
              <DrawsCard quota={quota} />
            </>
          ),
        };
      }}
    </RecordScreen>
  );
};
