export { agreementMerRoutes } from './routes.ts';
