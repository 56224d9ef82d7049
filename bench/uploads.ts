// Uploads stream to disk (issue 15): the product as main.ts runs it (PostgreSQL of DATABASE_URL or
// 127.0.0.1:5432, a fresh database made and dropped; BENCH_UPLOADS_DB=pglite for the embedded
// one), the demo merchant signed in, then BENCH_UPLOADS (20) uploads of just under 10 MB sent at
// once (half PNG, half PDF: a real header and filler bytes). The server runs without its job
// worker (BENCH_UPLOADS_JOB_WORKERS, default 0): a fresh demo renders its statements at start,
// which leaves the process ~120 MB larger whatever the uploads do (docs/performance.md). Its
// resident memory is read from /proc/<pid>/status every 50 ms, and the kernel's high-water mark
// (VmHWM, reset just before the uploads through /proc/<pid>/clear_refs) gives the peak between
// samples too. Prints the baseline (signed in, idle), the peak, the total time and the throughput.
// Target: peak < 300 MB.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LIMITS } from '@tradebridge/contracts';
import { DEMO, DEMO_PASSWORD } from '@tradebridge/server/demo';
import { freshPostgres } from './lib.ts';
import { memoryOf, sampleRss, signIn, startProduct, type Product } from './product.ts';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 20);
/** Just under the limit: multipart framing aside, what a user sends at the most. */
const SIZE = LIMITS.uploadMaxBytes - 1024;
export const TARGETS = { peakRssMb: 300 };

const MB = 1024 * 1024;

const fileOf = (index: number) => {
  const data = Buffer.alloc(SIZE, 0x41);
  const png = index % 2 === 0;
  (png ? Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') : Buffer.from('%PDF-1.4\n')).copy(
    data,
  );
  return { data, name: png ? `scan-${index}.png` : `scan-${index}.pdf` };
};

export const uploadsBench = async () => {
  const pglite = process.env.BENCH_UPLOADS_DB === 'pglite';
  const fresh = pglite ? undefined : await freshPostgres();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tb-bench-uploads-'));
  const env = {
    DATA_DIR: dataDir,
    JOB_WORKERS: process.env.BENCH_UPLOADS_JOB_WORKERS ?? '0',
    ...(fresh ? { DATABASE_URL: fresh.url } : {}),
  };
  let product: Product | undefined;
  try {
    product = await startProduct(env, { web: false });
    const session = await signIn(product.baseUrl, DEMO.merchant.email, DEMO_PASSWORD);
    const url = `${product.baseUrl}/finance-gateway/api/mer/file/upload.json?kind=document`;
    const upload = async (index: number) => {
      const file = fileOf(index);
      const body = new FormData();
      body.append('file', new Blob([file.data]), file.name);
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: session.token, 'session-finance-token': session.financeToken },
        body,
      });
      const envelope = (await response.json()) as {
        status: number;
        result?: { size: number };
        errorCode?: string;
      };
      if (envelope.status !== 1 || envelope.result?.size !== SIZE) {
        throw new Error(`upload ${index}: ${response.status} ${envelope.errorCode ?? ''}`);
      }
    };

    // One upload first, unmeasured: the route's first run loads what it needs (file-type).
    await upload(-1);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = sampleRss(product.pid);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const baseline = (await idle.stop()).peak;

    // "5" resets the process's peak resident set size (VmHWM) to its current size.
    await writeFile(`/proc/${product.pid}/clear_refs`, '5');
    const during = sampleRss(product.pid);
    const started = performance.now();
    await Promise.all(Array.from({ length: UPLOADS }, (_, index) => upload(index)));
    const seconds = (performance.now() - started) / 1000;
    const sampled = await during.stop();
    const { hwm } = await memoryOf(product.pid);
    const peak = Math.max(sampled.peak, hwm);

    const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
    const met = peak / MB < TARGETS.peakRssMb;
    console.log(
      `${UPLOADS} uploads of ${(SIZE / MB).toFixed(2)} MB at once (${pglite ? 'PGlite' : 'PostgreSQL'}): ` +
        `${seconds.toFixed(2)} s, ${((UPLOADS * SIZE) / MB / seconds).toFixed(0)} MB/s`,
    );
    console.log(
      `  server RSS: baseline ${mb(baseline)}, peak ${mb(peak)} (target < ${TARGETS.peakRssMb} MB: ` +
        `${met ? 'met' : 'MISSED'}; high-water mark ${mb(hwm)}, highest of ${sampled.samples} ` +
        `samples ${mb(sampled.peak)})`,
    );
    if (!met) process.exitCode = 1;
  } finally {
    await product?.stop();
    await fresh?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
};
