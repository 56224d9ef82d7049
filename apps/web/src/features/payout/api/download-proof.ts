// transferProof/fileDownload.json: the bank's transfer proof of a paid order (a PDF), saved by a
// direct download — the loading indicator with its 60-second countdown, giving up at zero with the
// download time-out message, the envelope's message on failure (spec §7, §8: @tradebridge/ui).
import { payoutApi } from '@tradebridge/contracts';
import { useDirectDownload } from '@tradebridge/ui';
import { useCallback } from 'react';
import { api } from '../../../lib/api.ts';

export const PROOF_PATH = payoutApi.proof.path;

export const useDownloadProof = () => {
  const { download, overlay, isDownloading } = useDirectDownload(api);
  const downloadProof = useCallback(
    (orderNo: string, fallbackName: string) => download(PROOF_PATH, { orderNo }, { fallbackName }),
    [download],
  );
  return { downloadProof, overlay, isDownloading };
};
