export { jobsOpsRoutes } from './routes.ts';
