export { walletMerRoutes, walletOpsRoutes } from './routes.ts';
export { fundDetailsReport, statementReport, walletReports } from './reports.ts';
