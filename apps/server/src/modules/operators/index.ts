// What other modules may use of the operators module.
export { operatorsOpsRoutes } from './routes.ts';
export {
  findActiveAccountManager,
  findOperatorContacts,
  findOperatorNames,
  type OperatorContact,
} from './service.ts';
