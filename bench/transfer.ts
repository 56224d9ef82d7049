// The money path where users meet it (issue 13): CALLERS concurrent users each doing the whole
// wallet transfer over HTTP against the product as main.ts runs it, on PostgreSQL — ask for the
// payment code, read it (the development inbox stands in for the user's mailbox), confirm the
// transfer with payment password and code. Each user pays once: a payment code may be asked again
// only after 60 s, so the run draws on a pool of users, each a merchant of its own with USD to pay
// with, signed in and with a payment password set through the API beforehand. Prints transfers/s,
// the confirm request's p50/p99 (what the user waits for after pressing "confirm"), the whole
// flow's, and the mean cost of each step from the server's Server-Timing header.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CapitalAccountType, CodeScene, PlatformAccount } from '@tradebridge/contracts';
import { DEMO, DEMO_PASSWORD } from '@tradebridge/server/demo';
import { openDatabase } from '@tradebridge/server/db';
import { postEntries } from '@tradebridge/server/ledger';
import { copiedUserColumns, copyDemoMerchant, freshPostgres } from './lib.ts';
import {
  addServerTiming,
  devInboxCode,
  meanSteps,
  percentile,
  signIn,
  startProduct,
  succeeded,
  type Session,
} from './product.ts';

const CALLERS = Number(process.env.BENCH_CALLERS ?? 16);
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 10) * 1000;
const WARM_UP_MS = 3000;
/** Enough users that none needs a second code within the run at the target rate. */
const USERS = Number(process.env.BENCH_TRANSFER_USERS ?? 2500);
const PIN = '258147';
export const TARGETS = { transfersPerSecond: 100, p99Ms: 250 };

type Envelope<T = unknown> = { status: number; result: T; errorCode?: string };
type User = { email: string; merNo: string; ip: string; session: Session };

/** USERS merchants, each a copy of the demo merchant with one admin user (the demo's password). */
const createUsers = async (url: string) => {
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    const { db } = database;
    const columns = await copiedUserColumns(db);
    const merchants = await copyDemoMerchant(db, {
      prefix: 'L',
      name: 'Load Test Trading',
      count: USERS,
    });
    await db.execute(sql`
      INSERT INTO users (merchant_id, account_no, email, name, ${sql.join(columns, sql`, `)})
      SELECT m.id, 'V' || substr(m.mer_no, 2), lower(m.mer_no) || '@load.test', 'Load ' || m.mer_no,
             ${sql.join(
               columns.map((c) => sql`u.${c}`),
               sql`, `,
             )}
      FROM merchants m, users u
      WHERE m.mer_no LIKE 'L%' AND u.email = ${DEMO.merchant.email}`);
    const funding = merchants.map((m) => ({
      reference: `bench:fund:${m.mer_no}`,
      causedBy: 'bench',
      postings: [
        {
          account: { platform: PlatformAccount.BankClearing, currency: 'USD' as const },
          amount: -1_000_000_00n,
        },
        {
          account: {
            merchantId: m.id,
            currency: 'USD' as const,
            type: CapitalAccountType.Available,
          },
          amount: 1_000_000_00n,
        },
      ],
    }));
    for (let i = 0; i < funding.length; i += 200) {
      await db.transaction((tx) => postEntries(tx, funding.slice(i, i + 200)));
    }
    return merchants.map((m, i) => ({
      email: `${m.mer_no.toLowerCase()}@load.test`,
      merNo: m.mer_no,
      // One client address per user: the per-address quotas are not what is measured.
      ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    }));
  } finally {
    await database.close();
  }
};

export const transferBench = async () => {
  const fresh = await freshPostgres();
  const product = await startProduct(
    { DATABASE_URL: fresh.url, SERVER_TIMING: 'on', TRUST_PROXY: 'true' },
    { web: false },
  );
  try {
    const mer = `${product.baseUrl}/finance-gateway/api/mer`;
    const call = async <T>(
      user: User | { ip: string },
      path: string,
      body: unknown = {},
      extra: Record<string, string> = {},
    ) => {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'x-forwarded-for': user.ip,
        ...extra,
      };
      if ('session' in user) {
        headers.authorization = user.session.token;
        headers['session-finance-token'] = user.session.financeToken;
      }
      const response = await fetch(`${mer}/${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      return {
        envelope: (await response.json()) as Envelope<T>,
        timing: response.headers.get('server-timing'),
      };
    };
    const codeFor = (email: string, kind: string) => devInboxCode(product.baseUrl, email, kind);
    const succeed = succeeded;

    const started = Date.now();
    const created = await createUsers(fresh.url);
    const pool: User[] = [];
    const prepare = async (next: () => (typeof created)[number] | undefined) => {
      for (let u = next(); u; u = next()) {
        const headers = { 'x-forwarded-for': u.ip };
        const session = await signIn(product.baseUrl, u.email, DEMO_PASSWORD, headers);
        const user = { ...u, session };
        succeed('checkSmsCode', await call(user, 'checkSmsCode.json', { checkAccount: u.email }));
        const dynamicCode = await codeFor(u.email, `code.${CodeScene.Security}`);
        succeed(
          'set payment password',
          await call(user, 'merExtend/orderVerifyConfig.json', {
            checkAccount: u.email,
            dynamicCode,
            payPwd: PIN,
            payPwdTwo: PIN,
          }),
        );
        pool.push(user);
      }
    };
    let cursor = 0;
    await Promise.all(Array.from({ length: CALLERS }, () => prepare(() => created[cursor++])));
    console.log(
      `${pool.length} users signed in with a payment password in ${Math.round((Date.now() - started) / 1000)} s`,
    );

    let next = 0;
    /** `callers` users paying at once for `durationMs` after `warmUpMs` unmeasured. */
    const phase = async (callers: number, warmUpMs: number, durationMs: number) => {
      const confirmMs: number[] = [];
      const flowMs: number[] = [];
      const steps = new Map<string, number[]>();
      let failures = 0;
      const measureFrom = Date.now() + warmUpMs;
      const deadline = measureFrom + durationMs;
      let ranOut = false;
      const caller = async () => {
        while (Date.now() < deadline) {
          const index = next++;
          const user = pool[index];
          if (!user) {
            ranOut = true;
            return;
          }
          const flowStart = performance.now();
          succeed('payment code', await call(user, 'payment/sendCode.json'));
          const code = await codeFor(user.email, `code.${CodeScene.Payment}`);
          // Far from the users paying now (they are drawn in order): no transfer waits on
          // another's lock, as with payees spread over a real customer base.
          const payee = pool[(index + Math.floor(pool.length / 2)) % pool.length]!;
          const confirmStart = performance.now();
          const { envelope, timing } = await call(
            user,
            'wallet/transfer.json',
            {
              payeeAccount: payee.merNo,
              currency: 'USD',
              amount: '12.34',
              reenteredAmount: '12.34',
              note: 'Load test',
              credentials: { payPwd: PIN, accountCode: code },
            },
            { 'idempotency-key': randomUUID() },
          );
          const end = performance.now();
          if (envelope.status !== 1) failures++;
          if (envelope.status !== 1 || Date.now() < measureFrom || Date.now() > deadline) continue;
          confirmMs.push(end - confirmStart);
          flowMs.push(end - flowStart);
          addServerTiming(steps, timing);
        }
      };
      await Promise.all(Array.from({ length: callers }, caller));
      if (ranOut) throw new Error(`the ${USERS} users ran out: raise BENCH_TRANSFER_USERS`);
      confirmMs.sort((a, b) => a - b);
      flowMs.sort((a, b) => a - b);
      return {
        perSecond: confirmMs.length / (durationMs / 1000),
        failures,
        confirm: { p50: percentile(confirmMs, 50), p99: percentile(confirmMs, 99) },
        flow: { p50: percentile(flowMs, 50), p99: percentile(flowMs, 99) },
        steps: meanSteps(steps),
      };
    };
    const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
    const ms = (value: number) => `${value.toFixed(0)} ms`;

    // One user alone: what each step costs when nothing waits for anything.
    const alone = await phase(1, 1000, 3000);
    console.log(
      `1 user: ${alone.perSecond.toFixed(1)} transfers/s, confirm p50 ${ms(alone.confirm.p50)}; ` +
        `server time per confirm, mean ms: ${alone.steps}`,
    );
    const load = await phase(CALLERS, WARM_UP_MS, DURATION_MS);
    console.log(
      `${CALLERS} users, ${DURATION_MS / 1000} s after ${WARM_UP_MS / 1000} s warm-up: ` +
        `${load.perSecond.toFixed(1)} transfers/s (target ≥ ${TARGETS.transfersPerSecond}: ` +
        `${verdict(load.perSecond >= TARGETS.transfersPerSecond)}), ${load.failures} failed`,
    );
    console.log(
      `  confirm request: p50 ${ms(load.confirm.p50)}, p99 ${ms(load.confirm.p99)} ` +
        `(target < ${TARGETS.p99Ms} ms: ${verdict(load.confirm.p99 < TARGETS.p99Ms)})`,
    );
    console.log(
      `  whole flow (code request, mailbox, confirm): p50 ${ms(load.flow.p50)}, p99 ${ms(load.flow.p99)}`,
    );
    console.log(`  server time per confirm, mean ms: ${load.steps}`);
  } finally {
    await product.stop();
    await fresh.drop();
  }
};
