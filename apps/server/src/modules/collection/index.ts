// What other areas may use of the collection module: its routes, background jobs and
// download-centre reports.
export { collectionMerRoutes, collectionOpsRoutes } from './routes.ts';
export { collectionJobs, collectionSchedules } from './bank-files.ts';
export { collectionReports } from './reports.ts';
