// What other modules and the app composition may use of the payout module: its routes, its
// download-centre reports and the rail's job and steps.
export { payoutAllMerRoutes as merRoutes, payoutOpsRoutes as opsRoutes } from './routes.ts';
export { payoutReports as reports } from './reports.ts';
// The rail's steps, for the benchmark of its settlement rate.
export { payoutJobs as jobs, payoutSchedules as schedules, runRail } from './rail.ts';
export { deliverFiles, writeNextFile } from './rail-send.ts';
export { collectStatuses } from './rail-status.ts';
export { verifyPayouts } from './verify.ts';
