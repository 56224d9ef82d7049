import { describe, expect, it } from 'vitest';
import { validationReason } from './errors.ts';
import { LANGUAGES } from './i18n.ts';
import { daysBetween, FUND_DAILY_MAX_DAYS, ZFundDailyQuery } from './wallet.ts';

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
