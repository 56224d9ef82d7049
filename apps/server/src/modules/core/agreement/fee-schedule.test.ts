import { BizFlag, FeeWay, ZFeeScheduleRow } from '@tradebridge/contracts';
import { describe, expect, it } from 'vitest';
import { FEE_SCHEDULES } from './fee-schedule.ts';

const isZero = (value: string) => /^0+(?:\.0+)?$/.test(value);

describe.each(Object.values(BizFlag))('the %s fee schedule', (bizFlag) => {
  const { version, fees } = FEE_SCHEDULES[bizFlag];

  it('has a "YYYY-MM" version and a short table', () => {
    expect(version).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
    expect(fees.length).toBeGreaterThanOrEqual(5);
    expect(fees.length).toBeLessThanOrEqual(8);
  });

  it('has rows the contract accepts, each fee type and currency once', () => {
    for (const row of fees) expect(ZFeeScheduleRow.parse(row)).toEqual(row);
    const keys = fees.map((row) => `${row.feeType}:${row.currency ?? '*'}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names the currency of every amount that is not zero', () => {
    for (const row of fees) {
      const amounts = [
        'fixed' in row ? row.fixed : undefined,
        'min' in row ? row.min : undefined,
        'max' in row ? row.max : undefined,
      ].filter((v): v is string => v !== undefined && !isZero(v));
      if (amounts.length > 0) expect(row.currency, JSON.stringify(row)).not.toBeNull();
    }
  });

  it('keeps a minimum below its maximum', () => {
    for (const row of fees) {
      if (row.feeWay === FeeWay.Fixed || row.feeWay === FeeWay.Tiered) continue;
      if (!row.min || !row.max) continue;
      expect(Number(row.min)).toBeLessThan(Number(row.max));
    }
  });
});
