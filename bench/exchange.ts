// Currency exchange over HTTP (issue 18): MERCHANTS (16) merchants at once against the product as
// main.ts runs it, on PostgreSQL (DATABASE_URL's server or 127.0.0.1:5432, a fresh database made
// and dropped), with SERVER_TIMING on. Setup writes to the database as transfer.ts does: MERCHANTS
// copies of the demo merchant (certified) with USD and EUR to sell, each with USERS_PER_MERCHANT
// users (the demo admin's copies), and the trading window set open all week (the `exchangeWindow`
// setting, opens == closes); each user signs in and sets a payment password through the API.
// Then, every pair one that does not buy CNY (the default rule sends those to review):
// - phase 1, quotes only: each merchant asks exchange/quote.json in a loop; WARM_UP unmeasured,
//   then one merchant alone for 4 s (what a quote costs when nothing waits), then RUNS runs of
//   DURATION: quotes/s and the quote's p50/p95/p99, each the median of the runs;
// - phase 2, quote and confirm (one merchant alone for 3 s, then all): each merchant quotes, asks
//   the payment code, reads it (the development inbox stands in for the mailbox) and confirms
//   (exchange/confirm.json with payment password, code and the amount typed again). A payment
//   code may be asked again only after 60 s and ten times an hour per account, so each
//   confirmation is made by the next of its merchant's users, each user confirming once.
//   Confirmations/s, the confirm's p50/p99, the quote's beside it, and the mean of each step of
//   the confirm from its Server-Timing header.
// With each run: the CPU the server process, the database's backends (of this database) and this
// process used per request, the database's transactions per request, how many of the server's
// backends ran a statement and waited for a lock (sampled every 100 ms), and the load average.
// At the end, the orders by state (all completed: no pair went to review) and the ledger's
// invariants. Target: a quote answers in < 50 ms at p99 (phase 1, the median of the runs); the
// rest is recorded. BENCH_EXCHANGE_USERS, BENCH_WARM_UP, BENCH_DURATION, BENCH_CONFIRM_WARM_UP,
// BENCH_CONFIRM_DURATION, BENCH_RUNS change the sizes; BENCH_SERVER_NODE_ARGS profiles the server.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import {
  CapitalAccountType,
  CodeScene,
  ExchangeState,
  PlatformAccount,
} from '@tradebridge/contracts';
import { openDatabase } from '@tradebridge/server/db';
import { postEntries, verifyLedger } from '@tradebridge/server/ledger';
import { copyDemoAdmin, copyDemoMerchant, freshPostgres } from './lib.ts';
import {
  addServerTiming,
  backendPids,
  cpuSecondsOf,
  devInboxCode,
  meanSteps,
  median,
  merCaller,
  percentile,
  readyToPay,
  startProduct,
  succeeded,
  transactionsOf,
  type Session,
} from './product.ts';

const MERCHANTS = Number(process.env.BENCH_CALLERS ?? 16);
/** Users per merchant: phase 2 spends one per confirmation (see the head of the file); 480 covers ~120 a second. */
const USERS_PER_MERCHANT = Number(process.env.BENCH_EXCHANGE_USERS ?? 480);
const WARM_UP_MS = Number(process.env.BENCH_WARM_UP ?? 20) * 1000;
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 10) * 1000;
/** Phase 2's warm-up: phase 1 has warmed the server; the confirm's own path needs less. */
const CONFIRM_WARM_UP_MS = Number(process.env.BENCH_CONFIRM_WARM_UP ?? 5) * 1000;
const CONFIRM_DURATION_MS = Number(process.env.BENCH_CONFIRM_DURATION ?? 8) * 1000;
/** Measured runs per phase; each figure is their median, so one noisy run decides nothing. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PIN = '258147';
export const TARGETS = { quoteP99Ms: 50 };

/** What the merchants ask: sell USD or EUR (what they hold), by the sell or the buy amount. */
const PAIRS = [
  { sellCurrency: 'USD', buyCurrency: 'EUR', side: 'sell', amount: '100.00' },
  { sellCurrency: 'EUR', buyCurrency: 'USD', side: 'sell', amount: '80.00' },
  { sellCurrency: 'USD', buyCurrency: 'JPY', side: 'buy', amount: '15000' },
  { sellCurrency: 'USD', buyCurrency: 'GBP', side: 'sell', amount: '250.00' },
  { sellCurrency: 'EUR', buyCurrency: 'HKD', side: 'buy', amount: '1000.00' },
] as const;

/** Always open: the same weekday and time for opening and closing. */
const ALWAYS_OPEN = {
  timeZone: 'Asia/Shanghai',
  opens: { weekday: 1, time: '06:00' },
  closes: { weekday: 1, time: '06:00' },
  alwaysOpen: ['USDT', 'USDC'],
};

type Account = { email: string; ip: string };
type User = Account & { session: Session };

/** The merchants, their users, their USD and EUR, and the trading window open all week. */
const setUp = async (url: string) => {
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    const { db } = database;
    await db.execute(sql`
      INSERT INTO settings (key, value) VALUES ('exchangeWindow', ${JSON.stringify(ALWAYS_OPEN)}::jsonb)
      ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`);
    const merchants = await copyDemoMerchant(db, {
      prefix: 'X',
      name: 'FX Bench Trading',
      count: MERCHANTS,
    });
    await copyDemoAdmin(db, {
      merchants: 'X',
      accounts: 'F',
      domain: 'fx.test',
      label: 'FX',
      perMerchant: USERS_PER_MERCHANT,
    });
    const funding = merchants.flatMap((m) =>
      (['USD', 'EUR'] as const).map((currency) => ({
        reference: `bench:fx-fund:${m.mer_no}:${currency}`,
        causedBy: 'bench',
        postings: [
          {
            account: { platform: PlatformAccount.BankClearing, currency },
            amount: -10_000_000_00n,
          },
          {
            account: { merchantId: m.id, currency, type: CapitalAccountType.Available },
            amount: 10_000_000_00n,
          },
        ],
      })),
    );
    await db.transaction((tx) => postEntries(tx, funding));
    // One client address per user: the per-address quotas are not what is measured.
    let n = 0;
    return merchants.map((m) =>
      Array.from({ length: USERS_PER_MERCHANT }, (_, k): Account => {
        const i = n++;
        return {
          email: `${m.mer_no.toLowerCase()}.${k + 1}@fx.test`,
          ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        };
      }),
    );
  } finally {
    await database.close();
  }
};

const mean = (values: number[]) =>
  values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;

export const exchangeBench = async () => {
  const fresh = await freshPostgres();
  const product = await startProduct(
    { DATABASE_URL: fresh.url, SERVER_TIMING: 'on', TRUST_PROXY: 'true' },
    { web: false },
  );
  const watcher = new pg.Client({ connectionString: fresh.url });
  await watcher.connect();
  try {
    const call = merCaller(product.baseUrl);
    const codeFor = (email: string, kind: string) => devInboxCode(product.baseUrl, email, kind);
    const succeed = succeeded;

    const started = Date.now();
    const accounts = await setUp(fresh.url);
    const ready = (account: Account): Promise<User> => readyToPay(product.baseUrl, account);
    // One merchant's users made ready one after another, the merchants at once.
    const users = await Promise.all(
      accounts.map(async (list) => {
        const out: User[] = [];
        for (const account of list) out.push(await ready(account));
        return out;
      }),
    );
    const quoters = users.map((list) => list[0]!);
    const rate = succeed(
      'rate',
      await call<{ open: boolean; spreadBp: number }>(quoters[0]!, 'exchange/rate.json', {
        sellCurrency: 'USD',
        buyCurrency: 'EUR',
      }),
    );
    if (!rate.open) throw new Error('the trading window is closed: the setting did not apply');
    console.log(
      `${MERCHANTS} merchants × ${USERS_PER_MERCHANT} users signed in with a payment password in ` +
        `${Math.round((Date.now() - started) / 1000)} s; window open all week, spread ${rate.spreadBp} bp`,
    );

    const backends = () => backendPids(watcher);
    /**
     * Samples the server's backends every 100 ms from now: how many run a statement, and how many
     * of those wait for a lock another transaction holds (a row every request writes).
     */
    const backendSampler = () => {
      let samples = 0;
      let active = 0;
      let locked = 0;
      let busy = false;
      const timer = setInterval(() => {
        if (busy) return;
        busy = true;
        void watcher
          .query<{ active: number; locked: number }>(
            `SELECT count(*) FILTER (WHERE state = 'active')::int AS active,
                    count(*) FILTER (WHERE wait_event_type = 'Lock')::int AS locked
             FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
          )
          .then(({ rows: [row] }) => {
            samples += 1;
            active += row!.active;
            locked += row!.locked;
          })
          .finally(() => (busy = false));
      }, 100);
      return () => {
        clearInterval(timer);
        return { active: active / Math.max(1, samples), locked: locked / Math.max(1, samples) };
      };
    };
    const transactions = () => transactionsOf(watcher);
    /**
     * From now: CPU seconds of the server, of the database's backends and of this process, and the
     * database's transactions (the statistics reach the view within a second: a run's first and
     * last second blur a little).
     */
    const cpuMeter = async () => {
      const pids = await backends();
      const dbBefore = await Promise.all(pids.map(cpuSecondsOf));
      const serverBefore = await cpuSecondsOf(product.pid);
      const selfBefore = process.cpuUsage();
      const transactionsBefore = await transactions();
      const sampled = backendSampler();
      return async () => {
        const dbAfter = await Promise.all(pids.map(cpuSecondsOf));
        const self = process.cpuUsage(selfBefore);
        return {
          server: (await cpuSecondsOf(product.pid)) - serverBefore,
          database: dbAfter.reduce((sum, after, i) => sum + Math.max(0, after - dbBefore[i]!), 0),
          generator: (self.user + self.system) / 1e6,
          transactions: (await transactions()) - transactionsBefore,
          backends: sampled(),
        };
      };
    };
    /** The meter over the measured window: from `from` to `to` (epoch ms). */
    const meterWindow = async (from: number, to: number) => {
      await new Promise((resolve) => setTimeout(resolve, from - Date.now()));
      const stop = await cpuMeter();
      await new Promise((resolve) => setTimeout(resolve, to - Date.now()));
      return stop();
    };
    const cpuLine = (cpu: Awaited<ReturnType<Awaited<ReturnType<typeof cpuMeter>>>>, n: number) =>
      `CPU per request: server ${((cpu.server / n) * 1000).toFixed(2)} ms, PostgreSQL ` +
      `${((cpu.database / n) * 1000).toFixed(2)} ms, load generator ${((cpu.generator / n) * 1000).toFixed(2)} ms; ` +
      `${(cpu.transactions / n).toFixed(1)} database transactions per request; the server's ` +
      `backends: ${cpu.backends.active.toFixed(1)} running a statement on average, ` +
      `${cpu.backends.locked.toFixed(1)} of them waiting for a lock`;
    const load = () =>
      os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ');

    let iteration = 0;
    const pairOf = (merchant: number) => PAIRS[(merchant + iteration++) % PAIRS.length]!;

    /** `callers` merchants quoting for `durationMs` after `warmUpMs` unmeasured. */
    const quotePhase = async (callers: number, warmUpMs: number, durationMs: number) => {
      const quoteMs: number[] = [];
      const serverMs: number[] = [];
      let failures = 0;
      const measureFrom = Date.now() + warmUpMs;
      const deadline = measureFrom + durationMs;
      const measured = meterWindow(measureFrom, deadline);
      const caller = async (merchant: number) => {
        while (Date.now() < deadline) {
          const user = quoters[merchant]!;
          const start = performance.now();
          const { envelope, timing } = await call(user, 'exchange/quote.json', {
            ...pairOf(merchant),
            lockSeconds: 60,
          });
          const end = performance.now();
          if (envelope.status !== 1) failures++;
          const now = Date.now();
          if (envelope.status !== 1 || now - (end - start) < measureFrom || now > deadline)
            continue;
          quoteMs.push(end - start);
          const total = /total;dur=([\d.]+)/.exec(timing ?? '')?.[1];
          if (total) serverMs.push(Number(total));
        }
      };
      await Promise.all(Array.from({ length: callers }, (_, m) => caller(m)));
      const cpu = await measured;
      quoteMs.sort((a, b) => a - b);
      return {
        perSecond: quoteMs.length / (durationMs / 1000),
        count: quoteMs.length,
        failures,
        p50: percentile(quoteMs, 50),
        p95: percentile(quoteMs, 95),
        p99: percentile(quoteMs, 99),
        max: quoteMs.at(-1) ?? 0,
        server: mean(serverMs),
        cpu,
        load: load(),
      };
    };

    const next = users.map(() => 1);
    /** `callers` merchants quoting and confirming for `durationMs` after `warmUpMs` unmeasured. */
    const confirmPhase = async (callers: number, warmUpMs: number, durationMs: number) => {
      const confirmMs: number[] = [];
      const quoteMs: number[] = [];
      const flowMs: number[] = [];
      const steps = new Map<string, number[]>();
      let failures = 0;
      let ranOut = false;
      const measureFrom = Date.now() + warmUpMs;
      const deadline = measureFrom + durationMs;
      const measured = meterWindow(measureFrom, deadline);
      const caller = async (merchant: number) => {
        while (Date.now() < deadline) {
          const user = users[merchant]![next[merchant]!++];
          if (!user) {
            ranOut = true;
            return;
          }
          const flowStart = performance.now();
          const quoted = await call<{ quoteId: string; sellAmount: string }>(
            user,
            'exchange/quote.json',
            { ...pairOf(merchant), lockSeconds: 60 },
          );
          const quoteEnd = performance.now();
          const sent = quoted.envelope.status === 1 && (await call(user, 'payment/sendCode.json'));
          if (!sent || sent.envelope.status !== 1) {
            failures++;
            continue;
          }
          const quote = quoted.envelope.result;
          const code = await codeFor(user.email, `code.${CodeScene.Payment}`);
          const confirmStart = performance.now();
          const { envelope, timing } = await call(
            user,
            'exchange/confirm.json',
            {
              quoteId: quote.quoteId,
              reenteredAmount: quote.sellAmount,
              credentials: { payPwd: PIN, accountCode: code },
            },
            { 'idempotency-key': randomUUID() },
          );
          const end = performance.now();
          if (envelope.status !== 1) failures++;
          if (envelope.status !== 1 || Date.now() < measureFrom || Date.now() > deadline) continue;
          confirmMs.push(end - confirmStart);
          quoteMs.push(quoteEnd - flowStart);
          flowMs.push(end - flowStart);
          addServerTiming(steps, timing);
        }
      };
      await Promise.all(Array.from({ length: callers }, (_, m) => caller(m)));
      const cpu = await measured;
      if (ranOut) {
        console.log(
          `FAIL: a merchant's ${USERS_PER_MERCHANT} users ran out, so fewer than ${MERCHANTS} ` +
            'merchants confirmed at the end: raise BENCH_EXCHANGE_USERS',
        );
        process.exitCode = 1;
      }
      for (const list of [confirmMs, quoteMs, flowMs]) list.sort((a, b) => a - b);
      return {
        perSecond: confirmMs.length / (durationMs / 1000),
        count: confirmMs.length,
        failures,
        confirm: { p50: percentile(confirmMs, 50), p99: percentile(confirmMs, 99) },
        quote: { p50: percentile(quoteMs, 50), p99: percentile(quoteMs, 99) },
        flow: { p50: percentile(flowMs, 50), p99: percentile(flowMs, 99) },
        steps: meanSteps(steps),
        cpu,
        load: load(),
      };
    };

    const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const list = (values: number[], digits = 1) => values.map((v) => v.toFixed(digits)).join(', ');

    // Phase 1: quotes only (the warm-up, then one merchant alone, then the measured runs).
    await quotePhase(MERCHANTS, 0, WARM_UP_MS);
    // One merchant alone, warm: what a quote costs when nothing waits.
    const alone = await quotePhase(1, 2000, 4000);
    console.log(
      `1 merchant alone: ${alone.perSecond.toFixed(0)} quotes/s, p50 ${ms(alone.p50)}, ` +
        `p99 ${ms(alone.p99)}, server time ${ms(alone.server)}` +
        `; ${cpuLine(alone.cpu, alone.count)}`,
    );

    const quoteRuns: Awaited<ReturnType<typeof quotePhase>>[] = [];
    for (let i = 0; i < RUNS; i++) quoteRuns.push(await quotePhase(MERCHANTS, 1000, DURATION_MS));
    console.log(
      `\nPhase 1, quotes only: ${MERCHANTS} merchants at once, ${RUNS} runs of ` +
        `${DURATION_MS / 1000} s after ${WARM_UP_MS / 1000} s of warm-up`,
    );
    for (const [i, r] of quoteRuns.entries())
      console.log(
        `  run ${i + 1}: ${r.perSecond.toFixed(0)} quotes/s, p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, ` +
          `p99 ${ms(r.p99)}, max ${ms(r.max)}, server time mean ${ms(r.server)}, ` +
          `${r.failures} failed; load ${r.load}` +
          `\n         ${cpuLine(r.cpu, r.count)}`,
      );
    const quoteP99 = median(quoteRuns.map((r) => r.p99));
    console.log(
      `  quotes/s ${median(quoteRuns.map((r) => r.perSecond)).toFixed(0)} ` +
        `(median of ${list(
          quoteRuns.map((r) => r.perSecond),
          0,
        )}); p50 ${ms(median(quoteRuns.map((r) => r.p50)))}, ` +
        `p95 ${ms(median(quoteRuns.map((r) => r.p95)))}, p99 ${ms(quoteP99)} ` +
        `(median of ${list(quoteRuns.map((r) => r.p99))})`,
    );
    console.log(
      `  target: quote p99 < ${TARGETS.quoteP99Ms} ms: ${ms(quoteP99)} ` +
        `${verdict(quoteP99 < TARGETS.quoteP99Ms)}`,
    );

    // Phase 2: quote, payment code, confirm; first one merchant alone (what each step of a
    // confirmation costs when nothing waits), then all.
    const confirmAlone = await confirmPhase(1, 1000, 3000);
    console.log(
      `\n1 merchant alone: ${confirmAlone.perSecond.toFixed(1)} confirmations/s, confirm p50 ` +
        `${ms(confirmAlone.confirm.p50)}; server time per confirm, mean ms: ${confirmAlone.steps}`,
    );
    await confirmPhase(MERCHANTS, 0, CONFIRM_WARM_UP_MS);
    const confirmRuns: Awaited<ReturnType<typeof confirmPhase>>[] = [];
    for (let i = 0; i < RUNS; i++)
      confirmRuns.push(await confirmPhase(MERCHANTS, 1000, CONFIRM_DURATION_MS));
    console.log(
      `Phase 2, quote + payment code + confirm: ${MERCHANTS} merchants at once, ${RUNS} runs of ` +
        `${CONFIRM_DURATION_MS / 1000} s after ${CONFIRM_WARM_UP_MS / 1000} s of warm-up`,
    );
    for (const [i, r] of confirmRuns.entries())
      console.log(
        `  run ${i + 1}: ${r.perSecond.toFixed(1)} confirmations/s, confirm p50 ${ms(r.confirm.p50)}, ` +
          `p99 ${ms(r.confirm.p99)}; quote p50 ${ms(r.quote.p50)}, p99 ${ms(r.quote.p99)}; ` +
          `whole flow p50 ${ms(r.flow.p50)}, p99 ${ms(r.flow.p99)}; ${r.failures} failed; load ${r.load}` +
          `\n         server time per confirm, mean ms: ${r.steps}` +
          `\n         ${cpuLine(r.cpu, r.count)} (per confirmation: the whole flow)`,
      );
    const confirmQuoteP99 = median(confirmRuns.map((r) => r.quote.p99));
    console.log(
      `  confirmations/s ${median(confirmRuns.map((r) => r.perSecond)).toFixed(1)} ` +
        `(median of ${list(confirmRuns.map((r) => r.perSecond))}); ` +
        `confirm p50 ${ms(median(confirmRuns.map((r) => r.confirm.p50)))}, ` +
        `p99 ${ms(median(confirmRuns.map((r) => r.confirm.p99)))}; ` +
        `quote p99 ${ms(confirmQuoteP99)} beside the confirmations (recorded; the target is ` +
        `phase 1's, quotes only)`,
    );
    // What phase 2 booked: every order completed at once (no pair went to review), and the
    // ledger's invariants hold after it.
    const booked = (
      await watcher.query<{ state: number; n: number }>(
        'SELECT state, count(*)::int AS n FROM exchange_orders GROUP BY state ORDER BY state',
      )
    ).rows;
    const database = await openDatabase({ kind: 'postgres', url: fresh.url, poolSize: 1 });
    const checks = await verifyLedger(database.db).finally(() => database.close());
    const breaches = checks.flatMap((c) => c.breaches.map((b) => `${c.name}: ${b}`));
    console.log(
      `  exchange orders by state: ${booked.map((r) => `${r.state}: ${r.n}`).join(', ')} ` +
        `(${ExchangeState.Completed} completed); ledger invariants ` +
        (breaches.length ? `BREACHED:\n    ${breaches.join('\n    ')}` : 'hold'),
    );
    if (breaches.length || booked.some((r) => r.state !== ExchangeState.Completed))
      process.exitCode = 1;
    if (quoteP99 >= TARGETS.quoteP99Ms) {
      console.log(`FAIL: quote p99 ${ms(quoteP99)} ≥ ${TARGETS.quoteP99Ms} ms`);
      process.exitCode = 1;
    }
  } finally {
    await watcher.end();
    await product.stop();
    await fresh.drop();
  }
};
