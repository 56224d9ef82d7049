// download/export/payoutOrders.json: the payment records under the list's filters (not the page, nor
// "waiting for my approval") as CSV or Excel, generated in the background into the download centre.
// One Idempotency-Key per user action; the header's download count and list refresh (shared key).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payoutApi, type DownloadRecord, type ExportPayoutsRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { DOWNLOAD_KEY } from '../../../lib/download-key.ts';

export type ExportPayoutsInput = { request: ExportPayoutsRequest; idempotencyKey: string };

export const exportPayouts = ({
  request,
  idempotencyKey,
}: ExportPayoutsInput): Promise<DownloadRecord> =>
  api.call(payoutApi.exportOrders, request, { idempotencyKey });

export const useExportPayouts = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportPayouts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOWNLOAD_KEY }),
  });
};
