export { securityMerRoutes, securityOpsRoutes } from './routes.ts';
export { confirmPayment, getPaymentRequirements, notificationChannels } from './service.ts';
