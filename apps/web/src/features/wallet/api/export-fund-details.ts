// download/export/fundDetails.json: fund details with the screen's filters (not paging) as CSV or
// Excel, generated in the background into the download centre. One Idempotency-Key per user
// action. The header's download count and the download list refresh (shared key, lib).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  walletApi,
  type DownloadRecord,
  type ExportFundDetailsRequest,
} from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { DOWNLOAD_KEY } from '../../../lib/download-key.ts';

export type ExportFundDetailsInput = {
  request: ExportFundDetailsRequest;
  idempotencyKey: string;
};

export const exportFundDetails = ({
  request,
  idempotencyKey,
}: ExportFundDetailsInput): Promise<DownloadRecord> =>
  api.call(walletApi.exportFundDetails, request, { idempotencyKey });

export const useExportFundDetails = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportFundDetails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOWNLOAD_KEY }),
  });
};
