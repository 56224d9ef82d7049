import { describe, expect, it } from 'vitest';
import { greetingFor, LIMITS } from './constants.ts';

describe('greetingFor (spec §9: before 9, to 11, to 13, before 20, evening)', () => {
  it.each([
    [0, 'morning'],
    [8, 'morning'],
    [8 + 59 / 60, 'morning'], // 8:59
    [9, 'forenoon'],
    [10, 'forenoon'],
    [11, 'noon'],
    [12, 'noon'],
    [13, 'afternoon'],
    [19, 'afternoon'],
    [19 + 59 / 60, 'afternoon'], // 19:59
    [20, 'evening'],
    [23, 'evening'],
  ] as const)('hour %d → %s', (hour, greeting) => {
    expect(greetingFor(hour)).toBe(greeting);
  });
});

describe('LIMITS', () => {
  it('match spec §5 and §9', () => {
    expect(LIMITS).toMatchObject({
      requestTimeoutMs: 60_000,
      chunkLoadTimeoutMs: 120_000,
      downloadCountdownSeconds: 60,
      tokenCookieDays: 7,
      batchPaymentPerFile: 50,
      batchPaymentPerForm: 20,
      receiptDownloadMax: 10,
      contractNumberMaxLength: 50,
      accountNameMaxLength: 100,
      uploadMaxBytes: 10 * 1024 * 1024,
      beneficialOwnerThresholdPercent: 25,
      exchangeMinSell: '0.01',
      paymentPasswordLength: 6,
      oneTimeCodeLength: 6,
      verificationCodeLength: 4,
      loginPasswordMinLength: 8,
      loginPasswordMaxLength: 16,
      rateDisplayDecimals: 4,
      nameMaskThreshold: 4,
    });
  });
});
