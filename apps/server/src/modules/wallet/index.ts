export { walletMerRoutes, walletOpsRoutes } from './routes.ts';
