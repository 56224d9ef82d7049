// The area's words and colours for its codes: order types, an order's states as payouts use them
// (PAYOUT_EDGES: 7 waiting for the merchant's approvers before 1 the platform's review), what an
// order waits for and the purposes, in the order the form and the filters offer them.
import {
  OrderState,
  PaymentPurpose,
  PayoutType,
  PayeeUsage,
  type PayoutWait,
} from '@tradebridge/contracts';

export const PAYOUT_TYPES = [PayoutType.Transfer, PayoutType.FastTransfer, PayoutType.Withdraw];

/** The states a payout passes through, in the filter's order (codes 0, 8–11 stay unused). */
export const PAYOUT_STATES = [
  OrderState.PendingSecondReview,
  OrderState.PendingReview,
  OrderState.ReviewPassed,
  OrderState.Paying,
  OrderState.PaymentSuccess,
  OrderState.ReviewRejected,
  OrderState.PaymentFailed,
  OrderState.AbnormalRefund,
] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

export const PAYOUT_STATE_COLORS: Record<number, string> = {
  [OrderState.PendingSecondReview]: 'gold',
  [OrderState.PendingReview]: 'processing',
  [OrderState.ReviewPassed]: 'processing',
  [OrderState.Paying]: 'processing',
  [OrderState.PaymentSuccess]: 'success',
  [OrderState.ReviewRejected]: 'error',
  [OrderState.PaymentFailed]: 'error',
  [OrderState.AbnormalRefund]: 'warning',
};

export const WAIT_COLORS: Record<PayoutWait, 'info' | 'warning'> = {
  approvers: 'warning',
  review: 'info',
  serviceHours: 'warning',
  bank: 'info',
};

export const PURPOSES = Object.values(PaymentPurpose);

/** The order type a payee's use pays by, when only the payee is named. */
export const typeOfUsage = (usage: PayeeUsage): PayoutType =>
  usage === PayeeUsage.Withdraw ? PayoutType.Withdraw : PayoutType.Transfer;

/** An order type from the address (`?type=`), or undefined for anything else. */
export const payoutTypeOf = (value: string | null): PayoutType | undefined => {
  const code = Number(value);
  return value !== null && (Object.values(PayoutType) as number[]).includes(code)
    ? (code as PayoutType)
    : undefined;
};
