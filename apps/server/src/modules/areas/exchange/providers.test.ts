import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REFERENCE_RATES } from '../../core/rates/index.ts';
import { offlineDriftPpm, parseEcbXml, perUsdOfEcbDay } from './providers.ts';

const sample = readFileSync(new URL('./__tests__/eurofxref-sample.xml', import.meta.url), 'utf8');

describe('the ECB file', () => {
  it('reads every day, newest first, with its rates per euro', () => {
    const days = parseEcbXml(sample);
    expect(days.map((d) => d.date)).toEqual(['2026-11-24', '2026-11-23']);
    expect(days[0]!.perEur.get('JPY')).toBe('178.61');
    expect(days[1]!.perEur.size).toBe(4);
  });

  it('turns a day into rates per USD, filling what the ECB does not publish', () => {
    const [day] = parseEcbXml(sample);
    const perUsd = perUsdOfEcbDay(day!, DEFAULT_REFERENCE_RATES.perUsd);
    expect(perUsd.USD).toBe('1');
    // 1 / 1.1560 and 178.61 / 1.1560, 12 decimals half up.
    expect(perUsd.EUR).toBe('0.865051903114');
    expect(perUsd.JPY).toBe('154.506920415225');
    // Not published: stablecoins as USD, CNH as CNY, the rest from the reference rates.
    expect(perUsd.USDT).toBe('1');
    expect(perUsd.CNH).toBe(perUsd.CNY);
    expect(perUsd.KZT).toBe(DEFAULT_REFERENCE_RATES.perUsd.KZT);
  });

  it('refuses a file without rates', () => {
    expect(() => parseEcbXml('<Cube></Cube>')).toThrow(/no <Cube time/);
  });
});

describe('the offline provider', () => {
  it('moves each currency a little, the same at the same moment, and USD not at all', () => {
    const at = new Date('2026-11-25T02:00:00Z');
    expect(offlineDriftPpm('EUR', at)).toBe(offlineDriftPpm('EUR', new Date(at)));
    expect(offlineDriftPpm('USD', at)).toBe(0);
    const drifts = Array.from({ length: 96 }, (_, i) =>
      offlineDriftPpm('EUR', new Date(at.getTime() + i * 3_600_000)),
    );
    expect(Math.max(...drifts.map(Math.abs))).toBeLessThanOrEqual(16_500);
    expect(new Set(drifts).size).toBeGreaterThan(90);
    expect(Math.abs(offlineDriftPpm('USDT', at))).toBeLessThanOrEqual(330);
  });
});
