// What applying a status report did, one section per outcome (settled, rejected, left paying,
// answered before, not matched), each order leading to its payout: the upload's result and an
// opened row of the reports' history both show it.
import { isBankStatus, type StatusReportOutcome } from '@tradebridge/contracts';
import { Card, Flex, Table, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { payoutPath } from '../../../lib/paths.ts';

/** The outcomes in the order they are shown (sections, and the history's tags). */
export const OUTCOMES = ['settled', 'rejected', 'recorded', 'unchanged', 'unmatched'] as const;
export type OutcomeName = (typeof OUTCOMES)[number];

/** The outcome lists of a report (what StatusReportResult and StatusReportEntry share). */
export type OutcomeLists = Pick<StatusReportOutcome, OutcomeName>;

type Row = {
  key: string;
  orderNo?: string;
  status: string | null;
  level?: string;
  reference?: string;
};

const statusText = (t: TFunction<'payout'>, status: string | null) =>
  status === null
    ? t('bankStatus.none')
    : isBankStatus(status)
      ? t(`bankStatus.${status}`)
      : t('bankStatus.unknown', { code: status });

/** One kind of outcome: its title, how many, and the orders (or references) under it. */
const Section = ({ name, rows, testId }: { name: OutcomeName; rows: Row[]; testId: string }) => {
  const { t } = useTranslation('payout');
  const status = {
    key: 'status',
    title: t('statusReports.columns.status'),
    render: (_: unknown, row: Row) => statusText(t, row.status),
  };
  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="center">
          {t(`statusReports.section.${name}`)}
          <Tag data-testid={`${testId}-count-${name}`}>{rows.length}</Tag>
        </Flex>
      }
      data-testid={`${testId}-${name}`}
    >
      {rows.length === 0 ? (
        <Typography.Text type="secondary">{t('statusReports.none')}</Typography.Text>
      ) : (
        <Table<Row>
          size="small"
          pagination={rows.length > 20 ? { pageSize: 20 } : false}
          dataSource={rows}
          rowKey="key"
          columns={
            name === 'unmatched'
              ? [
                  {
                    key: 'level',
                    title: t('statusReports.columns.level'),
                    render: (_, row) => t(`statusReports.level.${row.level}`),
                  },
                  {
                    key: 'reference',
                    title: t('statusReports.columns.reference'),
                    render: (_, row) => (
                      <Typography.Text code>{row.reference || '—'}</Typography.Text>
                    ),
                  },
                  status,
                ]
              : [
                  {
                    key: 'orderNo',
                    title: t('statusReports.columns.orderNo'),
                    render: (_, row) => <Link to={payoutPath(row.orderNo!)}>{row.orderNo}</Link>,
                  },
                  status,
                ]
          }
        />
      )}
    </Card>
  );
};

/** The sections of a report's outcome; test ids `<testId>-<outcome>` and `<testId>-count-<outcome>`. */
export const StatusReportOutcomeSections = ({
  outcome,
  testId = 'status-report',
}: {
  outcome: OutcomeLists;
  testId?: string;
}) => {
  const orders = (list: string[], status: string) =>
    list.map((orderNo) => ({ key: orderNo, orderNo, status }));
  const recorded = (list: { orderNo: string; status: string }[]) =>
    list.map((r) => ({ key: r.orderNo, ...r }));
  return (
    <>
      <Section name="settled" testId={testId} rows={orders(outcome.settled, 'ACSC')} />
      <Section name="rejected" testId={testId} rows={orders(outcome.rejected, 'RJCT')} />
      <Section name="recorded" testId={testId} rows={recorded(outcome.recorded)} />
      <Section name="unchanged" testId={testId} rows={recorded(outcome.unchanged)} />
      <Section
        name="unmatched"
        testId={testId}
        rows={outcome.unmatched.map((u, i) => ({ key: `${i}`, ...u }))}
      />
    </>
  );
};
