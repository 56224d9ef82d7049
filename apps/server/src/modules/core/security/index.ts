export { securityMerRoutes as merRoutes } from './routes.ts';
export {
  confirmPayment,
  getPaymentRequirements,
  type PaymentConfirmation,
} from './payment-confirmation.ts';
