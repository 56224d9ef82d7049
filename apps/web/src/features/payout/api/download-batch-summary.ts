// payout/batch/summary.json: the batch summary as a PDF (totals, states, every order), saved by a
// direct download (countdown, time-out, the envelope's message on failure).
import { payoutBatchApi } from '@tradebridge/contracts';
import { useDirectDownload } from '@tradebridge/ui';
import { useCallback } from 'react';
import { api } from '../../../lib/api.ts';

export const BATCH_SUMMARY_PATH = payoutBatchApi.summary.path;

export const useDownloadBatchSummary = () => {
  const { download, overlay, isDownloading } = useDirectDownload(api);
  const downloadSummary = useCallback(
    (batchNo: string, fallbackName: string) =>
      download(BATCH_SUMMARY_PATH, { batchNo }, { fallbackName }),
    [download],
  );
  return { downloadSummary, overlay, isDownloading };
};
