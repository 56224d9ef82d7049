// What other modules may use of the operators module.
export { operatorsOpsRoutes } from './routes.ts';
export { findActiveAccountManager, findOperatorNames } from './service.ts';
