export { teamMerRoutes } from './routes.ts';
