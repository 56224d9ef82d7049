// The payment confirmation every money-moving flow ends with (decision 0005).
export {
  PaymentConfirmModal,
  sameAmount,
  type PaymentConfirmCredentials,
  type PaymentConfirmModalProps,
} from './payment-confirm-modal.tsx';
export { usePaymentConfirm, type PaymentConfirmRequest } from './use-payment-confirm.tsx';
export { PAYMENT_REQUIREMENTS_KEY, paymentRequirementsQueryOptions } from './api.ts';
