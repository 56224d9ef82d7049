export { walletMerRoutes, walletOpsRoutes } from './routes.ts';
export {
  copyFundMovementsCsv,
  fundMovementBatches,
  fundMovementRows,
  type FundMovementSql,
  type FundMovementText,
} from './service.ts';
export { fundDetailsReport, statementReport, walletReports } from './reports.ts';
