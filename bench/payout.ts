// Payouts (issue 19), on PostgreSQL (DATABASE_URL's server or 127.0.0.1:5432, a fresh database made
// and dropped):
// - phase 1, over HTTP against the product as main.ts runs it (SERVER_TIMING on): MERCHANTS (16)
//   copies of the demo merchant (certified, USD to pay), each with an approved US supplier and
//   USERS users (the demo admin's copies) who sign in and set a payment password through the API.
//   Each merchant, one at a time per merchant and all merchants at once, prices a transfer
//   (payout/price.json), asks the payment code, reads it (the development inbox stands in for the
//   mailbox) and submits it (payout/create.json with the total typed again): WARM_UP unmeasured,
//   then DURATION measured. A user may ask a payment code once a minute, so each submission is made
//   by the next of its merchant's users. Printed: payouts submitted/s, the create's p50/p99, the
//   mean of each step of it from its Server-Timing header.
// - phase 2, the rail: 10,000 passed orders (held as submission holds them) leave in pain.001
//   files to the sandbox bank (answering at once) and its pain.002 reports settle them through the
//   ledger's batch path — `runRail`, the job's own function, until every order is answered.
//   Printed: orders settled/s over the whole turn and for the reports' application alone.
// At the end the ledger's invariants. BENCH_PAYOUT_USERS, BENCH_WARM_UP, BENCH_DURATION and
// BENCH_RAIL_ORDERS change the sizes; BENCH_PAYOUT_PHASE=http or rail runs one phase.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CapitalAccountType, CodeScene, OrderType } from '@tradebridge/contracts';
import { buildApp } from '@tradebridge/server';
import { loadConfig } from '@tradebridge/server/config';
import { DEMO } from '@tradebridge/server/demo';
import { openDatabase } from '@tradebridge/server/db';
import { postEntries, verifyLedger } from '@tradebridge/server/ledger';
import { collectStatuses, runRail } from '@tradebridge/server/payout';
import { freshPostgres, rowsOf } from './lib.ts';
import {
  addServerTiming,
  devInboxCode,
  meanSteps,
  merCaller,
  PAY_PIN,
  PAYEE_DETAILS,
  payingMerchants,
  percentile,
  readyToPay,
  startProduct,
  type PayingUser,
} from './product.ts';

const MERCHANTS = Number(process.env.BENCH_CALLERS ?? 16);
const USERS = Number(process.env.BENCH_PAYOUT_USERS ?? 90);
const WARM_UP_MS = Number(process.env.BENCH_WARM_UP ?? 5) * 1000;
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 10) * 1000;
const RAIL_ORDERS = Number(process.env.BENCH_RAIL_ORDERS ?? 10_000);

const httpPhase = async () => {
  const fresh = await freshPostgres();
  const product = await startProduct(
    { DATABASE_URL: fresh.url, SERVER_TIMING: 'on', TRUST_PROXY: 'true' },
    { web: false },
  );
  try {
    const call = merCaller(product.baseUrl);
    const started = Date.now();
    const database = await openDatabase({ kind: 'postgres', url: fresh.url });
    const merchants = await payingMerchants(database, MERCHANTS, USERS, 'Y').finally(() =>
      database.close(),
    );
    const users = await Promise.all(
      merchants.map(async (m) => {
        const out: PayingUser[] = [];
        for (const account of m.accounts) out.push(await readyToPay(product.baseUrl, account));
        return out;
      }),
    );
    console.log(
      `${MERCHANTS} merchants × ${USERS} users signed in with a payment password in ` +
        `${Math.round((Date.now() - started) / 1000)} s; service hours open all week`,
    );
    const next = users.map(() => 0);
    const createMs: number[] = [];
    const steps = new Map<string, number[]>();
    let failures = 0;
    let ranOut = false;
    const measureFrom = Date.now() + WARM_UP_MS;
    const deadline = measureFrom + DURATION_MS;
    const caller = async (merchant: number) => {
      while (Date.now() < deadline) {
        const user = users[merchant]![next[merchant]!++];
        if (!user) {
          ranOut = true;
          return;
        }
        const body = {
          type: OrderType.Transfer,
          payeeId: user.payeeId,
          currency: 'USD',
          amount: '125.00',
        };
        const price = await call<{ total: string }>(user, 'payout/price.json', body);
        const sent = price.envelope.status === 1 && (await call(user, 'payment/sendCode.json'));
        if (!sent || sent.envelope.status !== 1) {
          failures++;
          continue;
        }
        const code = await devInboxCode(product.baseUrl, user.email, `code.${CodeScene.Payment}`);
        const start = performance.now();
        const { envelope, timing } = await call(
          user,
          'payout/create.json',
          {
            ...body,
            purpose: 'products',
            reenteredAmount: price.envelope.result.total,
            credentials: { payPwd: PAY_PIN, accountCode: code },
          },
          { 'idempotency-key': randomUUID() },
        );
        const end = performance.now();
        if (envelope.status !== 1) failures++;
        if (envelope.status !== 1 || Date.now() < measureFrom || Date.now() > deadline) continue;
        createMs.push(end - start);
        addServerTiming(steps, timing);
      }
    };
    await Promise.all(Array.from({ length: MERCHANTS }, (_, m) => caller(m)));
    createMs.sort((a, b) => a - b);
    const stepLine = meanSteps(steps);
    console.log(
      `Phase 1, price + payment code + create: ${MERCHANTS} merchants at once, ${DURATION_MS / 1000} s ` +
        `after ${WARM_UP_MS / 1000} s of warm-up\n` +
        `  ${(createMs.length / (DURATION_MS / 1000)).toFixed(1)} payouts submitted/s; create p50 ` +
        `${percentile(createMs, 50).toFixed(1)} ms, p99 ${percentile(createMs, 99).toFixed(1)} ms; ` +
        `${failures} failed\n  server time per create, mean ms: ${stepLine}`,
    );
    if (ranOut) {
      console.log(`FAIL: a merchant's ${USERS} users ran out: raise BENCH_PAYOUT_USERS`);
      process.exitCode = 1;
    }
    if (failures > 0) process.exitCode = 1;
  } finally {
    await product.stop();
    await fresh.drop();
  }
};

const railPhase = async () => {
  const fresh = await freshPostgres();
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: fresh.url,
    JOB_WORKERS: '0',
    LOG_LEVEL: 'warn',
    SANDBOX_BANK_DELAY_MS: '0',
  });
  const database = await openDatabase({ kind: 'postgres', url: fresh.url, poolSize: 5 });
  const { prepareDatabase } = await import('@tradebridge/server/bootstrap');
  await prepareDatabase(database, { isProduction: false });
  const app = await buildApp({ config, database, logger: false, serveWeb: false });
  await app.ready();
  try {
    const { db } = database;
    const [merchant] = await payingMerchants(database, 1, 0, 'Z');
    const [demoUser] = rowsOf<{ id: string }>(
      await db.execute(sql`SELECT id FROM users WHERE email = ${DEMO.merchant.email}`),
    );
    // RAIL_ORDERS passed orders of 125.00 USD + 3.30 fee, each held as submission holds it.
    const snapshot = {
      id: merchant!.payeeId,
      name: 'Evergreen Components Inc',
      method: 'bank',
      country: 'US',
      bankName: 'JPMorgan Chase Bank',
      accountTail: '•••• 6789',
      currency: 'USD',
      details: PAYEE_DETAILS,
      creditor: {
        iban: null,
        other: '000123456789',
        bic: null,
        memberId: '021000021',
        postalCode: '10017',
        town: null,
        country: 'US',
      },
    };
    const setupStart = Date.now();
    const orderNos = Array.from(
      { length: RAIL_ORDERS },
      (_, i) => `POBENCH${String(i).padStart(8, '0')}`,
    );
    for (let i = 0; i < orderNos.length; i += 1000) {
      const chunk = orderNos.slice(i, i + 1000);
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          INSERT INTO payouts (order_no, merchant_id, type, state, payee_id, payee, currency, amount, fee,
                               purpose, explanation, postscript, proof_file_ids, approvals_needed,
                               same_day, idempotency_key, created_by)
          SELECT o, ${merchant!.id}, 2, 2, ${merchant!.payeeId}, ${JSON.stringify(snapshot)}::jsonb,
                 'USD', 12500, 330, 'products', '', '', '[]'::jsonb, 0, false, o, ${demoUser!.id}
          FROM jsonb_array_elements_text(${JSON.stringify(chunk)}::jsonb) o`);
        const outcomes = await postEntries(
          tx,
          chunk.map((orderNo) => ({
            reference: `payout:${orderNo}:hold`,
            orderType: OrderType.Transfer,
            orderNo,
            causedBy: 'bench',
            memo: { hold: true },
            postings: [
              {
                account: {
                  merchantId: merchant!.id,
                  currency: 'USD',
                  type: CapitalAccountType.Available,
                },
                amount: -12_830n,
              },
              {
                account: {
                  merchantId: merchant!.id,
                  currency: 'USD',
                  type: CapitalAccountType.Frozen,
                },
                amount: 12_830n,
              },
            ],
          })),
        );
        if (outcomes.some((o) => !o.ok)) throw new Error('bench: a hold was refused');
        await tx.execute(sql`
          INSERT INTO holds (reference, merchant_id, currency, amount, hold_entry_id)
          SELECT e.reference, ${merchant!.id}, 'USD', 12830, e.id FROM journal_entries e
          WHERE e.reference IN (SELECT 'payout:' || o || ':hold'
                                FROM jsonb_array_elements_text(${JSON.stringify(chunk)}::jsonb) o)`);
      });
    }
    console.log(
      `\n${RAIL_ORDERS} passed orders held in ${((Date.now() - setupStart) / 1000).toFixed(1)} s`,
    );

    // The rail's turn as the job runs it: files out (1,000 orders each), sent, the reports back.
    // The application of the reports is timed on its own too (collectStatuses inside runRail).
    const deps = app.deps;
    const start = performance.now();
    let applyMs = 0;
    let settled = 0;
    const { writeNextFile, deliverFiles } = await import('@tradebridge/server/payout');
    for (let n = await writeNextFile(deps); n > 0; n = await writeNextFile(deps));
    await deliverFiles(deps);
    const sentMs = performance.now() - start;
    for (;;) {
      const applyStart = performance.now();
      const turn = await collectStatuses(deps);
      applyMs += performance.now() - applyStart;
      settled += turn.settled;
      if (turn.settled + turn.failed === 0) break;
    }
    const totalMs = performance.now() - start;
    const rest = await runRail(deps);
    console.log(
      `Phase 2, the rail: ${RAIL_ORDERS} orders into ${Math.ceil(RAIL_ORDERS / 1000)} pain.001 files and sent in ` +
        `${(sentMs / 1000).toFixed(2)} s; ${settled} settled by the pain.002 reports through the ledger's ` +
        `batch path in ${(applyMs / 1000).toFixed(2)} s (${(settled / (applyMs / 1000)).toFixed(0)} orders/s); ` +
        `the whole turn ${(totalMs / 1000).toFixed(2)} s (${(settled / (totalMs / 1000)).toFixed(0)} orders/s); ` +
        `left after it: ${JSON.stringify(rest)}`,
    );
    const checks = await verifyLedger(db);
    const breaches = checks.flatMap((c) => c.breaches.map((b) => `${c.name}: ${b}`));
    console.log(
      `  ledger invariants ${breaches.length ? `BREACHED:\n    ${breaches.join('\n    ')}` : 'hold'}`,
    );
    if (breaches.length || settled !== RAIL_ORDERS) process.exitCode = 1;
  } finally {
    await app.close();
    await database.close();
    await fresh.drop();
  }
};

/** BENCH_PAYOUT_PHASE=http or rail runs one phase alone. */
export const payoutBench = async () => {
  const only = process.env.BENCH_PAYOUT_PHASE;
  if (only !== 'rail') await httpPhase();
  if (only !== 'http') await railPhase();
};
