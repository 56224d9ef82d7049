// download/export/accountLetter.json: the confirmation letter of an account's bank details as PDF,
// generated in the background into the download centre in the caller's language. One
// Idempotency-Key per user action; the download count and list refresh (shared key, lib).
import { collectionApi, type DownloadRecord } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useExportMutation } from '../../../lib/export-mutation.ts';

export type ExportLetterInput = { accountId: string; idempotencyKey: string };

export const exportLetter = ({
  accountId,
  idempotencyKey,
}: ExportLetterInput): Promise<DownloadRecord> =>
  api.call(collectionApi.exportLetter, { accountId }, { idempotencyKey });

export const useExportLetter = () => useExportMutation(exportLetter);
