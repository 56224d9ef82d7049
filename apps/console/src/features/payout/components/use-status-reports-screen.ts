// State of the bank status reports screen (status-reports-screen.tsx): the upload and what it did
// (or why it was refused), and the history of every report applied, its page in the address
// (refetched after an upload: both live under the payouts' cache key).
import type { StatusReportResult } from '@tradebridge/contracts';
import { isApiError } from '@tradebridge/ui';
import { App } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUrlFilters } from '../../../lib/use-url-filters.ts';
import { useStatusReports } from '../api/list-status-reports.ts';
import { useUploadStatusReport } from '../api/upload-status-report.ts';
import { statusReportColumns } from './status-report-columns.tsx';

export const useStatusReportsScreen = () => {
  const { t } = useTranslation('payout');
  const { message } = App.useApp();
  const upload = useUploadStatusReport();
  const [result, setResult] = useState<StatusReportResult | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const { page, listProps } = useUrlFilters({});
  const query = useStatusReports(page);
  const columns = useMemo(() => statusReportColumns(t), [t]);

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

  return {
    t,
    uploading: upload.isPending,
    onUpload,
    result,
    refused,
    history: { page: listProps.page, onPage: listProps.onPage, query, columns },
  };
};
