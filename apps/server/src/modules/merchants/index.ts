// What other modules may use of the merchants module.
export { merchantsOpsRoutes } from './routes.ts';
export { listMerchantRefsByIds, listMerchantRefsByMerNos, type MerchantRef } from './lookups.ts';
