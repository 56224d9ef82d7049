import { AccountState, OrderState, securityApi, walletApi } from '@tradebridge/contracts';
import type { WalletTransfer } from '@tradebridge/contracts';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  expectAt,
  fill,
  mainUser,
  memberUser,
  openScreen,
  renderApp,
  screenTests,
} from '../../../test/render-app.tsx';
import { confirmPayment, confirmPaymentAfterWrongPassword } from '../../../test/payment.ts';
import { PAY_PASSWORD_ONLY } from '../../../test/payment-requirements.ts';
import { walletOf } from '../../../test/wallet-fixtures.ts';

screenTests(
  {},
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('./transfer-screen.tsx'),
);

const BASE: StubAnswers = [
  on(walletApi.list, {
    result: { list: [walletOf('USD', '125000.00'), walletOf('JPY', '5000')] },
  }),
  on(walletApi.transferPayee, ({ payeeAccount }) =>
    payeeAccount === 'M100000002'
      ? { result: { maskedName: 'B*****o', merNo: 'M100000002', country: 'HK' } }
      : payeeAccount === 'buyer@tradebridge.dev'
        ? { result: { maskedName: 'B*****o', merNo: null, country: null } }
        : { errorCode: 'NOT_FOUND', message: 'No such merchant.' },
  ),
  PAY_PASSWORD_ONLY,
];

const RESULT: WalletTransfer = {
  orderNo: 'WT202611220001',
  currency: 'USD',
  amount: '1250.75',
  payeeMaskedName: 'B*****o',
  state: OrderState.PaymentSuccess,
  createdAt: '2026-11-22T01:00:00.000Z',
};

const open = async (
  path = '/wallet/transfer',
  api: StubAnswers = [],
  language: 'en-US' | 'ru-RU' = 'en-US',
) => {
  return openScreen(path, 'transfer-form', { language, api: [...BASE, ...api] }, 5_000);
};

const amountError = async (screenEl: HTMLElement) => {
  const item = within(screenEl).getByTestId('transfer-amount').closest('.ant-form-item')!;
  await waitFor(() => expect(item.querySelector('.ant-form-item-explain')).toBeTruthy());
  return item.querySelector('.ant-form-item-explain')!.textContent;
};

const valueOf = (form: HTMLElement, testId: string) =>
  (within(form).getByTestId(testId) as HTMLInputElement).value;

describe('wallet transfer', () => {
  it('says before the form is filled that a payment password is needed; the way there and back keeps what was typed', async () => {
    let pinSet = false;
    const { screenEl, user, router } = await open('/wallet/transfer', [
      // Answered slowly, as over a network: a screen that shows what it has cached while it
      // asks again would show the notice of before.
      on(securityApi.paymentRequirements, async () => {
        if (pinSet) await new Promise((settle) => setTimeout(settle, 300));
        return {
          result: {
            payPassword: pinSet,
            authenticator: false,
            accountCode: true,
            checkAccount: 'demo@tradebridge.dev',
            missing: pinSet ? [] : ['payPassword'],
            payLockedUntil: null,
          },
        };
      }),
      on(securityApi.flags, {
        result: {
          loginPassword: true,
          payPassword: false,
          authenticator: false,
          dualVerification: false,
          payLockedUntil: null,
          checkAccount: 'de***@tradebridge.dev',
        },
      }),
      on(securityApi.sendCode, { result: { resendAfterSeconds: 60, channel: 'email' } }),
      on(securityApi.setPayPassword, () => {
        pinSet = true;
        return { result: { ok: true } };
      }),
    ]);
    const banner = await screen.findByTestId('transfer-pay-password-needed');
    expect(banner.textContent).toContain('Set a payment password before your first transfer');
    await fill(user, within(screenEl).getByTestId('transfer-payee-account'), 'M100000002');
    await fill(user, within(screenEl).getByTestId('transfer-amount'), '10.5');
    await fill(user, within(screenEl).getByTestId('transfer-note'), 'Invoice 7');

    // Straight to the screen that sets it, which leads back here.
    await user.click(within(banner).getByTestId('transfer-set-pay-password'));
    await expectAt(router, '/secure/setPwd?redirect=%2Fwallet%2Ftransfer');
    await user.click(await screen.findByTestId('security-send-code'));
    await fill(user, screen.getByTestId('security-code'), '1234');
    await fill(user, screen.getByTestId('pin-new'), '258147');
    await fill(user, screen.getByTestId('pin-confirm'), '258147');
    await user.click(screen.getByTestId('pay-pwd-submit'));
    await user.click(await screen.findByTestId('security-continue'));

    const form = await screen.findByTestId('transfer-form');
    expect(valueOf(form, 'transfer-payee-account')).toBe('M100000002');
    expect(valueOf(form, 'transfer-amount')).toBe('10.5');
    expect(valueOf(form, 'transfer-note')).toBe('Invoice 7');
    // Not even for a moment the notice of before: the requirements were read again first.
    expect(screen.queryByTestId('transfer-pay-password-needed')).toBeNull();
  });

  it('shows no such notice to a user who has a payment password', async () => {
    await open();
    await screen.findByText(/^Available: /);
    expect(screen.queryByTestId('transfer-pay-password-needed')).toBeNull();
  });

  it.each([
    ['JPY', '100.5', 'JPY amounts take no decimals', '5001'],
    ['USD', '12.345', 'USD amounts take at most 2 decimals', '125000.01'],
  ])(
    'refuses too many decimals for %s and more than the available balance',
    async (currency, tooPrecise, scaleError, tooMuch) => {
      const { screenEl, user } = await open(`/wallet/transfer?currency=${currency}`);
      await within(screenEl).findByText(/^Available: /);
      const amount = within(screenEl).getByTestId('transfer-amount');
      await fill(user, amount, tooPrecise);
      expect(await amountError(screenEl)).toBe(scaleError);
      await user.clear(amount);
      await fill(user, amount, tooMuch);
      await waitFor(async () =>
        expect(await amountError(screenEl)).toBe('The amount is more than the available balance'),
      );
    },
  );

  it('refuses zero and an amount above the largest one request may carry', async () => {
    const { screenEl, user } = await open('/wallet/transfer?currency=USD');
    await within(screenEl).findByText(/^Available: /);
    const amount = within(screenEl).getByTestId('transfer-amount');
    await fill(user, amount, '0.00');
    expect(await amountError(screenEl)).toBe('The amount must be greater than zero');
    await user.clear(amount);
    await fill(user, amount, '10000000000000');
    await waitFor(async () =>
      expect(await amountError(screenEl)).toBe(
        'The amount can be at most 9,999,999,999,999.99 USD',
      ),
    );
  });

  it('asks to check the payee first and shows the masked name', async () => {
    const { screenEl, user, inputsTo } = await open();
    await fill(user, within(screenEl).getByTestId('transfer-payee-account'), 'M100000002');
    await fill(user, within(screenEl).getByTestId('transfer-amount'), '10');
    await user.click(within(screenEl).getByTestId('transfer-next'));
    expect(await within(screenEl).findByText('Check the payee first')).toBeTruthy();
    expect(screen.queryByTestId('payment-confirm-modal')).toBeNull();

    await user.click(within(screenEl).getByTestId('transfer-check-payee'));
    expect((await within(screenEl).findByTestId('transfer-payee-name')).textContent).toBe(
      'B*****o',
    );
    expect(within(screenEl).getByTestId('transfer-payee-mer-no').textContent).toBe('M100000002');
    expect(within(screenEl).getByTestId('transfer-payee-country').textContent).toBe(
      'Hong Kong SAR China',
    );
    expect(within(screenEl).getByTestId('transfer-payee').textContent).toContain(
      'Country or region',
    );
    expect(inputsTo(walletApi.transferPayee)).toEqual([{ payeeAccount: 'M100000002' }]);

    // Another account must be checked again.
    await fill(user, within(screenEl).getByTestId('transfer-payee-account'), 'x');
    expect(within(screenEl).queryByTestId('transfer-payee')).toBeNull();
    await user.click(within(screenEl).getByTestId('transfer-check-payee'));
    expect(await within(screenEl).findByText('No such merchant.')).toBeTruthy();
  });

  it("names the payee's country in the language on screen, and leaves out what the server did not give", async () => {
    const { screenEl, user } = await open('/wallet/transfer', [], 'ru-RU');
    await fill(user, within(screenEl).getByTestId('transfer-payee-account'), 'M100000002');
    await user.click(within(screenEl).getByTestId('transfer-check-payee'));
    expect((await within(screenEl).findByTestId('transfer-payee-country')).textContent).toBe(
      'Гонконг (САР)',
    );
    expect(within(screenEl).getByTestId('transfer-payee').textContent).toContain(
      'Страна или регион',
    );

    // Found by e-mail, with no country: the masked name alone, no empty rows.
    const account = within(screenEl).getByTestId('transfer-payee-account');
    await user.clear(account);
    await fill(user, account, 'buyer@tradebridge.dev');
    await user.click(within(screenEl).getByTestId('transfer-check-payee'));
    const found = await within(screenEl).findByTestId('transfer-payee');
    expect(within(found).getByTestId('transfer-payee-name').textContent).toBe('B*****o');
    expect(within(found).queryByTestId('transfer-payee-mer-no')).toBeNull();
    expect(within(found).queryByTestId('transfer-payee-country')).toBeNull();
  });

  it('sends an Idempotency-Key, reuses it when the same submission is retried', async () => {
    let transferCalls = 0;
    const { screenEl, user, callsTo, inputsTo } = await open('/wallet/transfer', [
      // The first submission is lost on the way: the network fails.
      on(walletApi.transfer, () => {
        if ((transferCalls += 1) === 1) throw new TypeError('Failed to fetch');
        return { result: RESULT };
      }),
    ]);
    await fill(user, within(screenEl).getByTestId('transfer-payee-account'), 'M100000002');
    await user.click(within(screenEl).getByTestId('transfer-check-payee'));
    await within(screenEl).findByTestId('transfer-payee-name');
    await fill(user, within(screenEl).getByTestId('transfer-amount'), '1250.75');
    await fill(user, within(screenEl).getByTestId('transfer-note'), 'Invoice 42');
    await user.click(within(screenEl).getByTestId('transfer-next'));

    const modal = await screen.findByTestId('payment-confirm');
    await confirmPayment(user, modal, '1250.75');
    await screen.findByTestId('payment-confirm-error');
    await user.click(screen.getByTestId('payment-confirm-submit'));

    expect(
      (await screen.findByTestId('transfer-order-no', {}, { timeout: 5_000 })).textContent,
    ).toBe('WT202611220001');
    const keys = callsTo(walletApi.transfer).map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^wallet-transfer-[\w-]{8,}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(inputsTo(walletApi.transfer)[1]).toEqual({
      payeeAccount: 'M100000002',
      currency: 'USD',
      amount: '1250.75',
      reenteredAmount: '1250.75',
      note: 'Invoice 42',
      credentials: { payPwd: '258147' },
    });
    // Made: what was typed is not offered again.
    expect(sessionStorage.getItem('wallet-transfer-draft')).toBeNull();
  });

  it('takes a new key after the server refused the submission', async () => {
    let transferCalls = 0;
    const { screenEl, user, callsTo } = await open('/wallet/transfer', [
      on(walletApi.transfer, () =>
        (transferCalls += 1) === 1
          ? { errorCode: 'PAY_PWD_WRONG', message: 'The payment password is incorrect.' }
          : { result: RESULT },
      ),
    ]);
    await fill(user, within(screenEl).getByTestId('transfer-payee-account'), 'M100000002');
    await user.click(within(screenEl).getByTestId('transfer-check-payee'));
    await within(screenEl).findByTestId('transfer-payee-name');
    await fill(user, within(screenEl).getByTestId('transfer-amount'), '1250.75');
    await user.click(within(screenEl).getByTestId('transfer-next'));
    const modal = await screen.findByTestId('payment-confirm');
    await confirmPaymentAfterWrongPassword(user, modal, '1250.75');
    await screen.findByTestId('transfer-order-no', {}, { timeout: 5_000 });
    const keys = callsTo(walletApi.transfer).map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('reads a Russian amount with grouping spaces and a decimal comma, and sends a decimal', async () => {
    const { screenEl, user, inputsTo } = await open(
      '/wallet/transfer',
      [on(walletApi.transfer, { result: RESULT })],
      'ru-RU',
    );
    await fill(user, within(screenEl).getByTestId('transfer-payee-account'), 'M100000002');
    await user.click(within(screenEl).getByTestId('transfer-check-payee'));
    await within(screenEl).findByTestId('transfer-payee-name');
    const amount = within(screenEl).getByTestId('transfer-amount');
    await fill(user, amount, '1 250,75');
    // Shown as typed; the decimal the wire writes is what is sent.
    expect((amount as HTMLInputElement).value).toBe('1 250,75');
    await user.click(within(screenEl).getByTestId('transfer-next'));
    const modal = await screen.findByTestId('payment-confirm');
    await confirmPayment(user, modal, '1250,75');
    await screen.findByTestId('transfer-order-no', {}, { timeout: 5_000 });
    expect(inputsTo(walletApi.transfer)[0]).toMatchObject({
      amount: '1250.75',
      reenteredAmount: '1250.75',
    });
  });
});

describe('wallet transfer before the merchant is certified', () => {
  it.each([
    [AccountState.Registered, '/auth/realname', 'Go to certification'],
    [AccountState.AgreementPending, '/auth/realname/agreement', 'Sign the agreement'],
    [AccountState.LivenessPending, '/auth/realname/lookQrCode', 'Verify on a phone'],
  ])(
    'says why money cannot move (state %i) and leads to the next step instead of the form',
    async (state, path, action) => {
      const user = userEvent.setup();
      const { router, callsTo } = renderApp('/wallet/transfer', {
        language: 'en-US',
        user: mainUser({ state }),
        api: BASE,
      });
      const notice = await screen.findByTestId('certification-required');
      expect(notice.textContent).toContain('Please complete real-person authentication first.');
      expect(screen.queryByTestId('transfer-form')).toBeNull();
      const go = within(notice).getByTestId('certification-required-go');
      expect(go.textContent).toBe(action);
      await user.click(go);
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
      expect(callsTo(walletApi.transfer)).toEqual([]);
    },
  );

  it('tells a member that the main account holder certifies', async () => {
    renderApp('/wallet/transfer', {
      language: 'ru-RU',
      user: memberUser({
        state: AccountState.CertificationDraft,
        authIdList: ['wallet:view', 'wallet:operate'],
      }),
      api: BASE,
    });
    const notice = await screen.findByTestId('certification-required');
    expect(notice.textContent).toContain('Сначала пройдите проверку личности.');
    expect(notice.textContent).toContain('её проходит владелец основного аккаунта');
    expect(within(notice).queryByTestId('certification-required-go')).toBeNull();
  });
});
