// What other modules may use of the payee module: its routes.
export { payeeMerRoutes, payeeOpsRoutes } from './routes.ts';
