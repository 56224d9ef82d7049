// The "confirm payment" step of a money-moving form, opened from its handler:
// `confirm({ total, currency, title, send, onDone })`, with `modal` rendered once by the screen.
// One Idempotency-Key per confirmation (a new user action, not a retry of an earlier one), reused
// while the same submission is retried: an answer given for good (a wrong password, the balance...)
// makes what the user sends next a new submission; network failures and server errors keep the
// key. The modal closes when `send` succeeds, before `onDone` says what it made.
import { useRef, useState } from 'react';
import { isFinalAnswer } from '../../lib/submission-key.ts';
import {
  PaymentConfirmModal,
  type PaymentConfirmCredentials,
  type PaymentConfirmModalProps,
} from './payment-confirm-modal.tsx';

export type PaymentConfirmRequest<T> = Pick<
  PaymentConfirmModalProps,
  'total' | 'currency' | 'title'
> & {
  /** Sends the payment with the answers and the confirmation's key; throws to stay open. */
  send: (credentials: PaymentConfirmCredentials, idempotencyKey: string) => Promise<T>;
  /** What follows a payment made (the modal is closed by then). */
  onDone?: (answer: T) => void;
};

type Shown = Pick<PaymentConfirmModalProps, 'total' | 'currency' | 'title'> & {
  /** Sends, and gives what follows once the modal is closed. */
  submit: (credentials: PaymentConfirmCredentials, idempotencyKey: string) => Promise<() => void>;
};

/** `prefix` names the action in its keys (`payout-create-…`). */
export const usePaymentConfirm = (prefix: string) => {
  const [request, setRequest] = useState<Shown | null>(null);
  const key = useRef('');
  const newKey = () => {
    key.current = `${prefix}-${crypto.randomUUID()}`;
  };
  const confirm = <T,>({ send, onDone, ...shown }: PaymentConfirmRequest<T>) => {
    newKey();
    setRequest({
      ...shown,
      submit: async (credentials, idempotencyKey) => {
        const answer = await send(credentials, idempotencyKey);
        return () => onDone?.(answer);
      },
    });
  };
  const close = () => setRequest(null);
  const onConfirm = async (credentials: PaymentConfirmCredentials) => {
    if (!request) return;
    let after: () => void;
    try {
      after = await request.submit(credentials, key.current);
    } catch (error) {
      if (isFinalAnswer(error)) newKey();
      throw error;
    }
    close();
    after();
  };
  const modal = (
    <PaymentConfirmModal
      open={request !== null}
      total={request?.total ?? '0'}
      currency={request?.currency ?? ''}
      title={request?.title}
      onCancel={close}
      onConfirm={onConfirm}
    />
  );
  return { confirm, close, modal };
};
