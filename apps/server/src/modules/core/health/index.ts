export { healthRoutes as rootRoutes } from './routes.ts';
