// The server of one import of the collection-import bench, in a process of its own so its RSS and
// CPU are the server's: the app as main.ts builds it (the memory policy, buildApp, its job worker)
// on a free port, on the database the bench prepared. The bench signs an operator in and uploads
// the camt.054 over HTTP as the console does; the upload route stores it and queues the import,
// which this process's job worker runs (importBankFile: streamed twice — a check, then batches
// matched, screened, written and posted through the ledger's batch path). Prints one JSON line
// when it listens ({ port }); stops on SIGTERM.
import { applyMemoryPolicy } from '../apps/server/src/platform/memory.ts';

applyMemoryPolicy();

export type ImportCaseInput = {
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  dataDir: string;
};

const input = JSON.parse(process.env.BENCH_CASE ?? '') as ImportCaseInput;
const { openDatabase } = await import('@tradebridge/server/db');
const { loadConfig } = await import('@tradebridge/server/config');
const { buildApp } = await import('@tradebridge/server');

const database = await openDatabase(input.database);
const config = loadConfig({
  NODE_ENV: 'development',
  DATA_DIR: input.dataDir,
  LOG_LEVEL: 'warn',
  ...(input.database.kind === 'postgres' ? { DATABASE_URL: input.database.url } : {}),
});
const app = await buildApp({ config, database, logger: false });
app.deps.jobs.start();
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));

process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
