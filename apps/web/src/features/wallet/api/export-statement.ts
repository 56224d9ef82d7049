// download/export/statement.json: the PDF account statement of one currency wallet over inclusive
// UTC dates (at most STATEMENT_MAX_DAYS), generated in the background into the download centre.
// One Idempotency-Key per user action; the download count and list refresh (shared key, lib).
import { walletApi, type ExportStatementRequest } from '@tradebridge/contracts';
import { useExportMutation } from '../../../lib/export-mutation.ts';
import { keyedCall, type Keyed } from '../../../lib/keyed-call.ts';

export type ExportStatementInput = Keyed<ExportStatementRequest>;

export const exportStatement = keyedCall(walletApi.exportStatement);

export const useExportStatement = () => useExportMutation(exportStatement);
