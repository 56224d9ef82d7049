// The payment confirmation in the screen tests: the amount re-entered and the payment password
// typed, then submitted; a wrong password refused first and the right one typed again.
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { User } from './form.ts';
import { fill } from './render-app.tsx';

/** The payment password the test merchants' stubs accept. */
const PAY_PASSWORD = '258147';

/** Types `password` into the open confirmation `modal` and submits it. */
const submitWith = async (user: User, modal: HTMLElement, password: string) => {
  await fill(user, within(modal).getByTestId('payment-pay-pwd'), password);
  await user.click(screen.getByTestId('payment-confirm-submit'));
};

/** Re-enters `amount` in the open confirmation `modal`, types the payment password and submits. */
export const confirmPayment = async (
  user: User,
  modal: HTMLElement,
  amount: string,
  password = PAY_PASSWORD,
) => {
  await fill(user, within(modal).getByTestId('payment-reentered-amount'), amount);
  await submitWith(user, modal, password);
};

/**
 * Confirms with a wrong password first: expects the confirmation to say it is incorrect, then
 * types the right one in its place and submits again.
 */
export const confirmPaymentAfterWrongPassword = async (
  user: User,
  modal: HTMLElement,
  amount: string,
) => {
  await confirmPayment(user, modal, amount, '111111');
  expect(await within(modal).findByText('The payment password is incorrect.')).toBeTruthy();
  await user.clear(within(modal).getByTestId('payment-pay-pwd'));
  await submitWith(user, modal, PAY_PASSWORD);
};
