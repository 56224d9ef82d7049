import { auditApi, merchantsApi, walletApi } from '@tradebridge/contracts';
import type { MerchantDetail, WalletBalance } from '@tradebridge/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { cleanUp, renderApp } from '../../../test/render-app.tsx';
import { outageOf, retryAfter } from '../../../test/failures.ts';

afterEach(cleanUp);

const ID = '00000000-0000-4000-8000-000000000102';

const buyer: MerchantDetail = {
  id: ID,
  merNo: 'M100000002',
  name: 'Buyer Supplies Ltd.',
  loginAccount: 'buyer@tradebridge.dev',
  state: 2,
  entityType: 'b',
  createdAt: '2026-01-02T03:04:05.000Z',
  accountManager: null,
  userCount: 1,
  frozenReason: null,
  users: [],
};

const wallet = (currency: WalletBalance['currency'], available: string): WalletBalance => ({
  currency,
  available,
  inTransit: '0.00',
  pendingSettlement: '0.00',
  frozen: '0.00',
  deposit: '0.00',
});

type Server = { wallets: WalletBalance[]; creditFails?: 'network' | 'validation' };

/** Wallet answers of a small server: a credit adds to the wallet (or fails as told, once). */
const handlers = (server: Server): StubAnswers => [
  on(merchantsApi.get, () => ({ result: buyer })),
  on(auditApi.list, () => ({ result: { list: [], total: 0, pageNum: 1, pageSize: 10 } })),
  on(walletApi.merchantWallets, () => ({ result: { list: server.wallets } })),
  on(walletApi.sandboxCredit, (body) => {
    const failure = server.creditFails;
    server.creditFails = undefined;
    if (failure === 'network') throw new TypeError('Failed to fetch');
    if (failure === 'validation')
      return { errorCode: 'VALIDATION_FAILED', message: 'Invalid request' };
    server.wallets = [...server.wallets, wallet(body.currency as 'EUR', String(body.amount))];
    return { result: { list: server.wallets } };
  }),
];

const walletsCard = () => screen.findByTestId('merchant-wallets', {}, { timeout: 5_000 });

/** Sets a text field at once (typing letter by letter through antd is slow in jsdom). */
const type = (testId: string, value: string) =>
  act(() => {
    fireEvent.change(screen.getByTestId(testId), { target: { value } });
  });

const chooseCurrency = async (_user: UserEvent, currency: string) => {
  const select = screen.getByTestId('credit-currency');
  const search = within(select).getByRole('combobox');
  // The option list is virtual: search so the currency is among the rendered options.
  act(() => {
    fireEvent.mouseDown(search);
    fireEvent.change(search, { target: { value: currency } });
  });
  const option = await waitFor(() => {
    const found = document.querySelector(`.ant-select-item-option[title="${currency}"]`);
    if (!found) throw new Error(`no option ${currency}`);
    return found;
  });
  act(() => {
    fireEvent.click(option);
  });
  await waitFor(() => expect(select.textContent).toContain(currency));
};

const fillCredit = async (user: UserEvent, currency: string, amount: string) => {
  await chooseCurrency(user, currency);
  await type('credit-amount', amount);
  await type('credit-payer-name', 'Hamburg Import GmbH');
  await type('credit-payer-country', 'de');
  await type('credit-reference', 'INV-2026-0042');
};

const openCredit = async (user: UserEvent) => {
  await user.click(within(await walletsCard()).getByTestId('sandbox-credit'));
  return screen.findByTestId('sandbox-credit-form');
};

/** The merchant's screen shown to `as` in English on a server of `server`, its credit form open. */
const creditFormFor = async (as: 'admin' | 'finance', server: Server) => {
  const user = userEvent.setup();
  const { callsTo } = renderApp(`/merchants/${ID}`, {
    language: 'en-US',
    as,
    api: handlers(server),
  });
  return { user, callsTo, form: await openCredit(user) };
};

// The whole console renders, with a modal form driven through antd: slow in jsdom on a busy machine.
describe('merchant wallets', { timeout: 40_000 }, () => {
  it('shows every capital type per currency, formatted, with localized titles', async () => {
    renderApp(`/merchants/${ID}`, {
      language: 'ru-RU',
      as: 'finance',
      api: handlers({
        wallets: [
          { ...wallet('USD', '20000.00'), frozen: '12.50', deposit: '1000.00' },
          wallet('JPY', '1500000'),
          { ...wallet('USDT', '0.000001'), inTransit: '2.100000' },
        ],
      }),
    });
    const card = await walletsCard();
    await waitFor(() => expect(within(card).getByTestId('wallet-USD-available')).toBeTruthy());
    const titles = [...card.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(titles).toEqual([
      'Валюта',
      'Доступно',
      'В пути',
      'Ожидает расчёта',
      'Заморожено',
      'Депозит',
    ]);
    const text = (id: string) => within(card).getByTestId(id).textContent;
    // Russian groups digits with a no-break space and writes a decimal comma; the table keeps the
    // currency's scale, so the column lines up.
    expect(text('wallet-USD-available')).toBe('20\u00a0000,00');
    expect(text('wallet-USD-frozen')).toBe('12,50');
    expect(text('wallet-USD-deposit')).toBe('1\u00a0000,00');
    expect(text('wallet-USD-inTransit')).toBe('0,00');
    expect(text('wallet-JPY-available')).toBe('1\u00a0500\u00a0000');
    expect(text('wallet-USDT-available')).toBe('0,000001');
    expect(text('wallet-USDT-inTransit')).toBe('2,100000');
  });

  it('shows no wallets to a role the permission matrix keeps from them (reviewer)', async () => {
    const { callsTo } = renderApp(`/merchants/${ID}`, {
      language: 'en-US',
      as: 'reviewer',
      api: handlers({ wallets: [wallet('USD', '1.00')] }),
    });
    await screen.findByTestId('merchant-detail', {}, { timeout: 20_000 });
    expect(screen.queryByTestId('merchant-wallets')).toBeNull();
    expect(callsTo(walletApi.merchantWallets)).toEqual([]);
  });

  it('says when there is no wallet, and when the wallets cannot be loaded', async () => {
    const user = userEvent.setup();
    const outage = outageOf(walletApi.merchantWallets, () => ({ result: { list: [] } }));
    renderApp(`/merchants/${ID}`, {
      language: 'en-US',
      as: 'finance',
      api: [...handlers({ wallets: [] }), outage.answer],
    });
    const card = await walletsCard();
    await retryAfter(user, outage, await within(card).findByTestId('wallets-error'));
    expect(await within(card).findByText('This merchant has no wallet yet')).toBeTruthy();
  });

  it('refuses an amount with more decimals than the currency has, before sending', async () => {
    const { user, callsTo, form } = await creditFormFor('finance', { wallets: [] });
    expect(form.textContent).toContain('Sandbox bank: no real money moves.');
    await chooseCurrency(user, 'EUR');
    await type('credit-amount', '3000.505');
    expect(await within(form).findByText('EUR amounts have at most 2 decimals')).toBeTruthy();

    // Another currency is checked against its own scale.
    await chooseCurrency(user, 'JPY');
    expect(await within(form).findByText('JPY amounts have no decimals')).toBeTruthy();
    await chooseCurrency(user, 'USDT');
    await type('credit-amount', '1.1234567');
    expect(await within(form).findByText('USDT amounts have at most 6 decimals')).toBeTruthy();
    await type('credit-amount', '1000000000');
    expect(
      await within(form).findByText('The amount can be at most 999,999,999.999999 USDT'),
    ).toBeTruthy();
    await user.click(screen.getByTestId('sandbox-credit-confirm'));
    expect(callsTo(walletApi.sandboxCredit)).toEqual([]);
  });

  it('refuses amounts that are not positive decimals and country codes that are not two letters', async () => {
    const { user, callsTo, form } = await creditFormFor('admin', { wallets: [] });
    await type('credit-amount', '1e3');
    expect(await within(form).findByText(/Enter the amount as digits/)).toBeTruthy();
    await type('credit-amount', '0.00');
    expect(await within(form).findByText('The amount must be greater than zero')).toBeTruthy();
    await type('credit-payer-country', 'D1');
    expect(await within(form).findByText(/two-letter ISO code/)).toBeTruthy();
    await user.click(screen.getByTestId('sandbox-credit-confirm'));
    expect(await within(form).findByText('Choose a currency')).toBeTruthy();
    expect(callsTo(walletApi.sandboxCredit)).toEqual([]);
  });

  it('sends an Idempotency-Key, reuses it when a network error is retried, and refreshes', async () => {
    const { user, callsTo, form } = await creditFormFor('admin', {
      wallets: [wallet('USD', '20000.00')],
      creditFails: 'network',
    });
    await fillCredit(user, 'EUR', '3000.50');
    // The country code is typed in upper case and named.
    expect((screen.getByTestId('credit-payer-country') as HTMLInputElement).value).toBe('DE');
    expect(form.textContent).toContain('Germany');

    await user.click(screen.getByTestId('sandbox-credit-confirm'));
    expect(await within(form).findByTestId('credit-retry')).toBeTruthy();
    await user.click(screen.getByTestId('sandbox-credit-confirm'));

    const card = await walletsCard();
    await waitFor(() =>
      expect(within(card).getByTestId('wallet-EUR-available').textContent).toBe('3,000.50'),
    );
    expect(await screen.findByText('3,000.5 EUR credited to Buyer Supplies Ltd.')).toBeTruthy();
    const calls = callsTo(walletApi.sandboxCredit);
    expect(calls.map((call) => call.input)).toEqual([
      {
        merchantId: ID,
        currency: 'EUR',
        amount: '3000.50',
        payerName: 'Hamburg Import GmbH',
        payerCountry: 'DE',
        reference: 'INV-2026-0042',
      },
      {
        merchantId: ID,
        currency: 'EUR',
        amount: '3000.50',
        payerName: 'Hamburg Import GmbH',
        payerCountry: 'DE',
        reference: 'INV-2026-0042',
      },
    ]);
    const [first, retry] = calls.map((call) => call.headers.get('Idempotency-Key'));
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(retry).toBe(first);

    // The next credit is another action: a new key.
    await openCredit(user);
    await fillCredit(user, 'USD', '10');
    await user.click(screen.getByTestId('sandbox-credit-confirm'));
    await waitFor(() => expect(callsTo(walletApi.sandboxCredit)).toHaveLength(3));
    expect(callsTo(walletApi.sandboxCredit)[2]?.headers.get('Idempotency-Key')).not.toBe(first);
  });

  it('takes a new key when the values change after a failure', async () => {
    const { user, callsTo } = await creditFormFor('finance', {
      wallets: [],
      creditFails: 'validation',
    });
    await fillCredit(user, 'EUR', '5');
    await user.click(screen.getByTestId('sandbox-credit-confirm'));
    await waitFor(() => expect(callsTo(walletApi.sandboxCredit)).toHaveLength(1));
    await type('credit-amount', '6');
    await user.click(screen.getByTestId('sandbox-credit-confirm'));
    await waitFor(() => expect(callsTo(walletApi.sandboxCredit)).toHaveLength(2));
    const [first, second] = callsTo(walletApi.sandboxCredit).map((call) =>
      call.headers.get('Idempotency-Key'),
    );
    expect(second).not.toBe(first);
    expect(screen.queryByTestId('credit-retry')).toBeNull();
  });
});
