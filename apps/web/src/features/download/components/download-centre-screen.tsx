// /auth/downloadAll, in the main layout (spec §2 download centre, §3 download record, §4 file and download states):
// the user's exports, newest first, filtered by file type, generation and download state and date,
// paged by the server. A generating file shows its progress (the list is asked again every 2 s),
// a failed one its reason; a complete file downloads with the 60-second countdown until it expires
// (then "disabled"); any record can be deleted. The state lives in use-download-centre-screen.ts.
import { ReloadOutlined } from '@ant-design/icons';
import { DownloadState, FILE_TYPES, FileState, type DownloadRecord } from '@tradebridge/contracts';
import { DateRangeFilter, RecordsTable, SelectFilter } from '@tradebridge/ui';
import { Button, Card, Form, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useDownloadColumns } from './download-columns.tsx';
import { useDownloadCentreScreen, type DownloadFilters } from './use-download-centre-screen.ts';
import { BackLink } from '../../../components/back-link.tsx';
import { recordsTexts } from '../../../lib/records-texts.ts';

const FILE_STATES = Object.values(FileState);
const DOWNLOAD_STATES = Object.values(DownloadState);

export const DownloadCentreScreen = () => {
  const { t } = useTranslation('download');
  const navigate = useNavigate();
  const { list, downloads, filtered, overlay, actions } = useDownloadCentreScreen();
  const columns = useDownloadColumns(actions);

  return (
    <Card
      title={t('title')}
      data-testid="download-centre-screen"
      extra={
        <BackLink onClick={() => void navigate(paths.home)} testId="download-back">
          {t('back')}
        </BackLink>
      }
    >
      <Typography.Paragraph type="secondary">{t('hint')}</Typography.Paragraph>
      <Form<DownloadFilters> {...list.formProps} data-testid="download-filters">
        <SelectFilter
          name="fileType"
          label={t('column.fileType')}
          placeholder={t('all')}
          width={120}
          options={FILE_TYPES.map((type) => ({ value: type, label: t(`fileType.${type}`) }))}
          data-testid="filter-file-type"
        />
        <SelectFilter
          name="fileState"
          label={t('column.fileState')}
          placeholder={t('all')}
          minWidth={140}
          options={FILE_STATES.map((code) => ({ value: code, label: t(`fileState.${code}`) }))}
          data-testid="filter-file-state"
        />
        <SelectFilter
          name="downloadState"
          label={t('column.downloadState')}
          placeholder={t('all')}
          minWidth={160}
          options={DOWNLOAD_STATES.map((code) => ({
            value: code,
            label: t(`downloadState.${code}`),
          }))}
          data-testid="filter-download-state"
        />
        <DateRangeFilter label={t('column.date')} />
        <Form.Item>
          <Space wrap>
            <Button onClick={list.onReset} data-testid="filter-reset">
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
      <RecordsTable<DownloadRecord>
        query={downloads}
        testId="download"
        testIds={{ failed: 'download-list-error' }}
        texts={recordsTexts(t, '', { emptyFiltered: true })}
        filtered={filtered}
        paging={list.paging}
        loading={downloads.isPending || (downloads.isFetching && downloads.isPlaceholderData)}
        rowKey="id"
        columns={columns}
      />
      {overlay}
    </Card>
  );
};
