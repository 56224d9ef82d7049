// The payout rail and its reconciliation (admin, reviewer, finance), one UTC day at a time (today
// unless the address names another): how many orders left, in which files — the pain.001 files sent
// and the pain.002 reports the bank answered, each downloadable as the XML itself — the totals per
// currency (sent, settled, failed), and every order sent that day beside what the bank said of it
// and what the ledger did with its hold. Where they disagree the line is a break, shown in red with
// both sides and counted above; orders the bank has not answered yet are counted too (their money
// stays frozen until it answers). The day downloads as CSV.
import { DownloadOutlined } from '@ant-design/icons';
import type { Reconciliation, ReconciliationLine } from '@tradebridge/contracts';
import { formatDateTime, PageContainer, usePaging } from '@tradebridge/ui';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  DatePicker,
  Flex,
  Statistic,
  Tag,
  Typography,
  theme,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { payoutPath } from '../../../lib/paths.ts';
import { Amount } from '../../../components/amount.tsx';
import { DetailLoading } from '../../../components/detail-load-states.tsx';
import { RefreshButton } from '../../../components/refresh-button.tsx';
import { TableCard } from '../../../components/table-card.tsx';
import { LoadFailed } from '../../../components/list-screen.tsx';
import { dayParam } from '../../../lib/use-url-filters.ts';
import { useDownloadRailFile } from '../api/get-rail-file.ts';
import { useDownloadReconciliation } from '../api/get-reconciliation-file.ts';
import { useReconciliation } from '../api/get-reconciliation.ts';
import { BankStatusTag, breakLabel } from './payout-labels.tsx';

type RailFile = Reconciliation['files'][number];
type Total = Reconciliation['totals'][number];

const DAY = 'YYYY-MM-DD';
const DATE_PARAM = 'date';
const SMALL = { fontSize: 12 } as const;
const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** Today as the rail counts days: in UTC. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

const Summary = ({ report }: { report: Reconciliation }) => {
  const { t } = useTranslation('payout');
  const { token } = theme.useToken();
  const stat = (key: string, value: number, color?: string) => (
    <Statistic
      title={t(`reconciliation.summary.${key}`)}
      value={value}
      styles={color ? { content: { color } } : undefined}
      data-testid={`reconciliation-count-${key}`}
    />
  );
  return (
    <Card data-testid="reconciliation-summary">
      <Flex gap={32} wrap>
        {stat('orders', report.lines.length)}
        {stat('files', report.files.length)}
        {stat('breaks', report.breaks, report.breaks > 0 ? token.colorError : undefined)}
        {stat(
          'unanswered',
          report.unanswered,
          report.unanswered > 0 ? token.colorWarning : undefined,
        )}
      </Flex>
    </Card>
  );
};

const Verdict = ({ report }: { report: Reconciliation }) => {
  const { t } = useTranslation('payout');
  if (report.lines.length === 0) return null;
  return (
    <Flex vertical gap={8}>
      {report.breaks > 0 ? (
        <Alert
          type="error"
          showIcon
          title={t('reconciliation.breaks', { count: report.breaks })}
          data-testid="reconciliation-verdict"
        />
      ) : (
        <Alert
          type="success"
          showIcon
          title={t('reconciliation.agrees')}
          data-testid="reconciliation-verdict"
        />
      )}
      {report.unanswered > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('reconciliation.unanswered', { count: report.unanswered })}
          data-testid="reconciliation-unanswered"
        />
      )}
    </Flex>
  );
};

const TotalsCard = ({ totals }: { totals: Total[] }) => {
  const { t } = useTranslation('payout');
  const money = (key: 'sent' | 'settled' | 'failed') => ({
    title: t(`reconciliation.totals.${key}`),
    dataIndex: key,
    align: 'right' as const,
    minWidth: 140,
    render: (amount: string, total: Total) => <Amount amount={amount} currency={total.currency} />,
  });
  const columns: ColumnsType<Total> = [
    { title: t('reconciliation.totals.currency'), dataIndex: 'currency', minWidth: 90 },
    money('sent'),
    money('settled'),
    money('failed'),
  ];
  return (
    <TableCard<Total>
      title={t('reconciliation.totals.title')}
      testId="reconciliation-totals"
      rowKey="currency"
      size="small"
      columns={columns}
      dataSource={totals}
      tableTestId="reconciliation-totals-table"
      empty={t('reconciliation.noOrders')}
    />
  );
};

const FilesCard = ({ files }: { files: RailFile[] }) => {
  const { t } = useTranslation('payout');
  const download = useDownloadRailFile();
  const columns: ColumnsType<RailFile> = [
    {
      title: t('reconciliation.files.messageId'),
      dataIndex: 'messageId',
      minWidth: 200,
      render: (messageId: string) => (
        <Typography.Text code copyable style={{ overflowWrap: 'anywhere' }}>
          {messageId}
        </Typography.Text>
      ),
    },
    {
      title: t('reconciliation.files.kind'),
      dataIndex: 'kind',
      minWidth: 150,
      render: (kind: RailFile['kind']) => (
        <Tag color={kind === 'pain.001' ? 'blue' : 'purple'} style={{ marginInlineEnd: 0 }}>
          {t(`reconciliation.kind.${kind === 'pain.001' ? 'pain001' : 'pain002'}`)}
        </Tag>
      ),
    },
    {
      title: t('reconciliation.files.createdAt'),
      dataIndex: 'createdAt',
      minWidth: 150,
      render: (time: string) => formatDateTime(time),
    },
    {
      title: t('reconciliation.files.transactions'),
      dataIndex: 'transactions',
      align: 'right',
      minWidth: 110,
      render: (count: number) => (
        <span style={NOWRAP}>{t('reconciliation.files.count', { count })}</span>
      ),
    },
    {
      title: t('reconciliation.files.download'),
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, file) => (
        <Button
          size="small"
          icon={<DownloadOutlined />}
          loading={download.isPending && download.variables === file.messageId}
          onClick={() => download.mutate(file.messageId)}
          aria-label={t('reconciliation.files.downloadOne', { messageId: file.messageId })}
          data-testid={`rail-file-download-${file.messageId}`}
        >
          XML
        </Button>
      ),
    },
  ];
  return (
    <TableCard<RailFile>
      title={t('reconciliation.files.title')}
      testId="reconciliation-files"
      rowKey="messageId"
      size="small"
      columns={columns}
      dataSource={files}
      tableTestId="reconciliation-files-table"
      empty={t('reconciliation.noFiles')}
    />
  );
};

/** What the ledger did with the order's hold: paid out (how much), released, or still held. */
const LedgerSide = ({ line }: { line: ReconciliationLine }) => {
  const { t } = useTranslation('payout');
  if (line.ledger === 'posted')
    return (
      <Flex vertical align="flex-start">
        <span style={NOWRAP}>{t('ledger.posted')}</span>
        {line.ledgerAmount && (
          <Typography.Text type="secondary" style={SMALL}>
            <Amount amount={line.ledgerAmount} currency={line.currency} />
          </Typography.Text>
        )}
      </Flex>
    );
  return (
    <span style={NOWRAP}>{t(line.ledger === 'voided' ? 'ledger.voided' : 'ledger.held')}</span>
  );
};

const LinesCard = ({ lines }: { lines: ReconciliationLine[] }) => {
  const { t } = useTranslation('payout');
  const { t: tCommon } = useTranslation('common');
  const { token } = theme.useToken();
  const [breaksOnly, setBreaksOnly] = useState(false);
  const paging = usePaging(50);
  const shown = breaksOnly ? lines.filter((line) => line.breakReason !== null) : lines;

  const columns = useMemo<ColumnsType<ReconciliationLine>>(() => {
    // A break's cells in the error colour, so the line stands out whichever column is read.
    const breakCell = (line: ReconciliationLine): { style?: CSSProperties } =>
      line.breakReason ? { style: { background: token.colorErrorBg } } : {};
    const defined: ColumnsType<ReconciliationLine> = [
      {
        title: t('reconciliation.lines.orderNo'),
        dataIndex: 'orderNo',
        minWidth: 170,
        render: (orderNo: string) => (
          <Link to={payoutPath(orderNo)} style={NOWRAP} data-testid={`line-link-${orderNo}`}>
            {orderNo}
          </Link>
        ),
      },
      {
        // The bank's side: the amount sent in the file named under it.
        title: t('reconciliation.lines.sent'),
        dataIndex: 'sent',
        align: 'right',
        minWidth: 150,
        render: (sent: string, line) => (
          <Flex vertical align="flex-end">
            <Amount amount={sent} currency={line.currency} />
            <Typography.Text type="secondary" style={{ ...SMALL, overflowWrap: 'anywhere' }}>
              {line.messageId}
            </Typography.Text>
          </Flex>
        ),
      },
      {
        title: t('reconciliation.lines.bankStatus'),
        dataIndex: 'bankStatus',
        minWidth: 150,
        render: (status: string | null, line) => (
          <Flex vertical align="flex-start" gap={2}>
            <BankStatusTag status={status} testId="line-bank-status" />
            {line.statusMessageId && (
              <Typography.Text type="secondary" style={{ ...SMALL, overflowWrap: 'anywhere' }}>
                {line.statusMessageId}
              </Typography.Text>
            )}
          </Flex>
        ),
      },
      {
        title: t('reconciliation.lines.ledger'),
        dataIndex: 'ledger',
        minWidth: 130,
        render: (_: unknown, line) => <LedgerSide line={line} />,
      },
      {
        title: t('reconciliation.lines.break'),
        dataIndex: 'breakReason',
        minWidth: 200,
        render: (reason: string | null) =>
          reason ? (
            <Typography.Text type="danger" strong data-testid="line-break">
              {breakLabel(reason, t)}
            </Typography.Text>
          ) : (
            <Typography.Text type="secondary">{t('reconciliation.lines.agrees')}</Typography.Text>
          ),
      },
    ];
    return defined.map((column) => ({ ...column, onCell: breakCell }));
  }, [t, token.colorErrorBg]);

  return (
    <TableCard<ReconciliationLine>
      title={t('reconciliation.lines.title')}
      extra={
        <Checkbox
          checked={breaksOnly}
          onChange={(event) => {
            setBreaksOnly(event.target.checked);
            paging.toFirstPage();
          }}
          data-testid="reconciliation-breaks-only"
        >
          {t('reconciliation.lines.breaksOnly')}
        </Checkbox>
      }
      testId="reconciliation-lines"
      rowKey="orderNo"
      columns={columns}
      dataSource={shown}
      onRow={(line) => ({ 'data-break': line.breakReason ? 'true' : undefined }) as object}
      pagination={paging.pagination(shown.length, (total) => tCommon('total', { count: total }))}
      tableTestId="reconciliation-lines-table"
      empty={t(breaksOnly ? 'reconciliation.noBreaks' : 'reconciliation.noOrders')}
    />
  );
};

export const ReconciliationScreen = () => {
  const { t } = useTranslation('payout');
  const [params, setParams] = useSearchParams();
  const today = todayUtc();
  const date = dayParam.read(params.get(DATE_PARAM) ?? '') ?? today;
  const query = useReconciliation(date);
  const download = useDownloadReconciliation();
  const report = query.data;

  const setDate = (next: string | undefined) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next && next !== today) changed.set(DATE_PARAM, next);
        else changed.delete(DATE_PARAM);
        return changed;
      },
      { replace: true },
    );

  let content;
  if (report)
    content = (
      <>
        <Summary report={report} />
        <Verdict report={report} />
        <TotalsCard totals={report.totals} />
        <FilesCard files={report.files} />
        <LinesCard key={report.date} lines={report.lines} />
      </>
    );
  else if (query.error)
    content = (
      <LoadFailed name="reconciliation" error={query.error} onRetry={() => void query.refetch()} />
    );
  else content = <DetailLoading testId="reconciliation-loading" rows={8} />;

  return (
    <PageContainer
      testId="reconciliation-screen"
      title={t('reconciliation.title')}
      description={t('reconciliation.intro')}
      actions={
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          loading={download.isPending}
          onClick={() => download.mutate(date)}
          data-testid="reconciliation-download"
        >
          {t('reconciliation.download')}
        </Button>
      }
      filters={
        <Card size="small">
          <Flex wrap gap={12} align="center">
            <DatePicker
              value={dayjs(date, DAY)}
              allowClear={false}
              disabledDate={(day) => day.format(DAY) > today}
              aria-label={t('reconciliation.date')}
              data-testid="reconciliation-date"
              onChange={(day) => setDate(day?.format(DAY))}
            />
            <Typography.Text type="secondary">{t('reconciliation.utc')}</Typography.Text>
            <RefreshButton query={query} style={{ marginInlineStart: 'auto' }} />
          </Flex>
        </Card>
      }
    >
      {content}
    </PageContainer>
  );
};
