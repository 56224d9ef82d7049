// payout/batch/errorFile.json: the checked batch with each bad cell marked and its reasons in a
// last column (XLSX), saved by a direct download (countdown, time-out, the envelope's message).
import { payoutBatchApi, type BatchRequest } from '@tradebridge/contracts';
import { useDirectDownload } from '@tradebridge/ui';
import { useCallback } from 'react';
import { api } from '../../../lib/api.ts';

export const BATCH_ERRORS_PATH = payoutBatchApi.errorFile.path;

export const useDownloadBatchErrors = (fallbackName: string) => {
  const { download, overlay, isDownloading } = useDirectDownload(api);
  const downloadErrors = useCallback(
    (request: BatchRequest) => download(BATCH_ERRORS_PATH, request, { fallbackName }),
    [download, fallbackName],
  );
  return { downloadErrors, overlay, isDownloading };
};
