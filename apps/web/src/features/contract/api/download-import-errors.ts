// contract/importErrors.json: the bad rows of an uploaded order file with their reasons in a last
// column (XLSX), saved by a direct download.
import { contractApi, type ImportRequest } from '@tradebridge/contracts';
import { useDirectDownload } from '@tradebridge/ui';
import { useCallback } from 'react';
import { api } from '../../../lib/api.ts';

export const IMPORT_ERRORS_PATH = contractApi.importErrors.path;

export const useDownloadImportErrors = (fallbackName: string) => {
  const { download, overlay, isDownloading } = useDirectDownload(api);
  const downloadErrors = useCallback(
    (request: ImportRequest) => download(IMPORT_ERRORS_PATH, request, { fallbackName }),
    [download, fallbackName],
  );
  return { downloadErrors, overlay, isDownloading };
};
