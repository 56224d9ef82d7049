// What other areas may use of the collection module: its routes, background jobs and
// download-centre reports; an account as a shop's association reads it.
export { collectionMerRoutes as merRoutes, collectionOpsRoutes as opsRoutes } from './routes.ts';
export { collectionJobs as jobs, collectionSchedules as schedules } from './bank-files.ts';
export { collectionReports as reports } from './reports.ts';
export { findAccount as findCollectionAccount, listEffectiveAccounts } from './repository/index.ts';
export {
  collectionAmountOf,
  lockCollectionForOrders,
  ordersAssociated,
  type CollectionForOrders,
} from './associations.ts';
export { verifyCollections } from './verify.ts';
