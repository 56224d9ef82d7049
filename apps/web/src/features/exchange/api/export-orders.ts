// download/export/exchangeOrders.json: the exchange records with the screen's filters (not paging)
// as CSV or Excel, generated in the background into the download centre. One Idempotency-Key per
// user action; the header's download count and the download list refresh (shared key, lib).
import { exchangeApi, type ExportExchangeOrdersRequest } from '@tradebridge/contracts';
import { useExportMutation } from '../../../lib/export-mutation.ts';
import { keyedCall, type Keyed } from '../../../lib/keyed-call.ts';

export type ExportOrdersInput = Keyed<ExportExchangeOrdersRequest>;

export const exportOrders = keyedCall(exchangeApi.exportOrders);

export const useExportOrders = () => useExportMutation(exportOrders);
