// The columns of the download centre: the file's name with its type and size, how it was
// generated, its generation state (progress, or a failure's reason), its download state, when it
// was made and until when it is kept, and download / delete.
import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import {
  DownloadState,
  FileState,
  GenerationType,
  type DownloadRecord,
} from '@tradebridge/contracts';
import { formatDateTime, messageForCode, SecondaryLine, useLanguage } from '@tradebridge/ui';
import {
  Button,
  Flex,
  Popconfirm,
  Progress,
  Space,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../lib/file-size.ts';
import { canDownload } from './use-download-centre-screen.ts';

const GenerationState = ({ record }: { record: DownloadRecord }) => {
  const { t } = useTranslation('download');
  const language = useLanguage();
  if (record.fileState === FileState.Generating) {
    return (
      <div style={{ minWidth: 140 }} data-testid="download-generating">
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('fileState.1')}
        </Typography.Text>
        <Progress
          percent={Math.min(100, Math.max(0, record.progress))}
          size="small"
          status="active"
        />
      </div>
    );
  }
  if (record.fileState === FileState.Failed) {
    return (
      <Flex vertical gap={2} align="flex-start" style={{ maxWidth: 260 }}>
        <Tag color="error">{t('fileState.3')}</Tag>
        <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid="download-fail-reason">
          {messageForCode(record.failReason ?? 'DATA_EXPORT_FAILED', language)}
        </Typography.Text>
      </Flex>
    );
  }
  return <Tag color="success">{t('fileState.2')}</Tag>;
};

const DOWNLOAD_STATE_COLORS: Record<DownloadState, string | undefined> = {
  [DownloadState.NotDownloaded]: 'processing',
  [DownloadState.Downloaded]: 'success',
  [DownloadState.Disabled]: undefined,
};

export type DownloadActions = {
  isDownloading: boolean;
  onDownload: (record: DownloadRecord) => void;
  onDelete: (record: DownloadRecord) => Promise<unknown>;
};

export const useDownloadColumns = ({
  isDownloading,
  onDownload,
  onDelete,
}: DownloadActions): TableColumnsType<DownloadRecord> => {
  const { t } = useTranslation('download');
  const { t: tCommon } = useTranslation('common');
  const language = useLanguage();
  return [
    {
      // Name, then what it is: "CSV · 1.5 KB" (type and size need no columns of their own).
      title: t('column.fileName'),
      key: 'fileName',
      render: (_, record) => (
        <Flex vertical>
          <Typography.Text
            ellipsis={{ tooltip: record.fileName }}
            style={{ maxWidth: 300 }}
            data-testid="download-file-name"
          >
            {record.fileName}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
            {t(`fileType.${record.fileType}`)}
            {record.size !== null && (
              <>
                {' · '}
                <span data-testid="download-size">
                  {formatFileSize(record.size, language, tCommon)}
                </span>
              </>
            )}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('column.generationType'),
      key: 'generationType',
      render: (_, record) => (
        <Tag color={record.generationType === GenerationType.Scheduled ? 'purple' : undefined}>
          {t(`generationType.${record.generationType}`)}
        </Tag>
      ),
    },
    {
      title: t('column.fileState'),
      key: 'fileState',
      render: (_, record) => <GenerationState record={record} />,
    },
    {
      title: t('column.downloadState'),
      key: 'downloadState',
      render: (_, record) => (
        <Tag color={DOWNLOAD_STATE_COLORS[record.downloadState]} data-testid="download-state">
          {t(`downloadState.${record.downloadState}`)}
        </Tag>
      ),
    },
    {
      title: t('column.date'),
      key: 'createdAt',
      render: (_, record) => (
        // The time on one line; how long the file is kept wraps when the column is narrow
        // (the columns share the width: the file name's ellipsis fixes the layout).
        <Flex vertical>
          <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(record.createdAt)}</span>
          {record.expiresAt && (
            <SecondaryLine>
              {t('expiresOn', { time: formatDateTime(record.expiresAt) })}
            </SecondaryLine>
          )}
        </Flex>
      ),
    },
    {
      title: t('column.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, record) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            icon={<DownloadOutlined />}
            disabled={!canDownload(record) || isDownloading}
            onClick={() => onDownload(record)}
            data-testid="download-action"
          >
            {t('action.download')}
          </Button>
          <Popconfirm
            title={t('action.deleteConfirm')}
            description={t('action.deleteHint')}
            okText={t('action.delete')}
            okButtonProps={{ danger: true }}
            onConfirm={() => onDelete(record)}
          >
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              data-testid="download-delete"
            >
              {t('action.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
};
