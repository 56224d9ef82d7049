export { documentsMerRoutes, documentsOpsRoutes } from './routes.ts';
