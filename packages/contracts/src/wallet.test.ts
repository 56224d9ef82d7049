import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, type Currency } from './currencies.ts';
import { validationReason } from './error-messages.ts';
import { LANGUAGES } from './i18n.ts';
import { amountProblem, amountReason } from './money.ts';
import {
  daysBetween,
  FUND_DAILY_MAX_DAYS,
  ZFundDailyQuery,
  ZSandboxCreditRequest,
  ZWalletTransferRequest,
} from './wallet.ts';

const reasons = (value: unknown) =>
  ZFundDailyQuery.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('daily fund query', () => {
  it('counts UTC calendar days', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2025-03-30', '2025-03-31')).toBe(1);
    expect(daysBetween('2025-03-04', '2025-03-01')).toBe(-3);
  });

  it('takes one day up to a whole leap year', () => {
    expect(reasons({ currency: 'USD', dateFrom: '2025-03-01', dateTo: '2025-03-01' })).toEqual([]);
    expect(reasons({ currency: 'USD', dateFrom: '2024-01-01', dateTo: '2024-12-31' })).toEqual([]);
  });

  it('refuses a reversed or too long period on dateTo', () => {
    expect(reasons({ currency: 'USD', dateFrom: '2025-03-02', dateTo: '2025-03-01' })).toEqual([
      ['dateTo', 'dateRangeReversed'],
    ]);
    expect(reasons({ currency: 'USD', dateFrom: '2024-01-01', dateTo: '2025-01-01' })).toEqual([
      ['dateTo', `dateRangeTooLong:${FUND_DAILY_MAX_DAYS}`],
    ]);
  });

  it('does not compare a malformed date', () => {
    expect(reasons({ currency: 'USD', dateFrom: '2025-02-30', dateTo: '2025-01-01' })).toEqual([
      ['dateFrom', 'Invalid ISO date'],
    ]);
  });

  it.each(LANGUAGES)('has its reasons in %s', (language) => {
    expect(validationReason('dateRangeReversed', language)).toMatch(/\S/);
    expect(validationReason('dateRangeTooLong:366', language)).toContain('366');
    expect(validationReason('dateRangeTooLong:366', language)).not.toContain('{{');
  });
});

describe('the money-moving requests take the one amount rule (property)', () => {
  const amounts = fc.oneof(
    fc.stringMatching(/^\d{1,18}(?:\.\d{1,7})?$/),
    fc.constantFrom('', ' ', '0', '0.000', '-1', '1e3', '1,50'),
    fc.string({ maxLength: 12 }),
  );
  const currencies = fc.constantFrom<Currency>(...CURRENCY_CODES);
  const amountIssues = (issues: { path: PropertyKey[]; message: string }[] = [], field: string) =>
    issues.filter((i) => i.path[0] === field).map((i) => i.message);

  it('a sandbox credit refuses its amount exactly as amountProblem does', () => {
    fc.assert(
      fc.property(amounts, currencies, (amount, currency) => {
        const result = ZSandboxCreditRequest.safeParse({
          merchantId: '7f0c4d52-6a0e-4c55-9d2f-3b8f3a1d2e10',
          currency,
          amount,
          payerName: 'Payer',
          payerCountry: 'US',
          reference: 'INV-1',
        });
        const problem = amountProblem(amount, currency);
        expect(amountIssues(result.error?.issues, 'amount')).toEqual(
          problem ? [amountReason(problem)] : [],
        );
      }),
    );
  });

  it('a wallet transfer refuses both its amounts exactly as amountProblem does', () => {
    fc.assert(
      fc.property(amounts, amounts, currencies, (amount, reenteredAmount, currency) => {
        const result = ZWalletTransferRequest.safeParse({
          payeeAccount: 'M0001',
          currency,
          amount,
          reenteredAmount,
          credentials: { payPassword: '123456' },
        });
        for (const [field, value] of [
          ['amount', amount],
          ['reenteredAmount', reenteredAmount],
        ] as const) {
          const problem = amountProblem(value, currency);
          expect(amountIssues(result.error?.issues, field), field).toEqual(
            problem ? [amountReason(problem)] : [],
          );
        }
      }),
    );
  });
});
