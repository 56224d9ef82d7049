// Currency exchange through the API (issue 18), on PGlite and on PostgreSQL: rates, quotes and
// their rounding, expiry and trading window by an injected clock, one booking per quote, review,
// records, tenancy, and a property test of the ledger over random sequences of exchanges.
import {
  CURRENCY_CODES,
  crossRate,
  customerRate,
  ExchangeState,
  rateString,
  minorUnits,
  toMinor,
  type Currency,
} from '@tradebridge/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../../platform/db/client.ts';
import { createTestApp } from '../../../../test/app.ts';
import { ADMIN_EMAIL, enrolOperator, ops, type OpsSession } from '../../../../test/operators.ts';
import { paymentCodeOf, setPaymentPassword } from '../../../../test/payment.ts';
import { authHeaders, login, post, type Tokens } from '../../../../test/session.ts';
import { verifyLedger } from '../../../core/ledger/index.ts';
import { offlineProvider } from '../providers.ts';
import { useTestApp } from '../../../../test/suite.ts';

const t = useTestApp();
let demo: Tokens;
let buyer: Tokens;
let admin: OpsSession;
const PIN = '258147';

/** A Wednesday at 10:00 in Shanghai (02:00 UTC): inside the default trading window. */
const WEDNESDAY = new Date('2026-11-25T02:00:00.000Z');
const setClock = (at: Date) => {
  t.app.deps.now = () => at;
};

let keys = 0;
const call = (path: string, body?: unknown, tokens = demo, headers: Record<string, string> = {}) =>
  post(t.app, path, body, { ...authHeaders(tokens), language: 'en-US', ...headers });
const withKey = () => ({ 'idempotency-key': `exchange-test-${Date.now()}-${(keys += 1)}` });

const preparePayment = (tokens: Tokens, account: string) =>
  setPaymentPassword(t, tokens, account, PIN);
const paymentCode = (tokens: Tokens, account: string) => paymentCodeOf(t, tokens, account);

const quote = async (body: Record<string, unknown>, tokens = demo) =>
  call('exchange/quote.json', { side: 'sell', ...body }, tokens);

const confirm = async (
  quoteId: string,
  amount: string,
  { tokens = demo, account = 'demo@tradebridge.dev', code = '' } = {},
) =>
  call(
    'exchange/confirm.json',
    {
      quoteId,
      reenteredAmount: amount,
      credentials: { payPwd: PIN, accountCode: code || (await paymentCode(tokens, account)) },
    },
    tokens,
    withKey(),
  );

const available = async (currency: string, tokens = demo) =>
  (
    (await call('wallet/list.json', undefined, tokens)).json().result.list as {
      currency: string;
      available: string;
      frozen: string;
    }[]
  ).find((w) => w.currency === currency) ?? { currency, available: '0', frozen: '0' };

beforeAll(async () => {
  demo = await login(t.app, 'demo@tradebridge.dev');
  buyer = await login(t.app, 'buyer@tradebridge.dev');
  admin = await enrolOperator(t.app, ADMIN_EMAIL);
  await preparePayment(demo, 'demo@tradebridge.dev');
});
afterEach(() => setClock(WEDNESDAY));

describe('rate inquiry', () => {
  it('gives the mid rate, my rate after the agreement spread, the locks and the window', async () => {
    setClock(WEDNESDAY);
    const res = await call('exchange/rate.json', { sellCurrency: 'USD', buyCurrency: 'EUR' });
    const r = res.json().result;
    const { perUsd } = await offlineProvider.ratesAt(t.app.deps.db, WEDNESDAY);
    expect(r.midRate).toBe(rateString(crossRate(perUsd.USD, perUsd.EUR)));
    expect(r.rate).toBe(rateString(customerRate(crossRate(perUsd.USD, perUsd.EUR), 30)));
    // The demo merchant holds b2b and b2c: it trades at the better agreement, 30 bp.
    expect(r.spreadBp).toBe(30);
    expect(r.locks).toEqual([
      { seconds: 60, extraBp: 0 },
      { seconds: 900, extraBp: 10 },
      { seconds: 3600, extraBp: 25 },
    ]);
    expect(r).toMatchObject({ open: true, nextOpenAt: null, review: false, provider: 'offline' });
    expect(r.available).toBe('125000.00');
    expect(r.minSell).toBe('0.01');
  });

  it('refuses the same currency on both sides, naming the field', async () => {
    const res = await call('exchange/rate.json', { sellCurrency: 'USD', buyCurrency: 'USD' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('buyCurrency');
  });

  it('draws 30 days of history, one point a day, today last', async () => {
    const res = await call('exchange/history.json', { sellCurrency: 'EUR', buyCurrency: 'CNY' });
    const points = res.json().result.points as { date: string; rate: string }[];
    expect(points).toHaveLength(30);
    expect(points.at(-1)!.date).toBe('2026-11-25');
    expect(new Set(points.map((p) => p.rate)).size).toBeGreaterThan(20);
  });
});

describe('quotes', () => {
  it('prices exactly at every currency scale, both ways', async () => {
    setClock(WEDNESDAY);
    const cases: [Currency, Currency, 'sell' | 'buy', string][] = [
      ['USD', 'JPY', 'sell', '100.01'],
      ['USD', 'JPY', 'buy', '15000'],
      ['JPY', 'USD', 'buy', '10.00'],
      ['USD', 'USDT', 'sell', '10.01'],
      ['USD', 'USDT', 'buy', '9.123457'],
      ['CNY', 'IDR', 'sell', '1.00'],
      ['HKD', 'KZT', 'buy', '5000.00'],
    ];
    const { perUsd } = await offlineProvider.ratesAt(t.app.deps.db, WEDNESDAY);
    for (const [sell, buy, side, amount] of cases) {
      // JPY is sold from a wallet the demo merchant does not hold: price only what it can afford.
      const res = await quote({ sellCurrency: sell, buyCurrency: buy, side, amount });
      if (sell === 'JPY') {
        expect(res.json().errorCode).toBe('INSUFFICIENT_BALANCE');
        continue;
      }
      const q = res.json().result;
      expect(q.sellAmount.split('.')[1]?.length ?? 0).toBe(minorUnits(sell));
      expect(q.buyAmount.split('.')[1]?.length ?? 0).toBe(minorUnits(buy));
      const mid = crossRate(perUsd[sell], perUsd[buy]);
      const S = toMinor(q.sellAmount, sell);
      const B = toMinor(q.buyAmount, buy);
      const fee = toMinor(q.fee, sell);
      // fee = S × 30 bp, half up.
      expect(fee).toBe((S * 30n * 2n + 10_000n) / 20_000n);
      const shift = minorUnits(buy) - minorUnits(sell);
      const convert = (net: bigint) =>
        (net * mid * 10n ** BigInt(Math.max(shift, 0))) /
        (10n ** 10n * 10n ** BigInt(Math.max(-shift, 0)));
      if (side === 'sell') {
        expect(q.sellAmount).toBe(amount);
        expect(B).toBe(convert(S - fee));
      } else {
        expect(q.buyAmount).toBe(amount);
        // The least sell amount that reaches the buy amount.
        expect(convert(S - fee)).toBeGreaterThanOrEqual(B);
        const less = S - 1n;
        expect(convert(less - (less * 30n * 2n + 10_000n) / 20_000n)).toBeLessThan(B);
      }
    }
  });

  it('refuses below 0.01, a conversion to nothing, too many decimals and an unoffered lock', async () => {
    setClock(WEDNESDAY);
    const bad = async (body: Record<string, unknown>) => {
      const res = await quote(body);
      expect(res.statusCode).toBe(400);
      return JSON.stringify(res.json());
    };
    expect(await bad({ sellCurrency: 'USD', buyCurrency: 'EUR', amount: '0.001' })).toContain(
      'amount',
    );
    expect(await bad({ sellCurrency: 'IDR', buyCurrency: 'USD', amount: '0.5' })).toContain(
      'amount',
    );
    expect(
      await bad({ sellCurrency: 'USD', buyCurrency: 'CNY', side: 'buy', amount: '0.001' }),
    ).toContain('amount');
  });

  it('refuses more than the available balance before anything is stored', async () => {
    setClock(WEDNESDAY);
    const before = await queryRows<{ n: string }>(
      t.app.deps.db,
      sql`SELECT count(*)::text AS n FROM exchange_quotes`,
    );
    const res = await quote({ sellCurrency: 'USD', buyCurrency: 'EUR', amount: '125000.01' });
    expect(res.json().errorCode).toBe('INSUFFICIENT_BALANCE');
    const after = await queryRows<{ n: string }>(
      t.app.deps.db,
      sql`SELECT count(*)::text AS n FROM exchange_quotes`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('prices a longer lock with its wider spread and expires it later', async () => {
    setClock(WEDNESDAY);
    const q = (
      await quote({ sellCurrency: 'USD', buyCurrency: 'EUR', amount: '1000.00', lockSeconds: 3600 })
    ).json().result;
    expect(q.spreadBp).toBe(55);
    expect(q.expiresAt).toBe(new Date(WEDNESDAY.getTime() + 3600_000).toISOString());
    expect(q.fee).toBe('5.50');
  });
});

describe('expiry and the trading window (injected clock)', () => {
  it('books a quote until its last millisecond and refuses it at the moment it expires', async () => {
    setClock(WEDNESDAY);
    const first = (await quote({ sellCurrency: 'USD', buyCurrency: 'EUR', amount: '10.00' })).json()
      .result;
    const second = (
      await quote({ sellCurrency: 'USD', buyCurrency: 'EUR', amount: '11.00' })
    ).json().result;
    setClock(new Date(WEDNESDAY.getTime() + 59_999));
    const ok = await confirm(first.quoteId, '10.00');
    expect(ok.json().result).toMatchObject({ state: ExchangeState.Completed, sellAmount: '10.00' });
    setClock(new Date(WEDNESDAY.getTime() + 60_000));
    const late = await confirm(second.quoteId, '11.00');
    expect(late.json().errorCode).toBe('TRADING_TIMEOUT');
    expect(late.json().message).toBe(
      "Trading timed out. Please place the order again after the quote's validity period.",
    );
  });

  it('opens Monday 06:00 and closes Saturday 06:00 in Shanghai; USDT/USDC never closes', async () => {
    const at = (iso: string) => {
      setClock(new Date(iso));
      return quote({ sellCurrency: 'USD', buyCurrency: 'EUR', amount: '1.00' });
    };
    // Saturday 05:59 and 06:00 in Shanghai are Friday 21:59 and 22:00 UTC.
    expect((await at('2026-11-27T21:59:59.000Z')).json().status).toBe(1);
    const closed = await at('2026-11-27T22:00:00.000Z');
    expect(closed.json().errorCode).toBe('TRADING_NOT_SUPPORTED');
    expect(closed.json().message).toBe('Trading is not supported at the current time.');
    // Monday 05:59 and 06:00 in Shanghai are Sunday 21:59 and 22:00 UTC.
    expect((await at('2026-11-29T21:59:00.000Z')).json().errorCode).toBe('TRADING_NOT_SUPPORTED');
    expect((await at('2026-11-29T22:00:00.000Z')).json().status).toBe(1);
    // The rate inquiry says when it opens.
    setClock(new Date('2026-11-28T12:00:00.000Z'));
    const rate = (
      await call('exchange/rate.json', { sellCurrency: 'USD', buyCurrency: 'EUR' })
    ).json().result;
    expect(rate).toMatchObject({ open: false, nextOpenAt: '2026-11-29T22:00:00.000Z' });
  });

  it('follows a window an operator sets in another zone, across its clock change', async () => {
    const save = await ops(
      t.app,
      'exchange/window/save.json',
      {
        timeZone: 'America/New_York',
        opens: { weekday: 1, time: '08:00' },
        closes: { weekday: 5, time: '17:00' },
        alwaysOpen: ['USDT', 'USDC'],
      },
      admin,
    );
    expect(save.json().result.window.timeZone).toBe('America/New_York');
    const at = (iso: string) => {
      setClock(new Date(iso));
      return quote({ sellCurrency: 'USD', buyCurrency: 'EUR', amount: '1.00' });
    };
    // Friday 30 October 2026, EDT (UTC−4): 16:59 open, 17:00 closed.
    expect((await at('2026-10-30T20:59:00.000Z')).json().status).toBe(1);
    expect((await at('2026-10-30T21:00:00.000Z')).json().errorCode).toBe('TRADING_NOT_SUPPORTED');
    // Monday 2 November 2026, EST (UTC−5) since the 1st: 07:59 closed, 08:00 open.
    expect((await at('2026-11-02T12:59:00.000Z')).json().errorCode).toBe('TRADING_NOT_SUPPORTED');
    expect((await at('2026-11-02T13:00:00.000Z')).json().status).toBe(1);
    // A bad zone is named.
    const bad = await ops(
      t.app,
      'exchange/window/save.json',
      { ...save.json().result.window, timeZone: 'Mars/Olympus' },
      admin,
    );
    expect(JSON.stringify(bad.json())).toContain('timeZone');
    await ops(
      t.app,
      'exchange/window/save.json',
      {
        timeZone: 'Asia/Shanghai',
        opens: { weekday: 1, time: '06:00' },
        closes: { weekday: 6, time: '06:00' },
        alwaysOpen: ['USDT', 'USDC'],
      },
      admin,
    );
  });
});

describe('booking', () => {
  it('books one quote confirmed ten times at once: one order, one movement', async () => {
    setClock(WEDNESDAY);
    const before = await available('USD');
    const q = (await quote({ sellCurrency: 'USD', buyCurrency: 'HKD', amount: '100.00' })).json()
      .result;
    const code = await paymentCode(demo, 'demo@tradebridge.dev');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => confirm(q.quoteId, '100.00', { code })),
    );
    expect(answers.map((a) => a.json().errorCode ?? null)).toEqual(Array(10).fill(null));
    const orderNos = new Set(answers.map((a) => a.json().result?.orderNo));
    expect(orderNos.size).toBe(1);
    expect([...orderNos][0]).toMatch(/^FX\d{16}$/);
    const after = await available('USD');
    expect(toMinor(before.available, 'USD') - toMinor(after.available, 'USD')).toBe(10_000n);
    const orders = await queryRows<{ n: string }>(
      t.app.deps.db,
      sql`SELECT count(*)::text AS n FROM exchange_orders WHERE quote_id = ${q.quoteId}`,
    );
    expect(orders[0]!.n).toBe('1');
    // Fund details: the two movements of the exchange, order type 3.
    const details = (await call('wallet/details.json', { orderType: 3, pageSize: 50 })).json()
      .result.list as { orderNo: string; currency: string; amount: string }[];
    const mine = details.filter((d) => d.orderNo === [...orderNos][0]);
    expect(mine.map((d) => d.currency).sort()).toEqual(['HKD', 'USD']);
    expect((await verifyLedger(t.app.deps.db)).flatMap((c) => c.breaches)).toEqual([]);
  });

  it('gives another merchant’s quote, order and alert as not found', async () => {
    setClock(WEDNESDAY);
    const q = (await quote({ sellCurrency: 'USD', buyCurrency: 'EUR', amount: '5.00' })).json()
      .result;
    await preparePayment(buyer, 'buyer@tradebridge.dev');
    const theirs = await confirm(q.quoteId, '5.00', {
      tokens: buyer,
      account: 'buyer@tradebridge.dev',
    });
    expect(theirs.json().errorCode).toBe('NOT_FOUND');
    const mine = await confirm(q.quoteId, '5.00');
    const orderNo = mine.json().result.orderNo;
    expect((await call('exchange/detail.json', { orderNo }, buyer)).json().errorCode).toBe(
      'NOT_FOUND',
    );
    expect((await call('exchange/list.json', {}, buyer)).json().result.list).toEqual([]);
    const alert = (
      await call('exchange/alerts/add.json', {
        sellCurrency: 'USD',
        buyCurrency: 'EUR',
        direction: 'above',
        level: '5',
      })
    ).json().result;
    expect(
      (await call('exchange/alerts/delete.json', { alertId: alert.id }, buyer)).json().errorCode,
    ).toBe('NOT_FOUND');
    await call('exchange/alerts/delete.json', { alertId: alert.id });
  });

  it('holds an exchange into CNY for review; approval books it, rejection releases it', async () => {
    setClock(WEDNESDAY);
    const usd = await available('USD');
    const cny = await available('CNY');
    const one = (await quote({ sellCurrency: 'USD', buyCurrency: 'CNY', amount: '200.00' })).json()
      .result;
    expect(one.review).toBe(true);
    const pending = (await confirm(one.quoteId, '200.00')).json().result;
    expect(pending.state).toBe(ExchangeState.PendingReview);
    const held = await available('USD');
    expect(toMinor(usd.available, 'USD') - toMinor(held.available, 'USD')).toBe(20_000n);
    expect(toMinor(held.frozen, 'USD') - toMinor(usd.frozen, 'USD')).toBe(20_000n);
    expect((await available('CNY')).available).toBe(cny.available);
    const queue = (await ops(t.app, 'exchange/orders.json', { state: 1 }, admin)).json().result;
    expect(queue.list.map((o: { orderNo: string }) => o.orderNo)).toContain(pending.orderNo);
    const approved = await ops(t.app, 'exchange/decide.json', { orderNo: pending.orderNo }, admin);
    expect(approved.json().result).toMatchObject({ state: ExchangeState.Completed, actions: [] });
    expect(toMinor((await available('CNY')).available, 'CNY') - toMinor(cny.available, 'CNY')).toBe(
      toMinor(pending.buyAmount, 'CNY'),
    );
    expect((await available('USD')).frozen).toBe(usd.frozen);
    // Twice is refused.
    expect(
      (await ops(t.app, 'exchange/decide.json', { orderNo: pending.orderNo }, admin)).json()
        .errorCode,
    ).toBe('EXCHANGE_STATE');

    const two = (await quote({ sellCurrency: 'USD', buyCurrency: 'CNY', amount: '50.00' })).json()
      .result;
    const second = (await confirm(two.quoteId, '50.00')).json().result;
    const rejected = await ops(
      t.app,
      'exchange/decide.json',
      { orderNo: second.orderNo, reason: 'Trade background not shown' },
      admin,
    );
    expect(rejected.json().result).toMatchObject({
      state: ExchangeState.ReviewRejected,
      reason: 'Trade background not shown',
    });
    const mine = (await call('exchange/detail.json', { orderNo: second.orderNo })).json().result;
    expect(mine).toMatchObject({ state: 3, reason: 'Trade background not shown' });
    expect((await available('USD')).frozen).toBe(usd.frozen);
    const notices = (await call('notice/list.json', { type: 1 })).json().result.list as {
      kind: string;
      title: string;
    }[];
    expect(
      notices.some((n) => n.kind === 'exchangeReview' && n.title.includes(second.orderNo)),
    ).toBe(true);
    expect((await verifyLedger(t.app.deps.db)).flatMap((c) => c.breaches)).toEqual([]);
  });

  it('lists records by filter and shows the console the position and today’s pairs', async () => {
    setClock(WEDNESDAY);
    const list = (
      await call('exchange/list.json', { sellCurrency: 'USD', buyCurrency: 'HKD' })
    ).json().result;
    expect(list.total).toBeGreaterThanOrEqual(1);
    expect(list.list.every((o: { buyCurrency: string }) => o.buyCurrency === 'HKD')).toBe(true);
    const position = (await ops(t.app, 'exchange/position.json', {}, admin)).json().result;
    const usd = position.currencies.find((c: { currency: string }) => c.currency === 'USD');
    expect(Number(usd.position)).toBeGreaterThan(0);
    expect(Number(usd.fees)).toBeGreaterThan(0);
    expect(
      (await ops(t.app, 'exchange/orders.json', { today: true, pageSize: 100 }, admin)).json()
        .result.total,
    ).toBeGreaterThanOrEqual(0);
  });

  it('lets an operator set a merchant’s spread for a pair, audited; the rate follows', async () => {
    setClock(WEDNESDAY);
    const saved = await ops(
      t.app,
      'exchange/rules/save.json',
      { merNo: 'M100000001', sellCurrency: 'USD', buyCurrency: 'EUR', spreadBp: 12, lock15mBp: 5 },
      admin,
    );
    expect(saved.json().status).toBe(1);
    const rate = (
      await call('exchange/rate.json', { sellCurrency: 'USD', buyCurrency: 'EUR' })
    ).json().result;
    expect(rate.spreadBp).toBe(12);
    expect(rate.locks).toEqual([
      { seconds: 60, extraBp: 0 },
      { seconds: 900, extraBp: 5 },
    ]);
    const hourLock = await quote({
      sellCurrency: 'USD',
      buyCurrency: 'EUR',
      amount: '1.00',
      lockSeconds: 3600,
    });
    expect(JSON.stringify(hourLock.json())).toContain('lockSeconds');
    // The same scope again is refused; an unknown merchant is named.
    const again = await ops(
      t.app,
      'exchange/rules/save.json',
      { merNo: 'M100000001', sellCurrency: 'USD', buyCurrency: 'EUR', spreadBp: 1 },
      admin,
    );
    expect(again.statusCode).toBe(400);
    const unknown = await ops(
      t.app,
      'exchange/rules/save.json',
      { merNo: 'M999', spreadBp: 1 },
      admin,
    );
    expect(JSON.stringify(unknown.json())).toContain('merNo');
    const rule = saved
      .json()
      .result.rules.find((r: { merNo: string | null }) => r.merNo === 'M100000001');
    await ops(t.app, 'exchange/rules/delete.json', { id: rule.id }, admin);
    const audit = await queryRows<{ action: string }>(
      t.app.deps.db,
      sql`SELECT action FROM audit_log WHERE action LIKE 'exchange.rule%' ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['exchange.ruleSave', 'exchange.ruleDelete']);
  });
});

describe('rate alerts', () => {
  it('notifies once when the mid rate crosses the level, then stays off', async () => {
    setClock(WEDNESDAY);
    const mid = (
      await call('exchange/rate.json', { sellCurrency: 'EUR', buyCurrency: 'USD' })
    ).json().result.midRate as string;
    const below = (Number(mid) - 0.5).toFixed(4);
    const added = await call('exchange/alerts/add.json', {
      sellCurrency: 'EUR',
      buyCurrency: 'USD',
      direction: 'above',
      level: below,
    });
    expect(added.json().result.state).toBe('active');
    const { checkRateAlerts } = await import('../alerts.ts');
    expect(await checkRateAlerts(t.app.deps)).toBe(1);
    expect(await checkRateAlerts(t.app.deps)).toBe(0);
    const list = (await call('exchange/alerts.json')).json().result.list;
    expect(list[list.length - 1]).toMatchObject({ state: 'triggered', triggeredRate: mid });
    const notices = (await call('notice/list.json', { type: 1 })).json().result.list as {
      kind: string;
    }[];
    expect(notices.filter((n) => n.kind === 'rateAlert')).toHaveLength(1);
  });
});

describe('the ledger over any sequence of exchanges (property)', () => {
  it('keeps every currency at zero and moves the merchant’s value by the fees only', async () => {
    setClock(WEDNESDAY);
    // The merchant's value is judged at the mid rates of the (fixed) moment, the rates every
    // exchange of the run is priced from.
    const { perUsd } = await offlineProvider.ratesAt(t.app.deps.db, WEDNESDAY);
    const held: Currency[] = ['USD', 'EUR', 'HKD', 'CNY'];
    const pairs = held.flatMap((s) =>
      held.filter((b) => b !== s && b !== 'CNY').map((b) => [s, b]),
    );
    // Value in USD micro-units at the moment's rates (per 1 USD, 8 decimals).
    const units8 = (rate: string) => {
      const [w = '0', f = ''] = rate.split('.');
      return BigInt(w + f.padEnd(8, '0').slice(0, 8));
    };
    const micro = (minor: bigint, c: Currency) =>
      (minor * 10n ** 14n) / (10n ** BigInt(minorUnits(c)) * units8(perUsd[c]));
    const valueOf = async () => {
      let total = 0n;
      for (const c of CURRENCY_CODES) {
        const w = await available(c);
        const minor = toMinor(w.available, c) + toMinor(w.frozen, c);
        if (minor === 0n) continue;
        total += micro(minor, c);
      }
      return total;
    };
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            pair: fc.constantFrom(...pairs),
            amount: fc.integer({ min: 1, max: 500_00 }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        async (steps) => {
          const before = await valueOf();
          let feesMicro = 0n;
          // What rounding may cost beyond the fees: under one minor unit of each buy amount.
          let rounding = 0n;
          for (const { pair, amount } of steps) {
            const [sell, buy] = pair as [Currency, Currency];
            const value = (BigInt(amount) * 10n ** BigInt(minorUnits(sell))) / 100n;
            if (value === 0n) continue;
            const res = await quote({
              sellCurrency: sell,
              buyCurrency: buy,
              amount: (Number(value) / 10 ** minorUnits(sell)).toFixed(minorUnits(sell)),
            });
            if (res.json().status !== 1) continue;
            const q = res.json().result;
            const booked = await confirm(q.quoteId, q.sellAmount);
            expect(booked.json().status).toBe(1);
            const fee = toMinor(q.fee, sell);
            feesMicro += micro(fee, sell);
            rounding += micro(1n, buy) + 2n;
          }
          const lost = before - (await valueOf());
          // Lost = the fees, and the buy amounts' rounding down; never less (the micro-unit cuts of
          // these sums aside).
          expect(lost).toBeGreaterThanOrEqual(feesMicro - 10n);
          expect(lost).toBeLessThanOrEqual(feesMicro + rounding);
          const sums = await queryRows<{ currency: string; total: string }>(
            t.app.deps.db,
            sql`SELECT a.currency, sum(p.amount)::text AS total FROM postings p
                JOIN ledger_accounts a ON a.id = p.account_id GROUP BY a.currency`,
          );
          expect(sums.every((s) => s.total === '0')).toBe(true);
        },
      ),
      { numRuns: 6 },
    );
    expect((await verifyLedger(t.app.deps.db)).flatMap((c) => c.breaches)).toEqual([]);
  }, 120_000);
});

describe('rates from an ECB reference-rate file', () => {
  it('prices from the file’s latest day on or before now, and draws its days', async () => {
    const file = new URL('./eurofxref-sample.xml', import.meta.url).pathname;
    const ecb = await createTestApp({ exchangeRatesFile: file });
    try {
      ecb.app.deps.now = () => WEDNESDAY;
      const tokens = await login(ecb.app, 'demo@tradebridge.dev');
      const ask = (path: string, body: unknown) =>
        post(ecb.app, path, body, { ...authHeaders(tokens), language: 'en-US' });
      const rate = (
        await ask('exchange/rate.json', { sellCurrency: 'USD', buyCurrency: 'JPY' })
      ).json().result;
      expect(rate).toMatchObject({
        provider: 'ecb',
        midRate: rateString(crossRate('1', '154.506920415225')),
        asOf: '2026-11-24T15:00:00.000Z',
      });
      const history = (
        await ask('exchange/history.json', { sellCurrency: 'EUR', buyCurrency: 'USD' })
      ).json().result.points as { date: string; rate: string }[];
      // Rates per USD keep 12 decimals: EUR/USD crosses back to the file's at 10 decimals.
      const rateOn = (date: string) => history.find((p) => p.date === date)?.rate;
      expect(history.at(-1)!.date).toBe('2026-11-25');
      expect(rateOn('2026-11-25')).toBe('1.1560000000');
      expect(rateOn('2026-11-24')).toBe('1.1560000000');
      expect(rateOn('2026-11-23')).toBe('1.1520000000');
      // Before the file's first day: its oldest rates.
      expect(history[0]!.rate).toBe('1.1520000000');
    } finally {
      await ecb.close();
    }
  });
});

describe('the quote sweep', () => {
  it('deletes quotes never booked a day after their expiry, and keeps booked ones', async () => {
    const { deleteStaleQuotes } = await import('../repository.ts');
    const counts = async () =>
      (
        await queryRows<{ unused: string; used: string }>(
          t.app.deps.db,
          sql`SELECT count(*) FILTER (WHERE used_at IS NULL)::text AS unused,
                     count(*) FILTER (WHERE used_at IS NOT NULL)::text AS used FROM exchange_quotes`,
        )
      )[0]!;
    const before = await counts();
    expect(Number(before.unused)).toBeGreaterThan(0);
    expect(await deleteStaleQuotes(t.app.deps.db, new Date('2026-01-01T00:00:00Z'))).toBe(0);
    expect(await deleteStaleQuotes(t.app.deps.db, new Date('2027-01-01T00:00:00Z'))).toBe(
      Number(before.unused),
    );
    expect(await counts()).toEqual({ unused: '0', used: before.used });
  });
});
