export { walletMerRoutes as merRoutes, walletOpsRoutes as opsRoutes } from './routes.ts';
export { fundDetailsReport, statementReport, walletReports as reports } from './reports.ts';
// Booking only (an entry and its order row, no confirmation, audit or notice): this module's flows
// use them once a request is authorised; the demo history seeds past movements with them.
export { bookSandboxCredit, type SandboxCreditBooking } from './sandbox-credit.ts';
export { bookTransfer, type TransferBooking } from './transfer.ts';
