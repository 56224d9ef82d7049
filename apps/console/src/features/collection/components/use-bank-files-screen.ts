// State of the bank files list (bank-files-screen.tsx): its page in the address, the files (kept
// refreshing while one is queued or importing), an upload, and the hand-posted credit and bank
// statement dialogs.
import { isApiError, useNarrowScreen } from '@tradebridge/ui';
import { App } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUrlFilters } from '../../../lib/use-url-filters.ts';
import { hasActiveImports, useBankFiles } from '../api/list-bank-files.ts';
import { useUploadBankFile } from '../api/upload-bank-file.ts';
import { bankFileColumns } from './bank-file-columns.tsx';

export const useBankFilesScreen = () => {
  const { t } = useTranslation('collection');
  const { message } = App.useApp();
  const { page, listProps } = useUrlFilters({});
  const query = useBankFiles(page);
  const upload = useUploadBankFile();
  const [posting, setPosting] = useState(false);
  const [statementOpen, setStatementOpen] = useState(false);
  const refreshing = !query.isPlaceholderData && hasActiveImports(query.data);
  const narrow = useNarrowScreen();
  const columns = useMemo(() => bankFileColumns(t, { narrow }), [t, narrow]);

  const onUpload = (file: File) =>
    upload.mutateAsync(file).then(
      (stored) => void message.success(t('bankFiles.uploaded', { name: stored.name })),
      (error: unknown) =>
        void message.error(
          isApiError(error) || error instanceof Error ? error.message : String(error),
        ),
    );

  return {
    t,
    listProps,
    query,
    columns,
    refreshing,
    uploading: upload.isPending,
    onUpload,
    posting,
    setPosting,
    statementOpen,
    setStatementOpen,
  };
};
