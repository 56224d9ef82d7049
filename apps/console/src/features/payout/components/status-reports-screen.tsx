// Bank status reports (admin, finance; issue 37): a bank's pain.002 uploaded here — or dropped
// into the server's DATA_DIR/bank/reports folder, swept every minute — is applied through the
// rail's rules, whatever level it answers at (the file, a payment block, a transaction). The
// result says which orders it settled, which it rejected (refunded to the merchant's wallet),
// which it left paying with the bank's status on their timeline, which it had answered before,
// and what it could not match. A file that is not a pain.002 is refused with the reason.
import { InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { isBankStatus, type StatusReportResult } from '@tradebridge/contracts';
import { isApiError, PageContainer } from '@tradebridge/ui';
import { Alert, App, Button, Card, Empty, Flex, Table, Tag, Typography, Upload } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { payoutPath } from '../../../lib/paths.ts';
import { useUploadStatusReport } from '../api/upload-status-report.ts';

const ACCEPT = '.xml,application/xml,text/xml';

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
const Section = ({
  name,
  rows,
  unmatched = false,
}: {
  name: 'settled' | 'rejected' | 'recorded' | 'unchanged' | 'unmatched';
  rows: Row[];
  unmatched?: boolean;
}) => {
  const { t } = useTranslation('payout');
  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="center">
          {t(`statusReports.section.${name}`)}
          <Tag data-testid={`status-report-count-${name}`}>{rows.length}</Tag>
        </Flex>
      }
      data-testid={`status-report-${name}`}
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
            unmatched
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
                  {
                    key: 'status',
                    title: t('statusReports.columns.status'),
                    render: (_, row) => statusText(t, row.status),
                  },
                ]
              : [
                  {
                    key: 'orderNo',
                    title: t('statusReports.columns.orderNo'),
                    render: (_, row) => <Link to={payoutPath(row.orderNo!)}>{row.orderNo}</Link>,
                  },
                  {
                    key: 'status',
                    title: t('statusReports.columns.status'),
                    render: (_, row) => statusText(t, row.status),
                  },
                ]
          }
        />
      )}
    </Card>
  );
};

const Result = ({ result }: { result: StatusReportResult }) => {
  const { t } = useTranslation('payout');
  const orders = (list: string[], status: string) =>
    list.map((orderNo) => ({ key: orderNo, orderNo, status }));
  const recorded = (list: { orderNo: string; status: string }[]) =>
    list.map((r) => ({ key: r.orderNo, ...r }));
  return (
    <Flex vertical gap={12} data-testid="status-report-result">
      <Typography.Text data-testid="status-report-ids">
        {t('statusReports.answers', {
          messageId: result.messageId,
          originalMessageId: result.originalMessageId,
        })}
      </Typography.Text>
      {result.duplicate ? (
        <Alert
          type="info"
          showIcon
          title={t('statusReports.duplicate')}
          data-testid="status-report-duplicate"
        />
      ) : null}
      <Section name="settled" rows={orders(result.settled, 'ACSC')} />
      <Section name="rejected" rows={orders(result.rejected, 'RJCT')} />
      <Section name="recorded" rows={recorded(result.recorded)} />
      <Section name="unchanged" rows={recorded(result.unchanged)} />
      <Section
        name="unmatched"
        unmatched
        rows={result.unmatched.map((u, i) => ({ key: `${i}`, ...u }))}
      />
    </Flex>
  );
};

export const StatusReportsScreen = () => {
  const { t } = useTranslation('payout');
  const { message } = App.useApp();
  const upload = useUploadStatusReport();
  const [result, setResult] = useState<StatusReportResult | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  const onUpload = (file: File) =>
    upload.mutateAsync(file).then(
      (applied) => {
        setRefused(null);
        setResult(applied);
        void message.success(t('statusReports.applied', { name: file.name }));
      },
      (error: unknown) => {
        setResult(null);
        setRefused(isApiError(error) || error instanceof Error ? error.message : String(error));
      },
    );

  return (
    <PageContainer
      testId="status-reports-screen"
      title={t('statusReports.title')}
      description={t('statusReports.intro')}
      filters={
        <Typography.Text type="secondary" data-testid="status-reports-inbox">
          <InboxOutlined /> {t('statusReports.inbox')}
        </Typography.Text>
      }
      actions={
        <Upload
          accept={ACCEPT}
          showUploadList={false}
          multiple={false}
          // The file is sent by our own multipart call, not by antd's uploader.
          beforeUpload={(file) => {
            void onUpload(file);
            return false;
          }}
        >
          <Button
            type="primary"
            icon={<UploadOutlined />}
            loading={upload.isPending}
            data-testid="status-report-upload"
          >
            {t('statusReports.upload')}
          </Button>
        </Upload>
      }
    >
      {refused ? (
        <Alert
          type="error"
          showIcon
          title={t('statusReports.refused')}
          description={refused}
          data-testid="status-report-refused"
        />
      ) : null}
      {result ? (
        <Result result={result} />
      ) : refused ? null : (
        <Empty description={t('statusReports.empty')} />
      )}
    </PageContainer>
  );
};
