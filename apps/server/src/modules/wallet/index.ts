export { walletMerRoutes, walletOpsRoutes } from './routes.ts';
export { fundMovementBatches, fundMovementRows, type FundMovementText } from './service.ts';
export { copyFundMovementsCsv, type FundMovementSql } from './repository.ts';
