import type { Currency } from '@tradebridge/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HISTORY_DAYS, planDemoHistory, type HistoryParty } from './seed-demo-history.ts';

const DAY_MS = 86_400_000;
const CURRENCIES: Currency[] = ['USD', 'EUR', 'CNY', 'HKD'];
/** Today's balances, minor units: the lean seed's for the demo merchant and the buyer's USD. */
const TODAY: Record<HistoryParty, Partial<Record<Currency, bigint>>> = {
  demo: { USD: 125_000_00n, EUR: 48_250_00n, CNY: 350_000_00n, HKD: 80_000_00n },
  buyer: { USD: 20_000_00n },
};

/** A week of "todays", so every weekday is the first day once. */
const WEEK = Array.from(
  { length: 7 },
  (_, i) => new Date(Date.UTC(2026, 2, 2 + i, 9 + i, 17 * i)), // 2026-03-02 is a Monday
);

/** Replays the plan oldest first: every wallet's balance after every movement. */
const replay = (now: Date) => {
  const plan = planDemoHistory(now);
  const balance = new Map<string, bigint>();
  const key = (party: HistoryParty, currency: Currency) => `${party}:${currency}`;
  const add = (party: HistoryParty, currency: Currency, amount: bigint) =>
    balance.set(key(party, currency), (balance.get(key(party, currency)) ?? 0n) + amount);
  for (const o of plan.openings) add(o.party, o.currency, o.amount);
  const lows = new Map(balance);
  for (const m of plan.movements) {
    if (m.kind === 'payment') add('demo', m.currency, m.amount);
    else {
      add(m.from, m.currency, -m.amount);
      add(m.from === 'demo' ? 'buyer' : 'demo', m.currency, m.amount);
    }
    for (const [k, v] of balance) if (v < (lows.get(k) ?? v)) lows.set(k, v);
  }
  return { plan, balance, lows, key };
};

afterEach(() => vi.restoreAllMocks());

describe('the demo history plan', () => {
  it('is the same for the same day, made without Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    const now = WEEK[0]!;
    const later = new Date(now.getTime() + 5 * 3_600_000); // the same UTC day
    expect(planDemoHistory(later)).toEqual(planDemoHistory(now));
    expect(random).not.toHaveBeenCalled();
  });

  it.each(WEEK.map((d) => [d.toISOString().slice(0, 10), d] as const))(
    'from %s: ends at today’s balances, never below a tenth of them, oldest first',
    (_, now) => {
      const { plan, balance, lows, key } = replay(now);
      for (const party of ['demo', 'buyer'] as const)
        for (const [currency, amount] of Object.entries(TODAY[party]))
          expect(balance.get(key(party, currency as Currency)), `${party} ${currency}`).toBe(
            amount,
          );
      for (const [k, low] of lows) expect(low * 10n, k).toBeGreaterThanOrEqual(balance.get(k)!);
      const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      expect(plan.openedAt.getTime()).toBe(start - HISTORY_DAYS * DAY_MS);
      const times = plan.movements.map((m) => m.at.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times[0]).toBeGreaterThan(plan.openedAt.getTime());
      expect(times.at(-1)).toBeLessThan(start); // none of today's: all in the past
      expect(plan.movements.length).toBeGreaterThan(300);
      expect(plan.movements.length).toBeLessThan(800);
    },
  );

  it.each(WEEK.map((d) => [d.toISOString().slice(0, 10), d] as const))(
    'from %s: every currency moves on most days of the last 30, business days most',
    (_, now) => {
      const { plan } = replay(now);
      const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      for (const currency of CURRENCIES) {
        const own = plan.movements.filter((m) => m.currency === currency);
        const recentDays = new Set(
          own
            .filter((m) => m.at.getTime() >= start - 29 * DAY_MS)
            .map((m) => m.at.toISOString().slice(0, 10)),
        );
        expect(recentDays.size, currency).toBeGreaterThanOrEqual(12);
        // Transfers both ways in every currency, each with an order number of its day.
        const transfers = own.filter((m) => m.kind === 'transfer');
        expect(new Set(transfers.map((m) => (m.kind === 'transfer' ? m.from : '')))).toEqual(
          new Set(['demo', 'buyer']),
        );
        for (const m of own)
          expect(m.orderNo).toBe(
            `${m.kind === 'payment' ? 'SC' : 'WT'}${m.at.toISOString().slice(0, 10).replaceAll('-', '')}${m.orderNo.slice(-8)}`,
          );
      }
      const weekend = plan.movements.filter((m) => [0, 6].includes(m.at.getUTCDay())).length;
      // About 2/7 of the days are weekend days: far fewer than 2/7 of the movements fall on them.
      expect(weekend / plan.movements.length).toBeLessThan(0.1);
    },
  );

  it('has payers with names and countries and a reference for every payment', () => {
    const { plan } = replay(WEEK[3]!);
    const payments = plan.movements.filter((m) => m.kind === 'payment');
    expect(new Set(payments.map((m) => m.payer.name)).size).toBeGreaterThan(30);
    for (const m of payments) {
      expect(m.payer.country).toMatch(/^[A-Z]{2}$/);
      expect(m.note).toMatch(/^(Invoice DT-\d{4}-\d+|Order #\d+)$/);
      expect(m.amount).toBeGreaterThan(0n);
    }
  });
});
