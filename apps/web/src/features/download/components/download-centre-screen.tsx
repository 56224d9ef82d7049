// /auth/downloadAll, in the main layout (spec §2 download centre, §3 download record, §4 file and download states):
// the user's exports, newest first, filtered by file type, generation and download state and date,
// paged by the server. A generating file shows its progress (the list is asked again every 2 s),
// a failed one its reason; a complete file downloads with the 60-second countdown until it expires
// (then "disabled"); any record can be deleted.
import {
  ArrowLeftOutlined,
  DeleteOutlined,
  DownloadOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import {
  DownloadState,
  FILE_TYPES,
  FileState,
  GenerationType,
  type DownloadListQuery,
  type DownloadRecord,
  type FileType,
} from '@tradebridge/contracts';
import {
  formatDateTime,
  messageForCode,
  useLanguage,
  usePaging,
  WIDE_TABLE,
} from '@tradebridge/ui';
import {
  Button,
  Card,
  DatePicker,
  Empty,
  Flex,
  Form,
  Popconfirm,
  Progress,
  Result,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { useDeleteDownload } from '../api/delete-download.ts';
import { useDownloadFile } from '../api/download-file.ts';
import { useDownloads } from '../api/list-downloads.ts';
import { formatFileSize } from '../../../lib/file-size.ts';

export type DownloadFilters = {
  fileType?: FileType;
  fileState?: FileState;
  downloadState?: DownloadState;
  range?: [Dayjs | null, Dayjs | null] | null;
};

export const PAGE_SIZE = 20;

/** The request body of download/list.json for the filters and page; empty filters are left out. */
export const downloadQueryOf = (
  filters: DownloadFilters,
  pageNum: number,
  pageSize = PAGE_SIZE,
): DownloadListQuery => {
  const [from, to] = filters.range ?? [];
  return {
    ...(filters.fileType ? { fileType: filters.fileType } : {}),
    ...(filters.fileState !== undefined ? { fileState: filters.fileState } : {}),
    ...(filters.downloadState !== undefined ? { downloadState: filters.downloadState } : {}),
    ...(from ? { dateFrom: from.format('YYYY-MM-DD') } : {}),
    ...(to ? { dateTo: to.format('YYYY-MM-DD') } : {}),
    pageNum,
    pageSize,
  };
};

/** Some filter narrows the list: then an empty list says so, and otherwise that none exists yet. */
export const hasFilters = (filters: DownloadFilters) => {
  const { pageNum: _pageNum, pageSize: _pageSize, ...narrowing } = downloadQueryOf(filters, 1);
  return Object.keys(narrowing).length > 0;
};

/** A record's file can be downloaded: complete and not removed after expiry. */
export const canDownload = (record: Pick<DownloadRecord, 'fileState' | 'downloadState'>) =>
  record.fileState === FileState.Complete && record.downloadState !== DownloadState.Disabled;

const FILE_STATES = Object.values(FileState);
const DOWNLOAD_STATES = Object.values(DownloadState);

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

export const DownloadCentreScreen = () => {
  const { t } = useTranslation('download');
  const { t: tCommon } = useTranslation('common');
  const language = useLanguage();
  const navigate = useNavigate();
  const [form] = Form.useForm<DownloadFilters>();
  const [filters, setFilters] = useState<DownloadFilters>({});
  const paging = usePaging(PAGE_SIZE);
  const downloads = useDownloads(
    downloadQueryOf(filters, paging.page.pageNum, paging.page.pageSize),
  );
  const { downloadFile, overlay, isDownloading } = useDownloadFile();
  const remove = useDeleteDownload();

  const onFilters = (_: unknown, all: DownloadFilters) => {
    setFilters(all);
    paging.toFirstPage();
  };

  return (
    <Card
      title={t('title')}
      data-testid="download-centre-screen"
      extra={
        <Button
          type="link"
          icon={<ArrowLeftOutlined />}
          onClick={() => void navigate(paths.home)}
          data-testid="download-back"
        >
          {t('back')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('hint')}</Typography.Paragraph>
      <Form<DownloadFilters>
        form={form}
        layout="inline"
        initialValues={filters}
        onValuesChange={onFilters}
        style={{ rowGap: 12, marginBottom: 16 }}
        data-testid="download-filters"
      >
        <Form.Item name="fileType" label={t('column.fileType')}>
          <Select
            allowClear
            placeholder={t('all')}
            style={{ width: 120 }}
            options={FILE_TYPES.map((type) => ({ value: type, label: t(`fileType.${type}`) }))}
            data-testid="filter-file-type"
          />
        </Form.Item>
        <Form.Item name="fileState" label={t('column.fileState')}>
          <Select
            allowClear
            placeholder={t('all')}
            style={{ minWidth: 140 }}
            popupMatchSelectWidth={false}
            options={FILE_STATES.map((code) => ({ value: code, label: t(`fileState.${code}`) }))}
            data-testid="filter-file-state"
          />
        </Form.Item>
        <Form.Item name="downloadState" label={t('column.downloadState')}>
          <Select
            allowClear
            placeholder={t('all')}
            style={{ minWidth: 160 }}
            popupMatchSelectWidth={false}
            options={DOWNLOAD_STATES.map((code) => ({
              value: code,
              label: t(`downloadState.${code}`),
            }))}
            data-testid="filter-download-state"
          />
        </Form.Item>
        <Form.Item name="range" label={t('column.date')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} data-testid="filter-range" />
        </Form.Item>
        <Form.Item>
          <Space wrap>
            <Button
              onClick={() => {
                form.resetFields();
                form.setFieldsValue({
                  fileType: undefined,
                  fileState: undefined,
                  downloadState: undefined,
                  range: null,
                });
                onFilters(undefined, {});
              }}
              data-testid="filter-reset"
            >
              {t('reset')}
            </Button>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => void downloads.refetch()}
              data-testid="download-refresh"
            >
              {t('refresh')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      {downloads.isError && !downloads.data ? (
        <Result
          status="error"
          title={t('loadFailed')}
          subTitle={downloads.error.message}
          extra={
            <Button icon={<ReloadOutlined />} onClick={() => void downloads.refetch()}>
              {t('retry')}
            </Button>
          }
          data-testid="download-list-error"
        />
      ) : (
        <Table<DownloadRecord>
          rowKey="id"
          size="middle"
          loading={downloads.isPending || (downloads.isFetching && downloads.isPlaceholderData)}
          dataSource={downloads.data?.list ?? []}
          {...WIDE_TABLE}
          locale={{
            emptyText: (
              <Empty
                description={hasFilters(filters) ? t('emptyFiltered') : t('empty')}
                data-testid="download-empty"
              />
            ),
          }}
          data-testid="download-table"
          pagination={paging.pagination(downloads.data?.total ?? 0, (total) =>
            t('total', { count: total }),
          )}
          columns={[
            {
              // Name, then what it is: "CSV · 1.5 KB" (type and size need no columns of their own).
              title: t('column.fileName'),
              dataIndex: 'fileName',
              render: (name: string, record) => (
                <Flex vertical>
                  <Typography.Text
                    ellipsis={{ tooltip: name }}
                    style={{ maxWidth: 300 }}
                    data-testid="download-file-name"
                  >
                    {name}
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
              dataIndex: 'generationType',
              render: (type: GenerationType) => (
                <Tag color={type === GenerationType.Scheduled ? 'purple' : undefined}>
                  {t(`generationType.${type}`)}
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
              dataIndex: 'downloadState',
              render: (state: DownloadState) => (
                <Tag color={DOWNLOAD_STATE_COLORS[state]} data-testid="download-state">
                  {t(`downloadState.${state}`)}
                </Tag>
              ),
            },
            {
              title: t('column.date'),
              dataIndex: 'createdAt',
              render: (time: string, record) => (
                // The time on one line; how long the file is kept wraps when the column is narrow
                // (the columns share the width: the file name's ellipsis fixes the layout).
                <Flex vertical>
                  <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(time)}</span>
                  {record.expiresAt && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('expiresOn', { time: formatDateTime(record.expiresAt) })}
                    </Typography.Text>
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
                    onClick={() => void downloadFile(record)}
                    data-testid="download-action"
                  >
                    {t('action.download')}
                  </Button>
                  <Popconfirm
                    title={t('action.deleteConfirm')}
                    description={t('action.deleteHint')}
                    okText={t('action.delete')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() =>
                      // A failure has shown its toast (request layer).
                      remove.mutateAsync(record.id).catch(() => undefined)
                    }
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
          ]}
        />
      )}
      {overlay}
    </Card>
  );
};
