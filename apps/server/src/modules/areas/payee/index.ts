// What other modules may use of the payee module: its routes.
export { payeeMerRoutes as merRoutes, payeeOpsRoutes as opsRoutes } from './routes.ts';
// Payouts pay payees: one of the merchant's live payees, as stored; a batch finds its rows' payees
// by account, checks and adds new ones in its transaction, and a payout's review decides a payee
// in review that a batch added.
export { findPayee as findMerchantPayee, findPayeesByKeys, type PayeeRow } from './repository.ts';
export { addPayeesIn, checkPayee, payeeKeyOf } from './payees.ts';
export { decidePayeeIn } from './review.ts';
