// contract/orderTemplate.json: the XLSX template of the order import with headers in the caller's
// language (the request's Language header), saved by a direct download (countdown, time-out and
// the envelope's message on failure: @tradebridge/ui).
import { contractApi } from '@tradebridge/contracts';
import { useDirectDownload } from '@tradebridge/ui';
import { useCallback } from 'react';
import { api } from '../../../lib/api.ts';

export const ORDER_TEMPLATE_PATH = contractApi.orderTemplate.path;

export const useDownloadOrderTemplate = (fallbackName: string) => {
  const { download, overlay, isDownloading } = useDirectDownload(api);
  const downloadTemplate = useCallback(
    () => download(ORDER_TEMPLATE_PATH, {}, { fallbackName }),
    [download, fallbackName],
  );
  return { downloadTemplate, overlay, isDownloading };
};
