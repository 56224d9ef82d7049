// What other modules and the app composition may use of the payout module: its routes, its
// download-centre reports and the rail's job and steps.
export { payoutAllMerRoutes as merRoutes, payoutOpsRoutes as opsRoutes } from './routes.ts';
export { payoutReports as reports } from './reports.ts';
// The rail's steps, for the benchmark of its settlement rate.
export {
  collectStatuses,
  deliverFiles,
  payoutJobs as jobs,
  payoutSchedules as schedules,
  runRail,
  writeNextFile,
} from './rail.ts';
export { verifyPayouts } from './verify.ts';
