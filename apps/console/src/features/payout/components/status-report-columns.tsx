// The columns of the status reports' history (status-reports-screen.tsx): when the report came,
// its MsgId, the pain.001 it answers, where it came from and how many orders each outcome took. A
// report applied before outcomes were kept says so instead of counts it does not have.
import type { StatusReportEntry } from '@tradebridge/contracts';
import { formatDateTime, orEmpty } from '@tradebridge/ui';
import { Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { NOWRAP } from '../../../components/record-cells.tsx';
import { OUTCOMES, type OutcomeName } from './status-report-outcome.tsx';

const OUTCOME_COLORS: Record<OutcomeName, string> = {
  settled: 'green',
  rejected: 'red',
  recorded: 'blue',
  unchanged: 'default',
  unmatched: 'orange',
};

const SOURCE_COLORS = { console: 'geekblue', inbox: 'purple', bank: 'cyan' } as const;

/** Whether the report's outcome was kept (reports applied before migration 0030 have none). */
export const hasOutcome = (entry: StatusReportEntry) => entry.settled !== null;

const Counts = ({ entry, t }: { entry: StatusReportEntry; t: TFunction<'payout'> }) => {
  if (!hasOutcome(entry))
    return (
      <Typography.Text type="secondary" data-testid={`status-report-not-kept-${entry.messageId}`}>
        {t('statusReports.history.notKept')}
      </Typography.Text>
    );
  const shown = OUTCOMES.filter((name) => (entry[name]?.length ?? 0) > 0);
  if (shown.length === 0)
    return <Typography.Text type="secondary">{t('statusReports.history.nothing')}</Typography.Text>;
  return (
    <Flex wrap gap={4} data-testid={`status-report-tags-${entry.messageId}`}>
      {shown.map((name) => (
        <Tag key={name} color={OUTCOME_COLORS[name]} style={{ marginInlineEnd: 0 }}>
          {t(`statusReports.history.count.${name}`, { count: entry[name]!.length })}
        </Tag>
      ))}
    </Flex>
  );
};

export const statusReportColumns = (t: TFunction<'payout'>): ColumnsType<StatusReportEntry> => [
  {
    title: t('statusReports.history.columns.receivedAt'),
    dataIndex: 'receivedAt',
    minWidth: 110,
    ...NOWRAP,
    render: (time: string) => formatDateTime(time),
  },
  {
    title: t('statusReports.history.columns.messageId'),
    dataIndex: 'messageId',
    minWidth: 160,
    // A MsgId read in two halves is hard to compare with the bank's: kept on one line.
    ...NOWRAP,
  },
  {
    title: t('statusReports.history.columns.originalMessageId'),
    dataIndex: 'originalMessageId',
    minWidth: 160,
    ...NOWRAP,
    render: (id: string | null) => orEmpty(id),
  },
  {
    title: t('statusReports.history.columns.source'),
    dataIndex: 'source',
    minWidth: 110,
    ...NOWRAP,
    render: (source: StatusReportEntry['source']) =>
      orEmpty(
        source && (
          <Tag color={SOURCE_COLORS[source]}>{t(`statusReports.history.source.${source}`)}</Tag>
        ),
      ),
  },
  {
    title: t('statusReports.history.columns.outcome'),
    key: 'outcome',
    minWidth: 240,
    render: (_: unknown, entry) => <Counts entry={entry} t={t} />,
  },
];
