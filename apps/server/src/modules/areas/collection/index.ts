// What other areas may use of the collection module: its routes, background jobs and
// download-centre reports; an account as a shop's association reads it.
export { collectionMerRoutes, collectionOpsRoutes } from './routes.ts';
export { collectionJobs, collectionSchedules } from './bank-files.ts';
export { collectionReports } from './reports.ts';
export { findAccount as findCollectionAccount, listEffectiveAccounts } from './repository.ts';
export {
  collectionAmountOf,
  lockCollectionForOrders,
  ordersAssociated,
  type CollectionForOrders,
} from './associations.ts';
