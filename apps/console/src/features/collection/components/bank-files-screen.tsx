// Bank files (admin, finance): the camt.054 credit notifications taken from the server's inbox
// folder (swept every minute) or uploaded here, newest first, with what their import did (entries,
// credited, held, exceptions, duplicates) or why it failed. An upload is stored and queued; the
// list refreshes itself while a file is queued or importing, so the import is seen moving on. A
// single credit can be posted by hand through the same path.
import {
  FileTextOutlined,
  InboxOutlined,
  PlusOutlined,
  SyncOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { BankFileState, type BankFile } from '@tradebridge/contracts';
import { formatDateTime, isApiError, orEmpty } from '@tradebridge/ui';
import { App, Button, Flex, Tag, Tooltip, Typography, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../../components/list-screen.tsx';
import { useUrlFilters } from '../../../lib/use-url-filters.ts';
import { hasActiveImports, useBankFiles } from '../api/list-bank-files.ts';
import { useUploadBankFile } from '../api/upload-bank-file.ts';
import { BankFileStateTag } from './collection-labels.tsx';
import { PostCreditModal } from './post-credit-modal.tsx';
import { StatementModal } from './statement-modal.tsx';

const COUNTS = ['entries', 'credited', 'held', 'exceptions', 'duplicates'] as const;
const ACCEPT = '.xml,application/xml,text/xml';
const numeric = { fontVariantNumeric: 'tabular-nums' } as const;
/** Short headers ("Held", "Дубли") on one line. */
const NOWRAP_HEADER = { onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' as const } }) };

export const BankFilesScreen = () => {
  const { t } = useTranslation('collection');
  const { message } = App.useApp();
  const { page, listProps } = useUrlFilters({});
  const query = useBankFiles(page);
  const upload = useUploadBankFile();
  const [posting, setPosting] = useState(false);
  const [statementOpen, setStatementOpen] = useState(false);
  const refreshing = !query.isPlaceholderData && hasActiveImports(query.data);

  const onUpload = (file: File) =>
    upload.mutateAsync(file).then(
      (stored) => void message.success(t('bankFiles.uploaded', { name: stored.name })),
      (error: unknown) =>
        void message.error(
          isApiError(error) || error instanceof Error ? error.message : String(error),
        ),
    );

  const columns = useMemo<ColumnsType<BankFile>>(
    () => [
      {
        title: t('bankFiles.columns.name'),
        dataIndex: 'name',
        minWidth: 240,
        render: (name: string, file) => (
          // Content's own least width: a long name breaks anywhere, so alone it would give none.
          <Flex vertical gap={2} style={{ minWidth: 200 }}>
            <Typography.Text style={{ overflowWrap: 'anywhere' }}>{name}</Typography.Text>
            <Tooltip title={file.sha256}>
              <Typography.Text type="secondary" style={{ fontSize: 12, ...numeric }}>
                SHA-256 {file.sha256.slice(0, 12)}…
              </Typography.Text>
            </Tooltip>
          </Flex>
        ),
      },
      {
        title: t('bankFiles.columns.source'),
        dataIndex: 'source',
        minWidth: 90,
        render: (source: BankFile['source']) => (
          <Tag color={source === 'inbox' ? 'purple' : 'geekblue'}>{t(`source.${source}`)}</Tag>
        ),
      },
      {
        title: t('bankFiles.columns.state'),
        dataIndex: 'state',
        minWidth: 130,
        render: (state: number, file) => (
          <Flex
            vertical
            gap={4}
            align="flex-start"
            data-testid={`bank-file-${file.id}`}
            style={{ minWidth: 120 }}
          >
            <BankFileStateTag state={state} />
            {state === BankFileState.Failed && file.error && (
              <Typography.Text
                type="danger"
                style={{ fontSize: 12, overflowWrap: 'anywhere' }}
                data-testid={`bank-file-error-${file.id}`}
              >
                {file.error}
              </Typography.Text>
            )}
          </Flex>
        ),
      },
      ...COUNTS.map((count) => ({
        title: t(`bankFiles.columns.${count}`),
        dataIndex: count,
        align: 'right' as const,
        minWidth: 80,
        ...NOWRAP_HEADER,
        render: (value: number, file: BankFile) => (
          <span style={numeric} data-testid={`bank-file-${count}-${file.id}`}>
            {file.state === BankFileState.Queued ? '--' : value}
          </span>
        ),
      })),
      {
        title: t('bankFiles.columns.createdAt'),
        dataIndex: 'createdAt',
        minWidth: 100,
        render: (time: string) => formatDateTime(time),
      },
      {
        title: t('bankFiles.columns.importedAt'),
        dataIndex: 'importedAt',
        minWidth: 100,
        render: (time: string | null) => orEmpty(time && formatDateTime(time)),
      },
    ],
    [t],
  );

  return (
    <ListScreen<BankFile>
      {...listProps}
      name="bank-files"
      title={t('bankFiles.title')}
      description={t('bankFiles.intro')}
      filters={
        <Typography.Text type="secondary" data-testid="bank-files-inbox">
          <InboxOutlined /> {t('bankFiles.inbox')}
        </Typography.Text>
      }
      actions={
        <>
          <Button
            icon={<FileTextOutlined />}
            onClick={() => setStatementOpen(true)}
            data-testid="statement-open"
          >
            {t('statement.action')}
          </Button>
          <Button
            icon={<PlusOutlined />}
            onClick={() => setPosting(true)}
            data-testid="post-credit-open"
          >
            {t('credit.action')}
          </Button>
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
              data-testid="bank-file-upload"
            >
              {t('bankFiles.upload')}
            </Button>
          </Upload>
        </>
      }
      status={
        refreshing && (
          <Typography.Text type="secondary" data-testid="bank-files-refreshing">
            <SyncOutlined spin /> {t('bankFiles.refreshing')}
          </Typography.Text>
        )
      }
      query={query}
      emptyText={t('bankFiles.empty')}
      columns={columns}
    >
      <PostCreditModal open={posting} onClose={() => setPosting(false)} />
      <StatementModal open={statementOpen} onClose={() => setStatementOpen(false)} />
    </ListScreen>
  );
};
