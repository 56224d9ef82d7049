import { walletApi } from '@tradebridge/contracts';
import type { LedgerVerification } from '@tradebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { on } from '@tradebridge/ui/test';
import { cleanUp, renderApp } from '../../../test/render-app.tsx';
import { expectRefused, outageOf, retryAfter } from '../../../test/failures.ts';

afterEach(cleanUp);

const CHECKED_AT = '2026-03-04T05:06:07.000Z';

const result = (overrides: Partial<Record<string, string[]>> = {}): LedgerVerification => ({
  checkedAt: CHECKED_AT,
  checks: [
    {
      name: 'entriesBalance',
      description: 'postings of every entry sum to zero per currency',
      checked: 12,
      breaches: overrides.entriesBalance ?? [],
    },
    {
      name: 'noNegativeMerchantBalance',
      description: 'no merchant balance is below zero',
      checked: 40,
      breaches: overrides.noNegativeMerchantBalance ?? [],
    },
    {
      name: 'futureInvariant',
      description: 'an invariant the console does not know yet',
      checked: 3,
      breaches: overrides.futureInvariant ?? [],
    },
  ],
});

const screenReady = () => screen.findByTestId('ledger-check-screen', {}, { timeout: 5_000 });

describe('ledger check', () => {
  it('runs only when asked, then shows each invariant passing in green', async () => {
    const user = userEvent.setup();
    const { inputsTo } = renderApp('/ledger-check', {
      language: 'en-US',
      as: 'finance',
      api: [on(walletApi.verifyLedger, () => ({ result: result() }))],
    });
    await screenReady();
    expect(screen.getByTestId('ledger-not-run')).toBeTruthy();
    expect(inputsTo(walletApi.verifyLedger)).toEqual([]);

    await user.click(screen.getByTestId('ledger-run'));
    const summary = await screen.findByTestId('ledger-summary');
    expect(summary.textContent).toContain('Every invariant holds (3 checked)');
    expect(screen.getByTestId('ledger-checked-at').textContent).toMatch(
      /^Checked at \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2} [AP]M$/,
    );
    const entries = screen.getByTestId('ledger-check-entriesBalance');
    expect(entries.dataset.passed).toBe('true');
    expect(entries.textContent).toContain('Every entry balances');
    expect(entries.textContent).toContain(
      'The postings of each journal entry sum to zero in every currency.',
    );
    expect(within(entries).getByTestId('ledger-check-covered').textContent).toBe(
      'Journal entries checked: 12',
    );
    expect(within(entries).getByTestId('ledger-check-result').textContent).toBe('Holds');
    expect(within(entries).queryByTestId('ledger-check-breaches')).toBeNull();
    // An invariant the console has no text for shows the server's.
    const future = screen.getByTestId('ledger-check-futureInvariant');
    expect(future.textContent).toContain('futureInvariant');
    expect(future.textContent).toContain('an invariant the console does not know yet');
    expect(within(future).getByTestId('ledger-check-covered').textContent).toBe('Rows checked: 3');
    expect(screen.getByTestId('ledger-run').textContent).toBe('Run again');
  });

  it('lists the breaches of a breached invariant in red', async () => {
    const user = userEvent.setup();
    const breaches = [
      'account 7 (merchant:M100000002 EUR 1) is -5',
      'account 9 (merchant:M100000001 USD 4) is -1',
    ];
    renderApp('/ledger-check', {
      language: 'ru-RU',
      as: 'admin',
      api: [
        on(walletApi.verifyLedger, () => ({
          result: result({ noNegativeMerchantBalance: breaches }),
        })),
      ],
    });
    await screenReady();
    await user.click(screen.getByTestId('ledger-run'));
    const summary = await screen.findByTestId('ledger-summary');
    expect(summary.textContent).toContain('Нарушено инвариантов: 1 из 3');
    expect(summary.className).toContain('ant-alert-error');

    const check = screen.getByTestId('ledger-check-noNegativeMerchantBalance');
    expect(check.dataset.passed).toBe('false');
    expect(within(check).getByTestId('ledger-check-result').textContent).toBe('Нарушен');
    expect(check.textContent).toContain('Нарушений: 2');
    const list = within(check).getByTestId('ledger-check-breaches');
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(breaches);
    expect(list.style.color).not.toBe('');
    // The others still hold.
    expect(screen.getByTestId('ledger-check-entriesBalance').dataset.passed).toBe('true');
  });

  it('shows a failure with a retry', async () => {
    const user = userEvent.setup();
    const outage = outageOf(walletApi.verifyLedger, () => ({ result: result() }), 'Database down');
    renderApp('/ledger-check', {
      language: 'en-US',
      as: 'admin',
      api: [outage.answer],
    });
    await screenReady();
    await user.click(screen.getByTestId('ledger-run'));
    await retryAfter(user, outage, await screen.findByTestId('ledger-error'));
    await waitFor(() => expect(screen.queryByTestId('ledger-error')).toBeNull());
    expect((await screen.findByTestId('ledger-summary')).textContent).toContain(
      'Every invariant holds',
    );
  });

  it('is refused to a reviewer', async () => {
    renderApp('/ledger-check', { as: 'reviewer', api: [] });
    await expectRefused(5_000);
  });
});
