// download/export/collectionReceipts.json: the receipts of chosen collections as one PDF (at most
// LIMITS.receiptDownloadMax at once, refused beyond by the server too), generated in the
// background into the download centre. One Idempotency-Key per user action.
import { collectionApi, type DownloadRecord } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useExportMutation } from '../../../lib/export-mutation.ts';

export type ExportReceiptsInput = { collectionIds: string[]; idempotencyKey: string };

export const exportReceipts = ({
  collectionIds,
  idempotencyKey,
}: ExportReceiptsInput): Promise<DownloadRecord> =>
  api.call(collectionApi.exportReceipts, { collectionIds }, { idempotencyKey });

export const useExportReceipts = () => useExportMutation(exportReceipts);
