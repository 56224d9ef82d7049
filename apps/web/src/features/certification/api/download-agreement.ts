// certification/agreement.json: the network access agreement made for the merchant, a PDF in the
// caller's language (the request's Language header), saved by a direct download (countdown,
// time-out and the envelope's message on failure: @tradebridge/ui).
import { certificationApi } from '@tradebridge/contracts';
import { useDirectDownload } from '@tradebridge/ui';
import { useCallback } from 'react';
import { api } from '../../../lib/api.ts';

export const AGREEMENT_PATH = certificationApi.agreement.path;

export const useDownloadAgreement = (fallbackName: string) => {
  const { download, overlay, isDownloading } = useDirectDownload(api);
  const downloadAgreement = useCallback(
    () => download(AGREEMENT_PATH, {}, { fallbackName }),
    [download, fallbackName],
  );
  return { downloadAgreement, overlay, isDownloading };
};
