// The demo wallets' 90-day history (what `npm start` and the e2e server seed), through the API:
// the balances end where the lean seed's do, the home chart moves on most days in every currency,
// fund details page through hundreds of movements whose balances chain in time order and are never
// negative, transfers and payments look like real ones, last month's statement has content, the
// ledger's invariants hold, and seeding again adds nothing.
import {
  AMOUNT_FORMATS,
  formatAmount,
  GenerationType,
  OrderType,
  toMinor,
  type Currency,
} from '@tradebridge/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../modules/core/ledger/index.ts';
import { statementReport } from '../../modules/areas/wallet/index.ts';
import { createScheduledFiles } from '../../modules/services/download/scheduled.ts';
import { createTestDatabase } from '../../test/app.ts';
import { pdfPages } from '../../test/pdf-text.ts';
import { authHeaders, login, post, type Tokens } from '../../test/session.ts';
import { prepareDatabase } from '../bootstrap.ts';
import { DEMO } from '../seed-demo.ts';
import { useTestApp } from '../../test/suite.ts';

const CURRENCIES: Currency[] = ['USD', 'EUR', 'CNY', 'HKD'];

type Movement = {
  id: string;
  time: string;
  currency: Currency;
  orderType: number | null;
  orderNo: string | null;
  direction: 'in' | 'out';
  amount: string;
  balanceAfter: string;
  kind: string | null;
  counterparty: string | null;
  note: string | null;
};

const t = useTestApp({}, undefined, { history: true });
let demo: Tokens;
let buyer: Tokens;
let keys = 0;

const call = (path: string, body: unknown, tokens: Tokens, headers: Record<string, string> = {}) =>
  post(t.app, path, body, { ...authHeaders(tokens), language: 'en-US', ...headers });
const result = async (path: string, body: unknown, tokens: Tokens = demo) => {
  const res = (await call(path, body, tokens)).json();
  expect(res.status, `${path}: ${res.errorCode}`).toBe(1);
  return res.result;
};

/** Every fund movement of a merchant for a filter, through the screen's pages. */
const allMovements = async (tokens: Tokens, filter: object = {}) => {
  const rows: Movement[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const page = await result('wallet/details.json', { ...filter, pageNum, pageSize: 100 }, tokens);
    rows.push(...page.list);
    if (page.list.length < 100) return { rows, total: page.total as number };
  }
};

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** The ledger's entry count (its entriesBalance check counts them). */
const entryCount = async () =>
  (await verifyLedger(t.database.db)).find((c) => c.name === 'entriesBalance')!.checked;

beforeAll(async () => {
  demo = await login(t.app, DEMO.merchant.email);
  buyer = await login(t.app, DEMO.buyer.email);
});

describe('the demo history', () => {
  it('ends at the lean seed’s balances', async () => {
    const wallets = (await result('wallet/list.json', undefined)).list;
    expect(
      Object.fromEntries(
        wallets.map((w: { currency: string; available: string }) => [w.currency, w.available]),
      ),
    ).toEqual({ CNY: '350000.00', USD: '125000.00', EUR: '48250.00', HKD: '80000.00' });
    const buyerWallets = (await result('wallet/list.json', undefined, buyer)).list;
    expect(buyerWallets.find((w: { currency: string }) => w.currency === 'USD').available).toBe(
      '20000.00',
    );
    expect(buyerWallets.map((w: { currency: string }) => w.currency).sort()).toEqual(
      [...CURRENCIES].sort(),
    );
  });

  it('moves the home chart on most of the last 30 days in every currency', async () => {
    for (const currency of CURRENCIES) {
      const chart = await result('wallet/daily.json', {
        currency,
        dateFrom: isoDay(-29),
        dateTo: isoDay(0),
      });
      expect(chart.days).toHaveLength(30);
      const moving = chart.days.filter(
        (d: { inflow: string; outflow: string }) =>
          toMinor(d.inflow, currency) > 0n || toMinor(d.outflow, currency) > 0n,
      );
      expect(moving.length, currency).toBeGreaterThanOrEqual(12);
      const balances = new Set(chart.days.map((d: { balance: string }) => d.balance));
      expect(balances.size, currency).toBeGreaterThanOrEqual(12);
      expect(toMinor(chart.openingBalance, currency)).toBeGreaterThan(0n);
    }
  });

  it('pages fund details through hundreds of movements, chained in time order, never negative', async () => {
    for (const tokens of [demo, buyer]) {
      const { rows, total } = await allMovements(tokens);
      expect(rows).toHaveLength(total);
      if (tokens === demo) expect(total).toBeGreaterThan(300);
      for (const currency of CURRENCIES) {
        // Oldest first: each balance is the one before plus the movement.
        const own = rows.filter((r) => r.currency === currency).reverse();
        let balance = 0n;
        for (const row of own) {
          const amount = toMinor(row.amount, currency);
          balance += row.direction === 'in' ? amount : -amount;
          expect(toMinor(row.balanceAfter, currency), `${currency} ${row.id}`).toBe(balance);
          expect(balance).toBeGreaterThanOrEqual(0n);
        }
      }
      // The list is newest first and reaches back 90 days, none of it in the future.
      const times = rows.map((r) => Date.parse(r.time));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(times[0]).toBeLessThan(Date.now());
      expect(rows.at(-1)!.time.slice(0, 10)).toBe(isoDay(-90));
    }
  });

  it('has transfers both ways and payments that look like the real ones', async () => {
    const { rows } = await allMovements(demo);
    const transfers = rows.filter((r) => r.orderType === OrderType.WalletTransfer);
    for (const direction of ['in', 'out'] as const) {
      const some = transfers.filter((r) => r.direction === direction);
      expect(new Set(some.map((r) => r.currency)), direction).toEqual(new Set(CURRENCIES));
    }
    for (const r of transfers) {
      expect(r.orderNo).toMatch(new RegExp(`^WT${r.time.slice(0, 10).replaceAll('-', '')}\\d{8}$`));
      expect(r.counterparty).toBe(DEMO.buyer.name);
    }
    const payments = rows.filter((r) => r.kind === 'sandboxCredit');
    expect(payments.length + transfers.length).toBe(rows.length);
    expect(new Set(payments.map((r) => r.counterparty)).size).toBeGreaterThan(30);
    // Each wallet opens with a payment from one of its market's customers, with no note of ours
    // (it would read in English on every screen); every later payment carries the payer's reference.
    const openedAt = Math.min(...payments.map((r) => Date.parse(r.time)));
    for (const r of payments) {
      expect(r.orderNo).toMatch(/^SC\d{16}$/);
      if (Date.parse(r.time) === openedAt) expect(r.note).toBe('');
      else expect(r.note).toBeTruthy();
      expect(r.direction).toBe('in');
    }
    // The buyer sees the same transfers from its side, with the demo merchant as counterparty.
    const theirs = (await allMovements(buyer)).rows.filter(
      (r) => r.orderType === OrderType.WalletTransfer,
    );
    expect(theirs.map((r) => r.orderNo).sort()).toEqual(transfers.map((r) => r.orderNo).sort());
    expect(new Set(theirs.map((r) => r.counterparty))).toEqual(new Set([DEMO.merchant.name]));
  });

  it('gives last month a statement with content, on request and on the 1st', async () => {
    const now = new Date();
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
    const period = {
      currency: 'CNY',
      dateFrom: first.toISOString().slice(0, 10),
      dateTo: last.toISOString().slice(0, 10),
    };
    const created = (
      await call('download/export/statement.json', period, demo, {
        'idempotency-key': `history-statement-${++keys}`,
      })
    ).json().result;
    await t.app.deps.jobs.runDue();
    const { rows } = await allMovements(demo, period);
    expect(rows.length).toBeGreaterThan(20);
    const records = (await result('download/list.json', { pageSize: 100 })).list;
    expect(records.find((r: { id: string }) => r.id === created.id).rowCount).toBe(rows.length);
    const pdf = (await call('download/file.json', { id: created.id }, demo)).rawPayload;
    const text = pdfPages(pdf)
      .flatMap((page) => page.map((run) => run.text))
      .join('\n');
    // Every line's balance (the newest one's is the closing balance). Order numbers are not
    // compared: the statement's column shows only their first 15 characters.
    const money = (value: string) =>
      formatAmount(value, 'CNY', { ...AMOUNT_FORMATS['en-US'], fixed: true });
    for (const row of rows) expect(text).toContain(money(row.balanceAfter));
    // The monthly job makes one for every wallet that moved: the demo's four among them.
    expect(await createScheduledFiles(t.app.deps, statementReport, now)).toBeGreaterThanOrEqual(4);
    await t.app.deps.jobs.runDue();
    const scheduled = (
      await result('download/list.json', {
        generationType: GenerationType.Scheduled,
        pageSize: 100,
      })
    ).list;
    expect(scheduled).toHaveLength(4);
    for (const record of scheduled) expect(record.rowCount).toBeGreaterThan(20);
  });

  it('holds every ledger invariant', async () => {
    for (const check of await verifyLedger(t.database.db))
      expect(check.breaches, check.name).toEqual([]);
  });

  it('adds nothing when seeded again, with or without the history', async () => {
    const entries = await entryCount();
    const { total } = await allMovements(demo);
    expect(await prepareDatabase(t.database, { isProduction: false }, { history: true })).toEqual({
      hasHistory: true,
    });
    expect(await prepareDatabase(t.database, { isProduction: false })).toEqual({
      hasHistory: true,
    });
    expect(await entryCount()).toBe(entries);
    expect((await allMovements(demo)).total).toBe(total);
  });

  it('is not written behind wallets the lean seed funded already', async () => {
    const lean = await createTestDatabase();
    try {
      const before = (await verifyLedger(lean.db)).find((c) => c.name === 'entriesBalance')!;
      expect(await prepareDatabase(lean, { isProduction: false }, { history: true })).toEqual({
        hasHistory: false,
      });
      const after = (await verifyLedger(lean.db)).find((c) => c.name === 'entriesBalance')!;
      expect(after.checked).toBe(before.checked);
    } finally {
      await lean.close();
    }
  });
});
