// download/export/fundDetails.json: fund details with the screen's filters (not paging) as CSV or
// Excel, generated in the background into the download centre. One Idempotency-Key per user
// action. The header's download count and the download list refresh (shared key, lib).
import { walletApi, type ExportFundDetailsRequest } from '@tradebridge/contracts';
import { useExportMutation } from '../../../lib/export-mutation.ts';
import { keyedCall, type Keyed } from '../../../lib/keyed-call.ts';

export type ExportFundDetailsInput = Keyed<ExportFundDetailsRequest>;

export const exportFundDetails = keyedCall(walletApi.exportFundDetails);

export const useExportFundDetails = () => useExportMutation(exportFundDetails);
