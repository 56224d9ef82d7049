// Bank status reports (admin, finance; issue 37): a bank's pain.002 uploaded here — or dropped
// into the server's DATA_DIR/bank/reports folder, swept every minute, or collected from the bank
// rail — is applied through the rail's rules, whatever level it answers at (the file, a payment
// block, a transaction). The upload's result says which orders it settled, which it rejected
// (refunded to the merchant's wallet), which it left paying with the bank's status on their
// timeline, which it had answered before, and what it could not match; a file that is not a
// pain.002 is refused with the reason. Below, every report applied, however it came, newest first:
// a row opens to the same sections.
import { InboxOutlined, ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { StatusReportEntry, StatusReportResult } from '@tradebridge/contracts';
import { PageContainer } from '@tradebridge/ui';
import { Alert, Button, Card, Flex, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListTable, LoadFailed } from '../../../components/list-screen.tsx';
import { hasOutcome } from './status-report-columns.tsx';
import { StatusReportOutcomeSections, type OutcomeLists } from './status-report-outcome.tsx';
import { useStatusReportsScreen } from './use-status-reports-screen.ts';

const ACCEPT = '.xml,application/xml,text/xml';

const Result = ({ result }: { result: StatusReportResult }) => {
  const { t } = useTranslation('payout');
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
      <StatusReportOutcomeSections outcome={result} />
    </Flex>
  );
};

/** An opened row of the history: its sections, or why there are none. */
const Expanded = ({ entry }: { entry: StatusReportEntry }) => {
  const { t } = useTranslation('payout');
  return (
    <Flex vertical gap={12} data-testid={`status-report-entry-${entry.messageId}`}>
      {hasOutcome(entry) ? (
        <StatusReportOutcomeSections
          outcome={entry as OutcomeLists}
          testId={`status-report-entry-${entry.messageId}`}
        />
      ) : (
        <Typography.Text type="secondary">
          {t('statusReports.history.notKeptDetail')}
        </Typography.Text>
      )}
    </Flex>
  );
};

export const StatusReportsScreen = () => {
  const { t, uploading, onUpload, result, refused, history } = useStatusReportsScreen();
  const { t: tCommon } = useTranslation('common');
  const { query } = history;
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
            loading={uploading}
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
      {result ? <Result result={result} /> : null}
      <Card
        title={t('statusReports.history.title')}
        extra={
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void query.refetch()}
            loading={query.isFetching && !query.isPending}
            aria-label={tCommon('refresh')}
          />
        }
        styles={{ body: { padding: 0 } }}
        data-testid="status-reports-history"
      >
        <Flex vertical gap={12} style={{ padding: '12px 16px 0' }}>
          <Typography.Text type="secondary">{t('statusReports.history.intro')}</Typography.Text>
          {query.error && (
            <LoadFailed
              name="status-reports"
              error={query.error}
              onRetry={() => void query.refetch()}
            />
          )}
        </Flex>
        <ListTable<StatusReportEntry>
          {...history}
          name="status-reports"
          rowKey="messageId"
          emptyText={t('statusReports.empty')}
          expandable={{
            expandedRowRender: (entry) => <Expanded entry={entry} />,
          }}
        />
      </Card>
    </PageContainer>
  );
};
