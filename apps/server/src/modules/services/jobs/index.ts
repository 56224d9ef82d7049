export { jobsOpsRoutes as opsRoutes } from './routes.ts';
