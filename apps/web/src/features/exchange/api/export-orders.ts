// download/export/exchangeOrders.json: the exchange records with the screen's filters (not paging)
// as CSV or Excel, generated in the background into the download centre. One Idempotency-Key per
// user action; the header's download count and the download list refresh (shared key, lib).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  exchangeApi,
  type DownloadRecord,
  type ExportExchangeOrdersRequest,
} from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { DOWNLOAD_KEY } from '../../../lib/download-key.ts';

export type ExportOrdersInput = { request: ExportExchangeOrdersRequest; idempotencyKey: string };

export const exportOrders = ({
  request,
  idempotencyKey,
}: ExportOrdersInput): Promise<DownloadRecord> =>
  api.call(exchangeApi.exportOrders, request, { idempotencyKey });

export const useExportOrders = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportOrders,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOWNLOAD_KEY }),
  });
};
