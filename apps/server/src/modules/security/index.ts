export { securityMerRoutes, securityOpsRoutes } from './routes.ts';
export {
  confirmPayment,
  getPaymentRequirements,
  notificationChannels,
  queueNotification,
} from './service.ts';
