// download/export/payoutReceipts.json: the receipts of paid orders as one PDF, a page each (at most
// PAYOUT_LIMITS.receipts at once, spec §5: the screens refuse more before asking, the server too),
// generated in the background into the download centre. One Idempotency-Key per user action.
import { payoutApi, type DownloadRecord } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useExportMutation } from '../../../lib/export-mutation.ts';

export type ExportReceiptsInput = { orderNos: string[]; idempotencyKey: string };

export const exportReceipts = ({
  orderNos,
  idempotencyKey,
}: ExportReceiptsInput): Promise<DownloadRecord> =>
  api.call(payoutApi.exportReceipts, { orderNos }, { idempotencyKey });

export const useExportReceipts = () => useExportMutation(exportReceipts);
