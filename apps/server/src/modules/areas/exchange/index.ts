// What other areas may use of the exchange module: its routes, its rate-alert job and its report.
export { exchangeMerRoutes, exchangeOpsRoutes } from './routes.ts';
export { exchangeJobs, exchangeSchedules } from './alerts.ts';
export { exchangeReports } from './reports.ts';
