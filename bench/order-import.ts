// Trade orders from a spreadsheet at scale (issue 17): the product as main.ts runs it (PostgreSQL of
// DATABASE_URL or 127.0.0.1:5432, a fresh database made and dropped; BENCH_ORDERS_DB=pglite for
// the embedded one), the demo merchant signed in through the API, a contract submitted with its
// PDF, then an XLSX of BENCH_ORDERS (5,000) orders — written by the product's XLSX writer with the
// template's columns, 1 % of the rows bad — uploaded and taken through what the portal calls:
// the check (contract/importCheck.json), the error file (contract/importErrors.json) and the
// import of the valid rows (contract/import.json). Prints each step's time and rows/s, and the
// server's peak resident memory over the three (sampled every 50 ms and the kernel's high-water
// mark, reset before them). The issue states no target: the figures are recorded.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO, DEMO_PASSWORD } from '@tradebridge/server/demo';
import { textSheet } from '../apps/server/src/test/text-sheet.ts';
import { ORDER_COLUMNS } from '../apps/server/src/modules/areas/contract/import.ts';
import { frameworkContract } from '../apps/server/src/test/contract.ts';
import { freshPostgres } from './lib.ts';
import { memoryOf, sampleRss, signIn, startProduct, type Product } from './product.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 5_000);
const MB = 1024 * 1024;

/** The order file: ORDERS rows as a user fills the template; every hundredth total is wrong. */
const orderFile = async () => {
  const rows: string[][] = [];
  for (let i = 0; i < ORDERS; i += 1) {
    const quantity = (i % 400) + 1;
    const cents = 1250 + (i % 9000); // unit price 12.50 … 102.49
    const total = quantity * cents + (i % 100 === 42 ? 1 : 0);
    rows.push([
      `BENCH-${i}`,
      `LED panel light model ${i % 37}`,
      '40 W, 4000 K, aluminium frame',
      'CN',
      '02',
      String(quantity),
      `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
      `${Math.floor(total / 100)}.${String(total % 100).padStart(2, '0')}`,
      'DHL',
      `JD01460${String(i).padStart(8, '0')}`,
      `Buyer ${i % 250} GmbH`,
      `2026-11-${String((i % 20) + 1).padStart(2, '0')} 08:30`,
      i % 3 === 0 ? 'N' : 'Y',
    ]);
  }
  return textSheet('Orders', ORDER_COLUMNS, rows);
};

type Envelope<T> = { status: number; result: T; errorCode?: string; message?: string };

export const orderImportBench = async () => {
  const pglite = process.env.BENCH_ORDERS_DB === 'pglite';
  const fresh = pglite ? undefined : await freshPostgres();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tb-bench-orders-'));
  let product: Product | undefined;
  try {
    product = await startProduct(
      {
        DATA_DIR: dataDir,
        JOB_WORKERS: process.env.BENCH_ORDERS_JOB_WORKERS ?? '0',
        ...(fresh ? { DATABASE_URL: fresh.url } : {}),
      },
      { web: false },
    );
    const session = await signIn(product.baseUrl, DEMO.merchant.email, DEMO_PASSWORD);
    const mer = `${product.baseUrl}/finance-gateway/api/mer`;
    const headers = {
      authorization: session.token,
      'session-finance-token': session.financeToken,
      language: 'en-US',
    };
    const call = async <T>(route: string, body: object, idempotent = false) => {
      const response = await fetch(`${mer}/${route}`, {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          ...(idempotent ? { 'idempotency-key': randomUUID() } : {}),
        },
        body: JSON.stringify(body),
      });
      if (!(response.headers.get('content-type') ?? '').includes('json'))
        return (await response.arrayBuffer()) as T;
      const envelope = (await response.json()) as Envelope<T>;
      if (envelope.status !== 1)
        throw new Error(`${route}: ${envelope.errorCode} ${envelope.message}`);
      return envelope.result;
    };
    const upload = async (data: Buffer, name: string, kind: string) => {
      const body = new FormData();
      body.append('file', new Blob([new Uint8Array(data)]), name);
      const response = await fetch(`${mer}/file/upload.json?kind=${kind}`, {
        method: 'POST',
        headers,
        body,
      });
      const envelope = (await response.json()) as Envelope<{ id: string }>;
      if (envelope.status !== 1) throw new Error(`upload: ${envelope.errorCode}`);
      return envelope.result.id;
    };

    const contract = await call<{ id: string }>(
      'contract/add.json',
      frameworkContract(
        await upload(
          Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
          'framework.pdf',
          'document',
        ),
        { contractNo: 'BENCH-2026-01', amount: '50000000.00' },
      ),
      true,
    );
    const file = await orderFile();
    const fileId = await upload(file, 'orders.xlsx', 'sheet');
    const input = { contractId: contract.id, fileId };
    // One small check first, unmeasured: the route's first run loads what it needs.
    await call('contract/orderTemplate.json', {});
    await new Promise((resolve) => setTimeout(resolve, 500));
    const baseline = (await memoryOf(product.pid)).rss;

    await writeFile(`/proc/${product.pid}/clear_refs`, '5');
    const during = sampleRss(product.pid);
    const timed = async <T>(run: () => Promise<T>) => {
      const started = performance.now();
      const result = await run();
      return { result, seconds: (performance.now() - started) / 1000 };
    };
    const check = await timed(() =>
      call<{ rows: number; valid: number; invalid: number }>('contract/importCheck.json', input),
    );
    const errors = await timed(() => call<ArrayBuffer>('contract/importErrors.json', input));
    const imported = await timed(() =>
      call<{ imported: number; skipped: number; total: string }>(
        'contract/import.json',
        { ...input, skipInvalid: true },
        true,
      ),
    );
    const sampled = await during.stop();
    const { hwm } = await memoryOf(product.pid);
    const peak = Math.max(sampled.peak, hwm);

    const rate = (rows: number, seconds: number) =>
      Math.round(rows / seconds).toLocaleString('en-US');
    console.log(
      `XLSX order import of ${ORDERS.toLocaleString('en-US')} rows (${(file.length / 1024).toFixed(0)} KB, ` +
        `${pglite ? 'PGlite' : 'PostgreSQL'}), through the API as the portal calls it:`,
    );
    console.log(
      `  check        ${check.seconds.toFixed(2)} s, ${rate(check.result.rows, check.seconds)} rows/s ` +
        `(valid ${check.result.valid}, invalid ${check.result.invalid})`,
    );
    console.log(
      `  error file   ${errors.seconds.toFixed(2)} s (${(errors.result.byteLength / 1024).toFixed(0)} KB)`,
    );
    console.log(
      `  import       ${imported.seconds.toFixed(2)} s, ${rate(check.result.rows, imported.seconds)} rows/s ` +
        `(imported ${imported.result.imported}, skipped ${imported.result.skipped}, total ${imported.result.total} USD)`,
    );
    console.log(
      `  server RSS: before ${(baseline / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB ` +
        `(high-water mark ${(hwm / MB).toFixed(0)} MB, highest of ${sampled.samples} samples ${(sampled.peak / MB).toFixed(0)} MB)`,
    );
    if (imported.result.imported !== check.result.valid) {
      console.log(
        `FAIL: imported ${imported.result.imported}, the check found ${check.result.valid} valid`,
      );
      process.exitCode = 1;
    }
  } finally {
    await product?.stop();
    await fresh?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
};
