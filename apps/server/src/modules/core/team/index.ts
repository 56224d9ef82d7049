export { teamMerRoutes as merRoutes } from './routes.ts';
