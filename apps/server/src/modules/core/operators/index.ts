// What other modules may use of the operators module.
export { operatorsOpsRoutes as opsRoutes } from './routes.ts';
export {
  findActiveAccountManager,
  findOperatorContacts,
  findOperatorNames,
  type OperatorContact,
} from './administration.ts';
// For the app composition (the demo seed): operators as rows.
export { findOperatorByEmail, insertOperator } from './repository.ts';
