export { securityMerRoutes } from './routes.ts';
export { confirmPayment, getPaymentRequirements } from './payment-confirmation.ts';
