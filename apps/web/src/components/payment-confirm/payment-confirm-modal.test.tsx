import { securityApi } from '@tradebridge/contracts';
import type { PaymentRequirements } from '@tradebridge/contracts';
import { ApiError, createQueryClient, setToken } from '@tradebridge/ui';
import { createApiStub, on, type StubAnswers } from '@tradebridge/ui/test';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/app.tsx';
import { createWebI18n } from '../../test/i18n.ts';
import { fill, resetPortal } from '../../test/render-app.tsx';
import {
  PaymentConfirmModal,
  sameAmount,
  type PaymentConfirmModalProps,
} from './payment-confirm-modal.tsx';

afterEach(resetPortal);

const requirements = (overrides: Partial<PaymentRequirements> = {}): PaymentRequirements => ({
  payPassword: true,
  authenticator: false,
  accountCode: true,
  checkAccount: 'de***@tradebridge.dev',
  missing: [],
  payLockedUntil: null,
  ...overrides,
});

const renderModal = (
  answers: StubAnswers,
  props: Partial<PaymentConfirmModalProps> = {},
  language: 'en-US' | 'zh-CN' = 'en-US',
) => {
  setToken('test-session-token');
  const stub = createApiStub(answers);
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
  const onConfirm = vi.fn<PaymentConfirmModalProps['onConfirm']>(() => Promise.resolve());
  const onCancel = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <PaymentConfirmModal
            open
            total="1234.50"
            currency="USD"
            onCancel={onCancel}
            onConfirm={onConfirm}
            {...props}
          />
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <App i18n={createWebI18n({ language })} queryClient={createQueryClient()} router={router} />,
  );
  return { onConfirm, onCancel, callsTo: stub.callsTo };
};

describe('sameAmount', () => {
  it('compares by value in the currency', () => {
    expect(sameAmount('1234.5', '1234.50', 'USD')).toBe(true);
    expect(sameAmount('1,234.50', '1234.50', 'USD')).toBe(true);
    expect(sameAmount('1234.51', '1234.50', 'USD')).toBe(false);
    expect(sameAmount('1234.500', '1234.50', 'USD')).toBe(false);
    expect(sameAmount('abc', '1234.50', 'USD')).toBe(false);
    expect(sameAmount('', '1234.50', 'USD')).toBe(false);
  });
});

describe('PaymentConfirmModal', () => {
  it('asks for the total, the payment password and a code sent to the account', async () => {
    const user = userEvent.setup();
    const { onConfirm, callsTo } = renderModal([
      on(securityApi.paymentRequirements, { result: requirements() }),
      on(securityApi.sendPaymentCode, { result: { resendAfterSeconds: 60, channel: 'email' } }),
    ]);
    expect((await screen.findByTestId('payment-confirm-total')).textContent).toContain(
      '1,234.5 USD',
    );
    expect(screen.getByTestId('payment-pay-pwd')).toBeTruthy();
    expect(screen.queryByTestId('payment-dynamic-code')).toBeNull();
    expect(screen.getByText(/de\*\*\*@tradebridge\.dev/)).toBeTruthy();

    await user.click(screen.getByTestId('payment-send-code'));
    await waitFor(() => expect(callsTo(securityApi.sendPaymentCode).length).toBeGreaterThan(0));
    expect(((await screen.findByTestId('payment-send-code')) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByTestId('payment-send-code').textContent).toMatch(/Resend in \d+ s/);

    await fill(user, screen.getByTestId('payment-reentered-amount'), '1234.00');
    await fill(user, screen.getByTestId('payment-pay-pwd'), '258147');
    await fill(user, screen.getByTestId('payment-account-code'), '1234');
    await user.click(screen.getByTestId('payment-confirm-submit'));
    expect(
      await screen.findByText('The amount you re-entered does not match the total.'),
    ).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();

    await user.clear(screen.getByTestId('payment-reentered-amount'));
    await fill(user, screen.getByTestId('payment-reentered-amount'), '1234.5');
    await user.click(screen.getByTestId('payment-confirm-submit'));
    await waitFor(() =>
      expect(onConfirm).toHaveBeenCalledWith({
        reenteredAmount: '1234.5',
        payPwd: '258147',
        accountCode: '1234',
      }),
    );
  });

  it('asks for the authenticator code instead when dual verification is on', async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderModal([
      on(securityApi.paymentRequirements, {
        result: requirements({ authenticator: true, accountCode: false }),
      }),
    ]);
    expect(await screen.findByTestId('payment-dynamic-code')).toBeTruthy();
    expect(screen.getByTestId('payment-pay-pwd')).toBeTruthy();
    expect(screen.queryByTestId('payment-account-code')).toBeNull();

    await user.click(screen.getByTestId('payment-confirm-submit'));
    expect(await screen.findByText('Authenticator code cannot be empty')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();

    await fill(user, screen.getByTestId('payment-reentered-amount'), '1234.50');
    await fill(user, screen.getByTestId('payment-pay-pwd'), '258147');
    await fill(user, screen.getByTestId('payment-dynamic-code'), '123456');
    await user.click(screen.getByTestId('payment-confirm-submit'));
    await waitFor(() =>
      expect(onConfirm).toHaveBeenCalledWith({
        reenteredAmount: '1234.50',
        payPwd: '258147',
        dynamicCode: '123456',
      }),
    );
  });

  it('shows a server refusal under its field and keeps the modal open', async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderModal([
      on(securityApi.paymentRequirements, {
        result: requirements({ authenticator: true, accountCode: false }),
      }),
    ]);
    onConfirm.mockRejectedValueOnce(
      new ApiError('PAY_PWD_WRONG', 'Wrong payment password, 4 tries left', {
        fromEnvelope: true,
      }),
    );
    await fill(user, await screen.findByTestId('payment-reentered-amount'), '1234.50');
    await fill(user, screen.getByTestId('payment-pay-pwd'), '111111');
    await fill(user, screen.getByTestId('payment-dynamic-code'), '123456');
    await user.click(screen.getByTestId('payment-confirm-submit'));
    expect(await screen.findByText('Wrong payment password, 4 tries left')).toBeTruthy();
    expect(screen.getByTestId('payment-confirm-submit')).toBeTruthy();
  });

  it('shows other server errors inside the modal', async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderModal([
      on(securityApi.paymentRequirements, { result: requirements() }),
    ]);
    onConfirm.mockRejectedValueOnce(
      new ApiError('INSUFFICIENT_BALANCE', 'Insufficient balance', { fromEnvelope: true }),
    );
    await fill(user, await screen.findByTestId('payment-reentered-amount'), '1234.50');
    await fill(user, screen.getByTestId('payment-pay-pwd'), '258147');
    await fill(user, screen.getByTestId('payment-account-code'), '1234');
    await user.click(screen.getByTestId('payment-confirm-submit'));
    expect((await screen.findByTestId('payment-confirm-error')).textContent).toContain(
      'Insufficient balance',
    );
  });

  it('sends the user straight to set the payment password, and back, when none is set', async () => {
    renderModal([
      on(securityApi.paymentRequirements, { result: requirements({ missing: ['payPassword'] }) }),
    ]);
    expect(await screen.findByTestId('payment-confirm-missing')).toBeTruthy();
    expect(screen.getByTestId('payment-confirm-setup').getAttribute('href')).toBe(
      '/secure/setPwd?redirect=%2F',
    );
    expect(screen.queryByTestId('payment-pay-pwd')).toBeNull();
    expect(screen.queryByTestId('payment-confirm-submit')).toBeNull();
  });

  it('says payments are locked, without a form', async () => {
    renderModal([
      on(securityApi.paymentRequirements, {
        result: requirements({ payLockedUntil: '2030-01-01T10:00:00.000Z' }),
      }),
    ]);
    expect((await screen.findByTestId('payment-confirm-locked')).textContent).toContain(
      'Payments are locked until',
    );
    expect(screen.queryByTestId('payment-pay-pwd')).toBeNull();
  });

  it('offers a retry when the requirements cannot be loaded', async () => {
    renderModal([]);
    expect(await screen.findByTestId('payment-confirm-load-failed')).toBeTruthy();
  });
});
