// The full stack as main.ts runs it: config, embedded PGlite (or DATABASE_URL), migrations, seed,
// envelope, validation, request logging at info level (written to /dev/null so the terminal does
// not slow it), request-id, language.
import { mkdtemp } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, loggerOptions } from '@tradebridge/server';
import { databaseFor, prepareDatabase } from '@tradebridge/server/bootstrap';
import { loadConfig } from '@tradebridge/server/config';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tb-bench-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  PORT: '1',
  LOG_LEVEL: 'info',
  APP_SECRET: 'bench-secret-bench-secret-bench-secret-01',
});
const database = await databaseFor(config);
await prepareDatabase(database, config);
const sink = createWriteStream('/dev/null');
const app = await buildApp({
  config,
  database,
  logger: { ...loggerOptions('info'), stream: sink },
  serveWeb: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(
  `${JSON.stringify({ port: typeof address === 'object' ? address?.port : 0, database: database.kind })}\n`,
);
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0)),
);
