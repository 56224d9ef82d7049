// What other modules and the app composition may use of the payout module: its routes, its
// download-centre reports and the rail's job and steps.
export { payoutBatchRoutes, payoutMerRoutes, payoutOpsRoutes } from './routes.ts';
export { payoutReports } from './reports.ts';
// The rail's steps, for the benchmark of its settlement rate.
export {
  collectStatuses,
  deliverFiles,
  payoutJobs,
  payoutSchedules,
  runRail,
  writeNextFile,
} from './rail.ts';
export { verifyPayouts } from './verify.ts';
