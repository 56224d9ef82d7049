import { ratesApi, walletApi } from '@tradebridge/contracts';
import type { Currency } from '@tradebridge/contracts';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mainUser, openScreen, screenTests } from '../../../test/render-app.tsx';
import { walletOf } from '../../../test/wallet-fixtures.ts';

screenTests(
  {},
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('./wallet-screen.tsx'),
);

/** A balance with 10.50 pending settlement. */
const wallet = (currency: Currency, available: string) =>
  walletOf(currency, available, { pendingSettlement: '10.50' });

const BALANCES = [wallet('USD', '125000.00'), wallet('EUR', '48250.40')];
const WALLETS = on(walletApi.list, { result: { list: BALANCES } });

const open = async (api: StubAnswers, user = mainUser()) => {
  return openScreen('/wallet', 'wallet-screen', { language: 'en-US', api, user }, 5_000);
};

describe('wallet screen', () => {
  it('shows one card per currency with its balances, amounts as decimal strings', async () => {
    const { screenEl } = await open([WALLETS]);
    const usd = await within(screenEl).findByTestId('wallet-card-USD');
    expect(within(usd).getByTestId('wallet-available').textContent).toBe('125,000.00 USD');
    expect(within(usd).getByTestId('wallet-pendingSettlement').textContent).toBe('10.50 USD');
    expect(usd.textContent).toContain('In transit');
    expect(usd.textContent).toContain('Deposit');
    const eur = within(screenEl).getByTestId('wallet-card-EUR');
    expect(within(eur).getByTestId('wallet-available').textContent).toBe('48,250.40 EUR');
    expect(within(usd).getByTestId('wallet-transfer')).toBeTruthy();
  });

  it('totals every balance in the chosen display currency at reference rates', async () => {
    localStorage.removeItem('tb.displayCurrency');
    const total = (displayCurrency: Currency, available: string) => ({
      result: {
        displayCurrency,
        available,
        total: available,
        asOf: '2026-11-20T00:00:00.000Z',
        source: 'Treasury desk',
        missing: [],
      },
    });
    const { inputsTo } = await open([
      WALLETS,
      on(ratesApi.walletTotal, ({ displayCurrency }) =>
        displayCurrency === 'EUR' ? total('EUR', '156375.5') : total('USD', '180780.35'),
      ),
    ]);
    expect((await screen.findByTestId('wallet-total-available')).textContent).toBe(
      '≈ 180,780.35 USD',
    );
    expect(screen.getByTestId('wallet-total-rates').textContent).toContain('Treasury desk');
    await userEvent.click(
      within(screen.getByTestId('wallet-total-currency')).getByRole('combobox'),
    );
    await userEvent.click(await screen.findByTitle('EUR'));
    await waitFor(() =>
      expect(screen.getByTestId('wallet-total-available').textContent).toBe('≈ 156,375.5 EUR'),
    );
    expect(inputsTo(ratesApi.walletTotal)).toContainEqual({ displayCurrency: 'EUR' });
    expect(localStorage.getItem('tb.displayCurrency')).toBe('EUR');
  });

  it('says so when the list is empty or fails', async () => {
    const view = await open([on(walletApi.list, { result: { list: [] } })]);
    expect(await screen.findByTestId('wallets-empty')).toBeTruthy();
    view.unmount();
    await open([on(walletApi.list, { errorCode: 'SERVER_ERROR', message: 'Sorry.' })]);
    expect(await screen.findByText('The wallets could not be loaded')).toBeTruthy();
  });

  it('opens a wallet in a currency not held yet', async () => {
    const user = userEvent.setup();
    const { screenEl, inputsTo } = await open([
      WALLETS,
      on(walletApi.open, ({ currency }) => ({
        result: { list: [...BALANCES, wallet(currency, '0')] },
      })),
    ]);
    await within(screenEl).findByTestId('wallet-card-USD');
    await user.click(within(screenEl).getByTestId('open-wallet'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox'));
    const options = [...document.querySelectorAll('.ant-select-item-option')].map(
      (o) => o.getAttribute('title') ?? o.textContent,
    );
    expect(options.some((o) => o?.startsWith('USD'))).toBe(false);
    expect(options.some((o) => o?.startsWith('JPY'))).toBe(true);
    await user.click(
      [...document.querySelectorAll('.ant-select-item-option')].find((o) =>
        o.textContent?.startsWith('JPY'),
      )!,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Open wallet' }));
    await waitFor(() => expect(inputsTo(walletApi.open)).toEqual([{ currency: 'JPY' }]));
    const jpy = await within(screenEl).findByTestId('wallet-card-JPY');
    expect(within(jpy).getByTestId('wallet-available').textContent).toBe('0 JPY');
  });

  it('offers no transfer and no new wallet without wallet:operate', async () => {
    const { screenEl } = await open(
      [WALLETS],
      mainUser({ adminFlag: false, authIdList: ['main:view', 'wallet:view'] }),
    );
    const usd = await within(screenEl).findByTestId('wallet-card-USD');
    expect(within(usd).queryByTestId('wallet-transfer')).toBeNull();
    expect(within(usd).getByTestId('wallet-details')).toBeTruthy();
    expect(within(screenEl).queryByTestId('open-wallet')).toBeNull();
  });
});
