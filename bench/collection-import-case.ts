// One import of the collection-import bench, in its own process so its RSS is its own: the
// product's importBankFile on a stored camt.054 (the background job's path: streamed twice — a
// check, then batches matched, screened, written and posted through the ledger's batch path).
// Prints one JSON line with what it measured.
import type { Deps } from '../apps/server/src/platform/deps.ts';
import { quietLog } from './quiet-log.ts';

export type ImportCaseInput = {
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  dataDir: string;
  bankFileId: string;
};

export type ImportCaseResult = {
  entries: number;
  credited: number;
  held: number;
  exceptions: number;
  seconds: number;
  startRss: number;
  peakRss: number;
  maxRss: number;
  cpuSeconds: number;
};

const input = JSON.parse(process.env.BENCH_CASE ?? '') as ImportCaseInput;
const { openDatabase } = await import('@tradebridge/server/db');
const { loadConfig } = await import('@tradebridge/server/config');
const { createOutbox } = await import('../apps/server/src/platform/outbox.ts');
const { importBankFile } = await import('../apps/server/src/modules/areas/collection/import.ts');

const database = await openDatabase(input.database);
const config = loadConfig({
  DATA_DIR: input.dataDir,
  ...(input.database.kind === 'postgres' ? { DATABASE_URL: input.database.url } : {}),
});
const outbox = createOutbox(database.db, config, quietLog);
const deps = { db: database.db, config, outbox, log: quietLog } as unknown as Deps;

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50);
const startRss = process.memoryUsage().rss;
const cpuAtStart = process.cpuUsage();
const started = performance.now();
const file = await importBankFile(deps, input.bankFileId);
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuAtStart);
clearInterval(sampler);
await outbox.settle();
await database.close();
if (file.state !== 2) throw new Error(`import ended in state ${file.state}: ${file.error}`);
const result: ImportCaseResult = {
  entries: file.entries,
  credited: file.credited,
  held: file.held,
  exceptions: file.exceptions,
  seconds,
  startRss,
  peakRss: Math.max(peakRss, process.memoryUsage().rss),
  maxRss: process.resourceUsage().maxRSS * 1024,
  cpuSeconds: (cpu.user + cpu.system) / 1e6,
};
console.log(JSON.stringify(result));
