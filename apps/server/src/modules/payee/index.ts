// What other modules may use of the payee module: its routes.
export { payeeMerRoutes, payeeOpsRoutes } from './routes.ts';
// Payouts pay payees: one of the merchant's live payees, as stored.
export { findPayee as findMerchantPayee, type PayeeRow } from './repository.ts';
