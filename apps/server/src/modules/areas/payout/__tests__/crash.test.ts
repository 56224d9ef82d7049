// A kill -9 in the middle of payouts (issue 19): a separate process submits orders, passes them and
// turns the rail; it is killed at a random point of that run, then this process finishes the work
// the way a restarted server does (the rail job resumes from the orders' states and re-sends files
// the bank did not acknowledge). Afterwards the ledger verifies, every order has exactly its hold
// and one resolution, and the bank booked each order once. PostgreSQL only: two processes cannot
// share an embedded PGlite database.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OrderState } from '@tradebridge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type TestApp } from '../../../../test/app.ts';
import { ops, type OpsSession } from '../../../../test/operators.ts';
import { authHeaders, login, post, type Tokens } from '../../../../test/session.ts';
import { usSupplier } from '../../../../test/payees.ts';
import { openAppWithAdmin } from '../../../../test/area-parties.ts';
import { verifyLedger } from '../../../core/ledger/index.ts';
import { movePayout } from '../order-state.ts';
import { runRail } from '../rail.ts';
import { verifyPayouts } from '../verify.ts';
import { findPayout } from '../repository/index.ts';

const ORDERS = 120;
const onPostgres = process.env.TEST_DB === 'postgres';
let t: TestApp;
let admin: OpsSession;
let demo: Tokens;

const rows = (text: string) => rowsOf(t.database, text);

beforeAll(async () => {
  if (!onPostgres) return;
  ({ t, admin } = await openAppWithAdmin());
  demo = await login(t.app, 'demo@tradebridge.dev');
});
afterAll(() => t?.close());

/** Runs the worker until it has printed `kills` progress lines at least, then kills it -9. */
const runAndKill = (args: string[], killAfter: number) =>
  new Promise<{ killed: boolean; lines: string[] }>((resolve, reject) => {
    const worker = path.join(path.dirname(fileURLToPath(import.meta.url)), 'crash-worker.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', worker, ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_ENV: 'test' },
    });
    const lines: string[] = [];
    let killed = false;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      lines.push(...chunk.split('\n').filter(Boolean));
      if (!killed && lines.filter((l) => l.startsWith('progress')).length >= killAfter) {
        killed = child.kill('SIGKILL');
      }
    });
    child.on('error', reject);
    child.on('exit', () => resolve({ killed, lines }));
  });

describe.skipIf(!onPostgres)('a killed server during payouts', () => {
  it(
    'leaves the ledger whole and no order paid twice after a restart',
    { timeout: 180_000 },
    async () => {
      // The bank serves around the clock here, so the run does not depend on the hour.
      const hours = await ops(
        t.app,
        'payout/setServiceHours.json',
        {
          timeZone: 'UTC',
          days: [1, 2, 3, 4, 5, 6, 7],
          opens: '00:00',
          closes: '24:00',
          fastCutoff: '24:00',
        },
        admin,
      );
      expect(hours.json().status).toBe(1);
      const added = await post(
        t.app,
        'payee/add.json',
        usSupplier({ accountName: 'Crash Test Supplies Inc', accountNumber: '000987654321' }),
        { ...authHeaders(demo), 'idempotency-key': 'crash-payee-1' },
      );
      const payee = added.json().result as { id: string; version: number };
      await ops(
        t.app,
        'payee/decide.json',
        { payeeId: payee.id, version: payee.version, approve: true },
        admin,
      );
      const [user] = await rows(
        `SELECT id, name, merchant_id FROM users WHERE email = 'demo@tradebridge.dev'`,
      );
      const auth = {
        kind: 'user',
        sessionId: 'crash',
        userId: user!.id,
        userName: user!.name,
        merchantId: user!.merchant_id,
        merchantState: 1,
        frozenReason: null,
        adminFlag: true,
        permissions: [],
      };
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${t.database.name}`;
      // Killed somewhere between the first submissions and the rail's turns.
      const killAfter = 2 + Math.floor(Math.random() * (ORDERS / 8 + 2));
      const run = await runAndKill(
        [url.toString(), JSON.stringify(auth), payee.id, String(ORDERS)],
        killAfter,
      );
      expect(run.killed, run.lines.join('\n')).toBe(true);

      // The restart: pass what waits for review (the operator's part), then turn the rail until
      // every order is answered.
      for (const row of await rows(
        `SELECT order_no FROM payouts WHERE state = ${OrderState.PendingReview}`,
      ))
        await t.database.db.transaction(async (tx) => {
          const found = (await findPayout(tx, String(row.order_no), undefined, { lock: true }))!;
          await movePayout(tx, found, OrderState.ReviewPassed, 'restart', new Date());
        });
      for (let turn = 0; turn < 20; turn += 1) {
        const done = await runRail(t.app.deps);
        if (done.sent + done.settled + done.failed === 0) break;
      }

      for (const check of [
        ...(await verifyLedger(t.database.db)),
        ...(await verifyPayouts(t.database.db)),
      ])
        expect(check.breaches, check.name).toEqual([]);
      const [counts] = await rows(`
      SELECT count(*)::int AS orders,
             count(*) FILTER (WHERE state = ${OrderState.PaymentSuccess})::int AS paid,
             (SELECT count(*)::int FROM holds WHERE reference LIKE 'payout:%') AS holds,
             (SELECT count(*)::int FROM holds WHERE reference LIKE 'payout:%' AND resolution = 'posted') AS posted,
             (SELECT count(*)::int FROM sandbox_bank_payments) AS booked,
             (SELECT count(*)::int FROM (SELECT end_to_end_id FROM sandbox_bank_payments
                GROUP BY end_to_end_id HAVING count(*) > 1) twice) AS twice
      FROM payouts`);
      // Every order committed has its hold (and no hold is without its order); all were paid, once.
      expect(counts!.orders).toBeGreaterThan(0);
      expect(counts).toEqual({
        orders: counts!.orders,
        paid: counts!.orders,
        holds: counts!.orders,
        posted: counts!.orders,
        booked: counts!.orders,
        twice: 0,
      });
    },
  );
});
