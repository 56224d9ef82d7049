import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorUnits, type Currency } from './currencies.ts';
import {
  crossRate,
  customerRate,
  DEFAULT_TRADING_WINDOW,
  inverseRate,
  isTradingOpen,
  minSellOf,
  nextOpening,
  priceExchange,
  rateString,
  rateUnitsOf,
  ruleFor,
} from './exchange.ts';
import { wallMinuteOfWeek } from './weekly-window.ts';

describe('rates', () => {
  it('crosses two rates per USD at 10 decimals, half up', () => {
    expect(rateString(crossRate('1', '7.12'))).toBe('7.1200000000');
    expect(rateString(crossRate('7.12', '1'))).toBe('0.1404494382');
    expect(rateString(crossRate('0.865', '154.5'))).toBe('178.6127167630');
    expect(rateString(crossRate('16650', '1'))).toBe('0.0000600601');
  });

  it('takes the spread off the mid rate and inverts', () => {
    expect(rateString(customerRate(rateUnitsOf('7.12'), 30))).toBe('7.0986400000');
    expect(rateString(inverseRate(rateUnitsOf('8')))).toBe('0.1250000000');
  });
});

describe('priceExchange', () => {
  const mid = (r: string) => rateUnitsOf(r);

  it('sells: fee half up at the sell scale, buy rounded down at the buy scale', () => {
    // 100.01 USD at 154.5 JPY, 30 bp: fee 0.30003 → 0.30; 99.71 × 154.5 = 15405.195 → 15405.
    expect(
      priceExchange({
        sellCurrency: 'USD',
        buyCurrency: 'JPY',
        side: 'sell',
        amount: 10_001n,
        midUnits: mid('154.5'),
        spreadBp: 30,
      }),
    ).toEqual({ sell: 10_001n, buy: 15_405n, fee: 30n });
    // Into a 6-decimal stablecoin.
    expect(
      priceExchange({
        sellCurrency: 'EUR',
        buyCurrency: 'USDT',
        side: 'sell',
        amount: 1_000n,
        midUnits: mid('1.1560693642'),
        spreadBp: 50,
      }),
    ).toEqual({ sell: 1_000n, buy: 11_502_890n, fee: 5n });
  });

  it('buys: exactly the amount typed, for the least sell amount that reaches it', () => {
    const priced = priceExchange({
      sellCurrency: 'USD',
      buyCurrency: 'JPY',
      side: 'buy',
      amount: 15_000n,
      midUnits: mid('154.5'),
      spreadBp: 30,
    });
    expect(priced.buy).toBe(15_000n);
    // 15000 / 154.5 = 97.087…, net 97.09; S − fee(S) ≥ 97.09 first at S = 97.38 (fee 0.29).
    expect(priced).toEqual({ sell: 9_738n, buy: 15_000n, fee: 29n });
  });

  it('both ways agree: selling what a buy costs buys at least as much (property)', () => {
    const currencies: Currency[] = ['USD', 'JPY', 'USDT', 'EUR', 'IDR', 'KZT'];
    fc.assert(
      fc.property(
        fc.constantFrom(...currencies),
        fc.constantFrom(...currencies),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 10n ** 4n, max: 10n ** 15n }),
        fc.integer({ min: 0, max: 1000 }),
        (sellCurrency, buyCurrency, amount, midUnits, spreadBp) => {
          if (sellCurrency === buyCurrency) return;
          const bought = priceExchange({
            sellCurrency,
            buyCurrency,
            side: 'buy',
            amount,
            midUnits,
            spreadBp,
          });
          expect(bought.buy).toBe(amount);
          const sold = priceExchange({
            sellCurrency,
            buyCurrency,
            side: 'sell',
            amount: bought.sell,
            midUnits,
            spreadBp,
          });
          expect(sold.fee).toBe(bought.fee);
          expect(sold.buy).toBeGreaterThanOrEqual(amount);
          // One sell unit less would not reach it.
          if (bought.sell > 1n) {
            const less = priceExchange({
              sellCurrency,
              buyCurrency,
              side: 'sell',
              amount: bought.sell - 1n,
              midUnits,
              spreadBp,
            });
            expect(less.buy).toBeLessThan(amount);
          }
        },
      ),
    );
  });

  it('has a least sell amount of 0.01, or one unit of a currency without cents', () => {
    expect(minSellOf('USD')).toBe(1n);
    expect(minSellOf('USDT')).toBe(10_000n);
    expect(minSellOf('JPY')).toBe(1n);
    expect(minorUnits('JPY')).toBe(0);
  });
});

describe('the trading window', () => {
  const w = DEFAULT_TRADING_WINDOW;
  const open = (iso: string, sell: Currency = 'USD', buy: Currency = 'EUR') =>
    isTradingOpen(w, sell, buy, new Date(iso));

  it('reads the wall clock of its zone', () => {
    // Wednesday 10:00 in Shanghai.
    expect(wallMinuteOfWeek(new Date('2026-11-25T02:00:00Z'), 'Asia/Shanghai')).toBe(
      2 * 1440 + 600,
    );
  });

  it('opens Monday 06:00 (inclusive) and closes Saturday 06:00 (exclusive), Shanghai time', () => {
    expect(open('2026-11-29T21:59:59Z')).toBe(false);
    expect(open('2026-11-29T22:00:00Z')).toBe(true);
    expect(open('2026-11-27T21:59:59Z')).toBe(true);
    expect(open('2026-11-27T22:00:00Z')).toBe(false);
    expect(open('2026-11-28T12:00:00Z', 'USDT', 'USDC')).toBe(true);
    expect(open('2026-11-28T12:00:00Z', 'USD', 'USDT')).toBe(false);
  });

  it('says when it opens next', () => {
    expect(nextOpening(w, 'USD', 'EUR', new Date('2026-11-28T12:00:30Z'))?.toISOString()).toBe(
      '2026-11-29T22:00:00.000Z',
    );
    expect(nextOpening(w, 'USD', 'EUR', new Date('2026-11-25T02:00:00Z'))).toBeNull();
  });

  it('wraps a window that closes earlier in the week than it opens, and an always-open one', () => {
    const weekend = {
      ...w,
      opens: { weekday: 5, time: '18:00' },
      closes: { weekday: 1, time: '08:00' },
    };
    // Sunday noon in Shanghai is open; Wednesday is not.
    expect(isTradingOpen(weekend, 'USD', 'EUR', new Date('2026-11-29T04:00:00Z'))).toBe(true);
    expect(isTradingOpen(weekend, 'USD', 'EUR', new Date('2026-11-25T04:00:00Z'))).toBe(false);
    const always = { ...w, closes: w.opens };
    expect(isTradingOpen(always, 'USD', 'EUR', new Date('2026-11-28T12:00:00Z'))).toBe(true);
  });

  it('follows a zone’s change to summer time', () => {
    const london = { ...w, timeZone: 'Europe/London' };
    // Saturday 28 March 2026 noon GMT → Monday 30 March 06:00 BST (UTC+1 since Sunday).
    expect(nextOpening(london, 'USD', 'EUR', new Date('2026-03-28T12:00:00Z'))?.toISOString()).toBe(
      '2026-03-30T05:00:00.000Z',
    );
    expect(isTradingOpen(london, 'USD', 'EUR', new Date('2026-03-30T05:00:00Z'))).toBe(true);
  });
});

describe('ruleFor', () => {
  const rule = (
    merchantId: string | null,
    sellCurrency: string | null,
    buyCurrency: string | null,
  ) => ({
    id: `${merchantId}-${sellCurrency}-${buyCurrency}`,
    merchantId,
    sellCurrency,
    buyCurrency,
  });

  it('takes the most specific rule: merchant, then sell, then buy', () => {
    const rules = [
      rule(null, null, null),
      rule(null, null, 'CNY'),
      rule('m1', null, null),
      rule('m1', 'USD', null),
    ];
    expect(ruleFor(rules, 'm1', 'USD', 'CNY')?.id).toBe('m1-USD-null');
    expect(ruleFor(rules, 'm1', 'EUR', 'CNY')?.id).toBe('m1-null-null');
    expect(ruleFor(rules, 'm2', 'EUR', 'CNY')?.id).toBe('null-null-CNY');
    expect(ruleFor(rules, 'm2', 'EUR', 'USD')?.id).toBe('null-null-null');
    expect(ruleFor([], 'm2', 'EUR', 'USD')).toBeUndefined();
  });
});
