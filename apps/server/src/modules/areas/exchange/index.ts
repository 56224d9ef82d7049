// What other areas may use of the exchange module: its routes, its rate-alert job and its report.
export { exchangeMerRoutes as merRoutes, exchangeOpsRoutes as opsRoutes } from './routes.ts';
export { exchangeJobs as jobs, exchangeSchedules as schedules } from './alerts.ts';
export { exchangeReports as reports } from './reports.ts';
