// Opens the payment confirmation from a handler: `confirm({ total, currency, onConfirm })`, with
// `modal` rendered once by the screen. The modal closes when onConfirm resolves.
import { useState } from 'react';
import {
  PaymentConfirmModal,
  type PaymentConfirmCredentials,
  type PaymentConfirmModalProps,
} from './payment-confirm-modal.tsx';

export type PaymentConfirmRequest = Pick<
  PaymentConfirmModalProps,
  'total' | 'currency' | 'title'
> & {
  onConfirm: (credentials: PaymentConfirmCredentials) => Promise<void>;
};

export const usePaymentConfirm = () => {
  const [request, setRequest] = useState<PaymentConfirmRequest | null>(null);
  const close = () => setRequest(null);
  const modal = (
    <PaymentConfirmModal
      open={request !== null}
      total={request?.total ?? '0'}
      currency={request?.currency ?? ''}
      title={request?.title}
      onCancel={close}
      onConfirm={async (credentials) => {
        await request?.onConfirm(credentials);
        close();
      }}
    />
  );
  return { confirm: setRequest, close, modal };
};
