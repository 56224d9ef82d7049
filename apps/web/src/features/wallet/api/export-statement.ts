// download/export/statement.json: the PDF account statement of one currency wallet over inclusive
// UTC dates (at most STATEMENT_MAX_DAYS), generated in the background into the download centre.
// One Idempotency-Key per user action; the download count and list refresh (shared key, lib).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  walletApi,
  type DownloadRecord,
  type ExportStatementRequest,
} from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { DOWNLOAD_KEY } from '../../../lib/download-key.ts';

export type ExportStatementInput = { request: ExportStatementRequest; idempotencyKey: string };

export const exportStatement = ({
  request,
  idempotencyKey,
}: ExportStatementInput): Promise<DownloadRecord> =>
  api.call(walletApi.exportStatement, request, { idempotencyKey });

export const useExportStatement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportStatement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOWNLOAD_KEY }),
  });
};
