// What other areas may use of the contract module: its routes, and the trade types of the
// merchant's effective contracts (its trade authorities).
export { contractMerRoutes, contractOpsRoutes } from './routes.ts';
export { effectiveTradeTypes } from './repository.ts';
