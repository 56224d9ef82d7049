import { describe, expect, it } from 'vitest';
import { feeOf, ZFeeScheduleRow, type FeeScheduleRow } from './agreement.ts';
import { FeeType, FeeWay } from './constants.ts';

const row = (fields: object) =>
  ZFeeScheduleRow.parse({ feeType: FeeType.Payment, currency: 'USD', ...fields });

describe('the fee of an amount', () => {
  it('charges a fixed fee whatever the amount', () => {
    expect(feeOf(row({ feeWay: FeeWay.Fixed, fixed: '15' }), 1n, 'USD')).toBe(1500n);
    expect(feeOf(row({ feeWay: FeeWay.Fixed, fixed: '0' }), 10_000_00n, 'USD')).toBe(0n);
  });

  it('rounds a percentage half up to the cent and holds it between min and max', () => {
    const percent = row({ feeWay: FeeWay.Percent, percent: '0.1', min: '10', max: '50' });
    // 0.1 % of 12,345.00 is 12.345 → 12.35 (half up).
    expect(feeOf(percent, 12_345_00n, 'USD')).toBe(12_35n);
    expect(feeOf(percent, 12_344_00n, 'USD')).toBe(12_34n);
    expect(feeOf(percent, 100_00n, 'USD')).toBe(10_00n); // min
    expect(feeOf(percent, 1_000_000_00n, 'USD')).toBe(50_00n); // max
    // Exactly at the bounds: 10,000.00 → 10.00; 50,000.00 → 50.00.
    expect(feeOf(percent, 10_000_00n, 'USD')).toBe(10_00n);
    expect(feeOf(percent, 50_000_00n, 'USD')).toBe(50_00n);
  });

  it('adds the fixed part to the percentage, and works at every currency scale', () => {
    const both = ZFeeScheduleRow.parse({
      feeType: FeeType.Payment,
      currency: null,
      feeWay: FeeWay.PercentPlusFixed,
      percent: '0.3',
      fixed: '0.3',
    });
    expect(feeOf(both, 1_000_00n, 'USD')).toBe(3_30n);
    // JPY has no decimals: a fixed part of 0.3 cannot be charged in yen, and is not rounded away.
    expect(() => feeOf(both, 12_345n, 'JPY')).toThrow();
    expect(feeOf(ZFeeScheduleRow.parse({ ...both, fixed: '1' }), 12_345n, 'JPY')).toBe(38n); // 37.035 → 37, plus 1
    const usdt = ZFeeScheduleRow.parse({ ...both, fixed: '0.000001' });
    // USDT has 6 decimals: 0.3 % of 1.000001 is 0.0030000003 → 0.003000, plus 0.000001.
    expect(feeOf(usdt, 1_000_001n, 'USDT')).toBe(3_001n);
  });

  it('charges the whole amount by the step it falls in, bounds included', () => {
    const tiered = row({
      feeWay: FeeWay.Tiered,
      tiers: [
        { upTo: '1000', fixed: '5' },
        { upTo: '10000', percent: '0.3' },
        { upTo: null, percent: '0.2', fixed: '1' },
      ],
    });
    expect(feeOf(tiered, 1_000_00n, 'USD')).toBe(5_00n);
    expect(feeOf(tiered, 1_000_01n, 'USD')).toBe(3_00n); // 0.3 % of 1,000.01 = 3.00003
    expect(feeOf(tiered, 10_000_00n, 'USD')).toBe(30_00n);
    expect(feeOf(tiered, 10_000_01n, 'USD')).toBe(21_00n); // 0.2 % + 1
  });

  it('refuses a tiered fee whose last step is bounded, and a row of another currency', () => {
    expect(
      ZFeeScheduleRow.safeParse({
        feeType: FeeType.Payment,
        currency: 'USD',
        feeWay: FeeWay.Tiered,
        tiers: [{ upTo: '1000', fixed: '5' }],
      }).success,
    ).toBe(false);
    const usd: FeeScheduleRow = row({ feeWay: FeeWay.Fixed, fixed: '15' });
    expect(() => feeOf(usd, 100n, 'EUR')).toThrow(RangeError);
  });
});
