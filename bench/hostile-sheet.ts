// A hostile spreadsheet against the running product (issue 35, item 2): the outside probe's kind
// of file — ~670 KB that inflates to 191 MB — checked by three merchants at once through the batch
// check and the orders import check, while a health check is sent every 20 ms. Prints how long each
// check took to refuse the file and the health check's latency during the checks, beside its
// latency with the server idle, measured in the same run (the ratio is what another run
// reproduces). Targets: health check < 100 ms during 3 parallel checks; refused in < 1 s. The
// product as main.ts runs it, on a fresh PostgreSQL database (DATABASE_URL or 127.0.0.1:5432).
import { randomUUID } from 'node:crypto';
import { openDatabase } from '@tradebridge/server/db';
import { frameworkContract } from '../apps/server/src/test/contract.ts';
import { hostileXlsx } from '../apps/server/src/test/hostile-xlsx.ts';
import { freshPostgres } from './lib.ts';
import {
  memoryOf,
  merCaller,
  payingMerchants,
  percentile,
  signIn,
  startProduct,
  type PayingUser,
  uploadAs,
} from './product.ts';
import { DEMO_PASSWORD } from '@tradebridge/server/demo';

export const TARGETS = { healthMs: 100, refusedMs: 1000 };
const MB = 1024 * 1024;

/** Latencies of a health check sent every `everyMs` until `until` settles. */
const healthDuring = async (baseUrl: string, until: Promise<unknown>, everyMs = 20) => {
  const latencies: number[] = [];
  let done = false;
  void until.finally(() => {
    done = true;
  });
  while (!done) {
    const started = performance.now();
    await fetch(`${baseUrl}/healthz`).then((r) => r.arrayBuffer());
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return latencies.sort((a, b) => a - b);
};

export const hostileSheetBench = async () => {
  const fresh = await freshPostgres();
  const product = await startProduct(
    { DATABASE_URL: fresh.url, TRUST_PROXY: 'true', JOB_WORKERS: '0' },
    { web: false },
  );
  try {
    const { baseUrl } = product;
    const call = merCaller(baseUrl);
    const database = await openDatabase({ kind: 'postgres', url: fresh.url });
    const merchants = await payingMerchants(database, 3, 1, 'H').finally(() => database.close());
    const users: PayingUser[] = [];
    for (const m of merchants) {
      const account = m.accounts[0]!;
      users.push({
        ...account,
        session: await signIn(baseUrl, account.email, DEMO_PASSWORD, {
          'x-forwarded-for': account.ip,
        }),
      });
    }
    const files = {
      'sizes not declared (streamed)': hostileXlsx(191),
      'sizes declared': hostileXlsx(191, { declareSizes: true }),
    };
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const contracts: string[] = [];
    for (const user of users) {
      const contractFileId = await uploadAs(baseUrl, user, pdf, 'framework.pdf', 'document');
      const added = await call<{ id: string }>(
        user,
        'contract/add.json',
        frameworkContract(contractFileId, { contractNo: `HOSTILE-${user.email}` }),
        { 'idempotency-key': randomUUID() },
      );
      if (added.envelope.status !== 1) throw new Error(`contract: ${added.envelope.errorCode}`);
      contracts.push(added.envelope.result.id);
    }

    // The health check with nothing else running: the baseline of this run.
    for (let i = 0; i < 20; i += 1) await fetch(`${baseUrl}/healthz`);
    const idle = await healthDuring(baseUrl, new Promise((resolve) => setTimeout(resolve, 2_000)));
    console.log(
      `health check, server idle: p50 ${percentile(idle, 50).toFixed(1)} ms, max ${idle.at(-1)!.toFixed(1)} ms (${idle.length} checks)`,
    );

    const before = await memoryOf(product.pid);
    let failed = false;
    for (const [name, data] of Object.entries(files)) {
      const fileIds = await Promise.all(
        users.map((user) => uploadAs(baseUrl, user, data, 'payments.xlsx', 'sheet')),
      );
      for (const [check, route, bodyOf] of [
        [
          'batch check',
          'payout/batch/check.json',
          (i: number) => ({
            source: 'file',
            choice: { method: 'bank', country: 'US', currency: 'USD' },
            fileId: fileIds[i],
          }),
        ],
        [
          'orders import check',
          'contract/importCheck.json',
          (i: number) => ({ contractId: contracts[i], fileId: fileIds[i] }),
        ],
      ] as const) {
        const times: number[] = [];
        const codes: string[] = [];
        const checks = Promise.all(
          users.map(async (user, i) => {
            const started = performance.now();
            const answer = await call(user, route, bodyOf(i), { language: 'en-US' });
            times.push(performance.now() - started);
            codes.push(answer.envelope.errorCode ?? 'accepted');
          }),
        );
        const health = await healthDuring(baseUrl, checks);
        await checks;
        const slowest = Math.max(...times);
        const worstHealth = health.at(-1) ?? 0;
        console.log(
          `${(data.length / 1024).toFixed(0)} KB file inflating to 191 MB, ${name}, ${check} by 3 merchants at once:\n` +
            `  refused in ${times.map((t) => t.toFixed(0)).join(', ')} ms (${[...new Set(codes)].join(', ')}); ` +
            `health check during: max ${worstHealth.toFixed(1)} ms over ${health.length} checks ` +
            `(${(worstHealth / Math.max(idle.at(-1)!, 0.1)).toFixed(1)}× the idle max)`,
        );
        if (slowest > TARGETS.refusedMs || worstHealth > TARGETS.healthMs) failed = true;
        if (codes.includes('accepted') || codes.includes('SERVER_ERROR')) failed = true;
      }
    }
    const memory = await memoryOf(product.pid);
    console.log(
      `server memory: resident ${(memory.rss / MB).toFixed(0)} MB after the checks, ` +
        `high-water mark ${(memory.hwm / MB).toFixed(0)} MB (before them ${(before.rss / MB).toFixed(0)} MB)`,
    );
    if (failed) {
      console.log(
        `FAIL: a target was missed (refused < ${TARGETS.refusedMs} ms, health < ${TARGETS.healthMs} ms)`,
      );
      process.exitCode = 1;
    }
  } finally {
    await product.stop();
    await fresh.drop();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) await hostileSheetBench();
