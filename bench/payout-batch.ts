// Batch payments by spreadsheet (issue 20), over HTTP against the product as main.ts runs it
// (SERVER_TIMING on), on PostgreSQL (DATABASE_URL's server or 127.0.0.1:5432, a fresh database
// made and dropped). MERCHANTS (20) copies of the demo merchant (certified, 100 million USD), each
// with RUNS + 1 users (the demo admin's copies) who sign in and set a payment password through the
// API; the payout service hours open all week. The template (payout/batch/template.json, US bank,
// USD) is downloaded once and its header row heads every file. Each file holds ROWS (50, the most
// a file may) US suppliers the merchant does not have yet — a distinct account number per row, in
// every file — so every row takes the heavier path: the payee's checks and, at submission, a payee
// added in review with its story and audit row.
// - phase 1, the check (payout/batch/check.json: every row read from the uploaded XLSX and
//   checked, the entered count and total compared; nothing written): each of CHECKERS (16)
//   merchants checks its own file in a loop with no pause. WARM_UP unmeasured with all of them,
//   then one merchant alone RUNS times ALONE_DURATION, then all CHECKERS at once RUNS times
//   DURATION: p50/p95/p99, each the median of the runs. Target: p99 < 500 ms.
// - phase 2, submission: one batch first, unmeasured; then RUNS rounds, in each every merchant
//   uploads a fresh file, checks it and asks its next user's payment code (a code may be asked
//   once a minute: one user per batch), unmeasured, and all MERCHANTS submit at the same moment
//   (payout/batch/create.json with the payment password, the code and the check's total typed
//   again; one transaction each: the batch, 50 new payees, 50 orders, their holds through the
//   ledger's batch path). Printed per round and as the median of the rounds: batches/s and rows/s
//   (from the first request to the last answer), the create's p50/p99, and the mean of its steps
//   from Server-Timing.
// With each figure the CPU per request of the server and of its PostgreSQL backends and the
// database's transactions per request (a statement outside one counts one), and the load average.
// At the end the batches, orders, holds and payees written, and the ledger's invariants.
// BENCH_BATCHES, BENCH_CALLERS, BENCH_RUNS, BENCH_WARM_UP, BENCH_ALONE_DURATION and BENCH_DURATION
// change the sizes; BENCH_SERVER_NODE_ARGS profiles the server.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { BATCH_LIMITS, batchColumnsOf, type BatchColumn } from '@tradebridge/contracts';
import { openDatabase } from '@tradebridge/server/db';
import { verifyLedger } from '@tradebridge/server/ledger';
import { textSheet } from '../apps/server/src/test/text-sheet.ts';
import { readXlsxRows } from '../apps/server/src/platform/xlsx-read.ts';
import { freshPostgres } from './lib.ts';
import {
  addServerTiming,
  databaseMeter,
  meanSteps,
  median,
  merCaller,
  PAY_PIN,
  payingMerchants,
  paymentCode,
  percentile,
  readyToPay,
  startProduct,
  STATS_SETTLE_MS,
  succeeded,
  type PayingUser,
  uploadAs,
} from './product.ts';

const MERCHANTS = Number(process.env.BENCH_BATCHES ?? 20);
const CHECKERS = Math.min(MERCHANTS, Number(process.env.BENCH_CALLERS ?? 16));
/** Measured runs of each figure; a merchant has RUNS + 1 users, each submitting one batch. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const WARM_UP_MS = Number(process.env.BENCH_WARM_UP ?? 5) * 1000;
const ALONE_DURATION_MS = Number(process.env.BENCH_ALONE_DURATION ?? 4) * 1000;
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 8) * 1000;
const ROWS = BATCH_LIMITS.file;
export const TARGETS = { checkP99Ms: 500 };

const CHOICE = { method: 'bank', country: 'US', currency: 'USD' } as const;
const COLUMNS = batchColumnsOf('bank', 'US', 'USD') as readonly BatchColumn[];
const EN = { language: 'en-US' };

/** Row `row` of file `file` of merchant `merchant`: a US supplier no file names twice. */
const rowOf = (merchant: number, file: number, row: number) => {
  // 12 digits: 7, merchant (4), file (3), row (3), 1 — none ends in 9999 (the sandbox refuses those).
  const accountNumber = `7${String(merchant).padStart(4, '0')}${String(file).padStart(3, '0')}${String(row).padStart(3, '0')}1`;
  const values: Partial<Record<BatchColumn, string>> = {
    accountName: `Evergreen Components ${accountNumber.slice(-8)} Inc`,
    type: 'Company',
    relationship: 'Supplier',
    bankName: 'JPMorgan Chase Bank',
    accountNumber,
    routingNumber: '021000021',
    address: '383 Madison Avenue, New York, NY',
    postalCode: '10017',
    amount: `${100 + row}.25`,
    purpose: 'Goods',
    note: `November invoice ${row + 1}`,
  };
  return COLUMNS.map((column) => values[column] ?? '');
};

/** The total of a file's amounts, as entered before the check. */
const enteredTotal = (rows: string[][]) => {
  const amount = COLUMNS.indexOf('amount');
  const cents = rows.reduce((sum, r) => sum + Math.round(Number(r[amount]) * 100), 0);
  return (cents / 100).toFixed(2);
};

/** The template filled in: its own header row, then the rows. */
const xlsxOf = (headers: string[], rows: string[][]) =>
  textSheet('Payments', headers, rows, { textColumns: true });

type Check = {
  count: number;
  validCount: number;
  total: string;
  countConsistent: boolean | null;
  totalConsistent: boolean | null;
  rows: { newPayee: boolean; valid: boolean; problems: unknown[] }[];
};
type Batch = { batchNo: string; count: number; orders: unknown[] };

/** The 1-minute load average: the machine is shared with whatever else runs on it. */
const load = () => `load average ${os.loadavg()[0]!.toFixed(1)}`;
type Cost = { server: number; database: number; transactions: number };
/** CPU ms of the server and of PostgreSQL, and database transactions, per request. */
const perRequest = (cost: Cost, requests: number): Cost => ({
  server: (cost.server * 1000) / Math.max(1, requests),
  database: (cost.database * 1000) / Math.max(1, requests),
  transactions: cost.transactions / Math.max(1, requests),
});
const costLine = (costs: Cost[]) =>
  `CPU server ${median(costs.map((c) => c.server)).toFixed(1)} ms, PostgreSQL ` +
  `${median(costs.map((c) => c.database)).toFixed(1)} ms; ` +
  `${median(costs.map((c) => c.transactions)).toFixed(1)} database transactions (each statement outside one counts one)`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const list = (values: number[], digits = 0) => values.map((v) => v.toFixed(digits)).join(', ');

export const payoutBatchBench = async () => {
  const fresh = await freshPostgres();
  const product = await startProduct(
    { DATABASE_URL: fresh.url, SERVER_TIMING: 'on', TRUST_PROXY: 'true' },
    { web: false },
  );
  const benchStart = Date.now();
  try {
    const { baseUrl } = product;
    const call = merCaller(baseUrl);
    const database = await openDatabase({ kind: 'postgres', url: fresh.url });
    const merchants = await payingMerchants(database, MERCHANTS, RUNS + 1, 'B').finally(() =>
      database.close(),
    );
    const users = await Promise.all(
      merchants.map(async (m) => {
        const out: PayingUser[] = [];
        for (const account of m.accounts) out.push(await readyToPay(baseUrl, account));
        return out;
      }),
    );
    console.log(
      `${MERCHANTS} merchants × ${RUNS + 1} users signed in with a payment password in ` +
        `${Math.round((Date.now() - benchStart) / 1000)} s; service hours open all week`,
    );

    const meter = await databaseMeter(fresh.url, product.pid);
    // The template as the portal downloads it: its header row heads every file.
    const first = users[0]![0]!;
    const template = await fetch(`${baseUrl}/finance-gateway/api/mer/payout/batch/template.json`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': first.ip,
        authorization: first.session.token,
        'session-finance-token': first.session.financeToken,
        ...EN,
      },
      body: JSON.stringify(CHOICE),
    });
    if (!template.ok) throw new Error(`template: HTTP ${template.status}`);
    const headers =
      (await readXlsxRows(new Uint8Array(await template.arrayBuffer())))[0]?.cells ?? [];
    if (headers.length !== COLUMNS.length)
      throw new Error(`the template has ${headers.length} columns, expected ${COLUMNS.length}`);

    /** Merchant `m`'s file number `file` uploaded by `user`: the request the check and create send. */
    const uploadFile = async (m: number, file: number, user: PayingUser) => {
      const rows = Array.from({ length: ROWS }, (_, row) => rowOf(m, file, row));
      const fileId = await uploadAs(
        baseUrl,
        user,
        await xlsxOf(headers, rows),
        'batch.xlsx',
        'sheet',
      );
      return {
        source: 'file',
        choice: CHOICE,
        fileId,
        enteredCount: ROWS,
        enteredTotal: enteredTotal(rows),
      };
    };
    const expectAllNew = (what: string, check: Check) => {
      const fine =
        check.count === ROWS &&
        check.validCount === ROWS &&
        check.countConsistent === true &&
        check.totalConsistent === true &&
        check.rows.every((r) => r.newPayee && r.valid);
      if (!fine) throw new Error(`${what}: not ${ROWS} valid new payees: ${JSON.stringify(check)}`);
    };

    // Phase 1: the check of a 50-row file (file 0 of each merchant, checked again and again).
    const checkRequests = await Promise.all(
      users.slice(0, CHECKERS).map((u, m) => uploadFile(m, 0, u[0]!)),
    );
    expectAllNew(
      'check',
      succeeded(
        'check',
        await call<Check>(users[0]![0]!, 'payout/batch/check.json', checkRequests[0], EN),
      ),
    );
    let checkFailures = 0;
    const checkRun = async (callers: number, durationMs: number) => {
      const latencies: number[] = [];
      const steps = new Map<string, number[]>();
      const metered = await meter.start();
      const deadline = Date.now() + durationMs;
      await Promise.all(
        Array.from({ length: callers }, async (_, m) => {
          while (Date.now() < deadline) {
            const start = performance.now();
            const { envelope, timing } = await call<Check>(
              users[m]![0]!,
              'payout/batch/check.json',
              checkRequests[m],
              EN,
            );
            const end = performance.now();
            if (envelope.status !== 1 || envelope.result.validCount !== ROWS) {
              checkFailures++;
              continue;
            }
            latencies.push(end - start);
            addServerTiming(steps, timing);
          }
        }),
      );
      const cost = await metered();
      latencies.sort((a, b) => a - b);
      return {
        cost: perRequest(cost, latencies.length),
        count: latencies.length,
        perSecond: latencies.length / (durationMs / 1000),
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        steps,
      };
    };
    await checkRun(CHECKERS, WARM_UP_MS);
    const printChecks = (label: string, runs: Awaited<ReturnType<typeof checkRun>>[]) => {
      const steps = new Map<string, number[]>();
      for (const run of runs)
        for (const [name, values] of run.steps)
          steps.set(name, [...(steps.get(name) ?? []), ...values]);
      console.log(
        `  ${label}: ${median(runs.map((r) => r.perSecond)).toFixed(1)} checks/s ` +
          `(${median(runs.map((r) => r.perSecond * ROWS)).toFixed(0)} rows/s); ` +
          `p50 ${ms(median(runs.map((r) => r.p50)))}, p95 ${ms(median(runs.map((r) => r.p95)))}, ` +
          `p99 ${ms(median(runs.map((r) => r.p99)))} (p99 of the runs: ${list(runs.map((r) => r.p99))}; ` +
          `${runs.map((r) => r.count).join(', ')} checks); ${load()}\n` +
          `    per check: ${costLine(runs.map((r) => r.cost))}; server time, mean ms: ${meanSteps(steps)}`,
      );
      return median(runs.map((r) => r.p99));
    };
    console.log(
      `\nPhase 1, payout/batch/check.json of a ${ROWS}-row XLSX (every row a new payee), ` +
        `${RUNS} runs each, medians, after ${WARM_UP_MS / 1000} s of warm-up:`,
    );
    const alone: Awaited<ReturnType<typeof checkRun>>[] = [];
    for (let i = 0; i < RUNS; i++) alone.push(await checkRun(1, ALONE_DURATION_MS));
    const aloneP99 = printChecks(`one merchant alone, ${ALONE_DURATION_MS / 1000} s`, alone);
    const together: Awaited<ReturnType<typeof checkRun>>[] = [];
    for (let i = 0; i < RUNS; i++) together.push(await checkRun(CHECKERS, DURATION_MS));
    const togetherP99 = printChecks(
      `${CHECKERS} merchants at once, ${DURATION_MS / 1000} s`,
      together,
    );
    const checkMet = aloneP99 < TARGETS.checkP99Ms && togetherP99 < TARGETS.checkP99Ms;
    console.log(
      `  target p99 < ${TARGETS.checkP99Ms} ms: ${checkMet ? 'met' : 'NOT MET'} ` +
        `(alone ${ms(aloneP99)}, ${CHECKERS} at once ${ms(togetherP99)}); ${checkFailures} failed`,
    );

    // Phase 2: MERCHANTS batches submitted at once, RUNS rounds.
    console.log(
      `\nPhase 2, payout/batch/create.json: ${MERCHANTS} batches of ${ROWS} rows (${MERCHANTS * ROWS} ` +
        `orders and new payees) submitted at once, ${RUNS} rounds:`,
    );
    const steps = new Map<string, number[]>();
    let createFailures = 0;
    /** What the portal does before the confirmation: the file uploaded and checked, the code. */
    const prepare = async (m: number, file: number, user: PayingUser) => {
      const request = await uploadFile(m, file, user);
      const check = succeeded(
        'check',
        await call<Check>(user, 'payout/batch/check.json', request, EN),
      );
      expectAllNew('check', check);
      return { user, request, check, code: await paymentCode(baseUrl, user) };
    };
    /** The confirmation: the batch submitted; its time, and its steps when `measured`. */
    const submit = async (
      { user, request, check, code }: Awaited<ReturnType<typeof prepare>>,
      measured: boolean,
    ) => {
      const sent = performance.now();
      const { envelope, timing } = await call<Batch>(
        user,
        'payout/batch/create.json',
        {
          ...request,
          skipInvalid: false,
          reenteredAmount: check.total,
          credentials: { payPwd: PAY_PIN, accountCode: code },
        },
        { ...EN, 'idempotency-key': randomUUID() },
      );
      const took = performance.now() - sent;
      if (
        envelope.status !== 1 ||
        envelope.result.count !== ROWS ||
        envelope.result.orders.length !== ROWS
      ) {
        createFailures++;
        console.log(`  create failed: ${JSON.stringify(envelope).slice(0, 300)}`);
      } else if (measured) addServerTiming(steps, timing);
      return took;
    };
    // One batch first, unmeasured: the create's first run loads and compiles its path.
    await submit(await prepare(0, RUNS + 1, users[0]![RUNS]!), false);
    const rounds: { cost: Cost; perSecond: number; rows: number; p50: number; p99: number }[] = [];
    for (let round = 1; round <= RUNS; round++) {
      const prepared = await Promise.all(
        merchants.map((_, m) => prepare(m, round, users[m]![round - 1]!)),
      );
      // The checks above reach the statistics first: only the creates count. The pause closes
      // the server's idle connections: a read by every merchant opens them again.
      await new Promise((resolve) => setTimeout(resolve, STATS_SETTLE_MS));
      await Promise.all(
        prepared.map(async ({ user }) =>
          succeeded('batch list', await call(user, 'payout/batch/list.json', {}, EN)),
        ),
      );
      const metered = await meter.start();
      const start = performance.now();
      const latencies = await Promise.all(prepared.map((p) => submit(p, true)));
      const wall = (performance.now() - start) / 1000;
      const cost = perRequest(await metered(STATS_SETTLE_MS), MERCHANTS);
      latencies.sort((a, b) => a - b);
      const result = {
        cost,
        perSecond: MERCHANTS / wall,
        rows: (MERCHANTS * ROWS) / wall,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
      };
      rounds.push(result);
      console.log(
        `  round ${round}: ${wall.toFixed(2)} s, ${result.perSecond.toFixed(1)} batches/s, ` +
          `${result.rows.toFixed(0)} rows/s; create p50 ${ms(result.p50)}, p99 ${ms(result.p99)}; ${load()}\n` +
          `    per batch: ${costLine([cost])}`,
      );
    }
    console.log(
      `  median of ${RUNS}: ${median(rounds.map((r) => r.perSecond)).toFixed(1)} batches/s, ` +
        `${median(rounds.map((r) => r.rows)).toFixed(0)} rows/s (${list(rounds.map((r) => r.rows))}); ` +
        `create p50 ${ms(median(rounds.map((r) => r.p50)))}, p99 ${ms(median(rounds.map((r) => r.p99)))}; ` +
        `${createFailures} failed\n  server time per create, mean ms: ${meanSteps(steps)}`,
    );

    await meter.close();
    const check = await openDatabase({ kind: 'postgres', url: fresh.url });
    try {
      const [written] = (
        (await check.db.execute(sql`
          SELECT (SELECT count(*) FROM payout_batches)::int AS batches,
                 (SELECT count(*) FROM payouts WHERE batch_no IS NOT NULL)::int AS orders,
                 (SELECT count(*) FROM payees WHERE state = 1)::int AS payees,
                 (SELECT count(*) FROM holds h JOIN payouts p ON h.reference = 'payout:' || p.order_no || ':hold'
                  WHERE p.batch_no IS NOT NULL)::int AS holds`)) as unknown as {
          rows: { batches: number; orders: number; payees: number; holds: number }[];
        }
      ).rows;
      const checks = await verifyLedger(check.db);
      const breaches = checks.flatMap((c) => c.breaches.map((b) => `${c.name}: ${b}`));
      console.log(
        `  written: ${written!.batches} batches, ${written!.orders} orders, ${written!.holds} holds, ` +
          `${written!.payees} payees in review; ledger invariants ` +
          `${breaches.length ? `BREACHED:\n    ${breaches.join('\n    ')}` : 'hold'}`,
      );
      const expected = (MERCHANTS * RUNS + 1) * ROWS;
      if (
        breaches.length ||
        createFailures ||
        checkFailures ||
        written!.orders !== expected ||
        written!.holds !== expected
      )
        process.exitCode = 1;
    } finally {
      await check.close();
    }
    if (!checkMet) {
      console.log(`FAIL: the check's p99 is not under ${TARGETS.checkP99Ms} ms`);
      process.exitCode = 1;
    }
    console.log(`The bench took ${Math.round((Date.now() - benchStart) / 1000)} s`);
  } finally {
    await product.stop();
    await fresh.drop();
  }
};
