// The process the crash test kills: on the test's database it submits payouts (the money step of
// the route, confirmations already checked), passes them as an operator would, and turns the rail
// until the bank has answered them all — printing "progress" as it goes so the test can kill it
// in the middle of any of these steps.
import { OrderState, type PayoutType } from '@tradebridge/contracts';
import { buildApp } from '../../../../app.ts';
import { openDatabase } from '../../../../platform/db/client.ts';
import type { UserAuth } from '../../../../platform/http/auth.ts';
import { testConfig } from '../../../../test/app.ts';
import { findMerchantPayee } from '../../payee/index.ts';
import { movePayout } from '../order-state.ts';
import { submitPayout } from '../orders.ts';
import { runRail } from '../rail.ts';
import { findPayout } from '../repository/index.ts';

const [url, authJson, payeeId, countText] = process.argv.slice(2);
const auth = JSON.parse(authJson!) as UserAuth;
const database = await openDatabase({ kind: 'postgres', url: url!, poolSize: 5 });
const app = await buildApp({ config: testConfig(), database, logger: false, serveWeb: false });
await app.ready();
const deps = app.deps;
const payee = (await findMerchantPayee(database.db, payeeId!, auth.merchantId))!;

const count = Number(countText);
const submitted: string[] = [];
// Eight at a time, as concurrent users would.
for (let i = 0; i < count; i += 8) {
  const batch = await Promise.all(
    Array.from({ length: Math.min(8, count - i) }, (_, k) =>
      submitPayout(
        deps,
        auth,
        {
          input: {
            type: 2 as PayoutType,
            payeeId: payee.id,
            currency: 'USD',
            amount: '1.00',
            purpose: 'products',
            explanation: '',
            postscript: '',
            proofFileIds: [],
            reenteredAmount: '',
            credentials: { payPwd: '' },
          },
          plan: {
            payee,
            currency: 'USD',
            amount: 100n,
            fee: 33n,
            approvalsNeeded: 0,
            approverIds: [],
            quotaUsd: null,
          },
          confirmation: { consume: async () => undefined },
        },
        { scope: `user:${auth.userId}`, key: `crash-${i + k}` },
        { ip: '127.0.0.1', userAgent: 'crash-worker' },
      ),
    ),
  );
  submitted.push(...batch.map((order) => order.orderNo));
  process.stdout.write('progress submit\n');
}
for (const orderNo of submitted) {
  await database.db.transaction(async (tx) => {
    const row = await findPayout(tx, orderNo, undefined, { lock: true });
    if (row?.state === OrderState.PendingReview)
      await movePayout(tx, row, OrderState.ReviewPassed, 'crash-worker', new Date());
  });
}
process.stdout.write('progress passed\n');
for (;;) {
  const turn = await runRail(deps);
  process.stdout.write(`progress rail ${JSON.stringify(turn)}\n`);
  if (turn.sent === 0 && turn.settled === 0 && turn.failed === 0) break;
}
process.stdout.write('done\n');
await app.close();
await database.close();
