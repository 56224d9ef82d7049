// download/export/payoutOrders.json: the payment records under the list's filters (not the page, nor
// "waiting for my approval") as CSV or Excel, generated in the background into the download centre.
// One Idempotency-Key per user action; the header's download count and list refresh (shared key).
import { payoutApi, type ExportPayoutsRequest } from '@tradebridge/contracts';
import { useExportMutation } from '../../../lib/export-mutation.ts';
import { keyedCall, type Keyed } from '../../../lib/keyed-call.ts';

export type ExportPayoutsInput = Keyed<ExportPayoutsRequest>;

export const exportPayouts = keyedCall(payoutApi.exportOrders);

export const useExportPayouts = () => useExportMutation(exportPayouts);
