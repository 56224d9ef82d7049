// What other modules and the app composition may use of the quota module: its routes, the draws
// payouts make on it and give back, and its check for ledger:verify.
export { quotaMerRoutes as merRoutes, quotaOpsRoutes as opsRoutes } from './routes.ts';
export { drawQuota, quotaRoom, returnQuota, type QuotaNeed } from './draws.ts';
export { verifyQuotas } from './verify.ts';
