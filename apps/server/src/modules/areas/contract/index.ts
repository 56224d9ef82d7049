// What other areas may use of the contract module: its routes, and the trade types of the
// merchant's effective contracts (its trade authorities), and contracts named as evidence.
export { contractMerRoutes as merRoutes, contractOpsRoutes as opsRoutes } from './routes.ts';
export { contractsByIds, effectiveTradeTypes } from './repository.ts';
