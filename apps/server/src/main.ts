// Starts the server: config → database (migrate, seed) → app → listen; stops gracefully.
import { buildApp } from './app.ts';
import { prepareDatabase, databaseFor } from './composition/bootstrap.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { applyMemoryPolicy } from './platform/memory.ts';

const start = async () => {
  applyMemoryPolicy();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }

  const database = await databaseFor(config);
  // The demo wallets get 90 days of history here (and in the e2e server, which runs this file).
  const demo = await prepareDatabase(database, config, { history: true });
  const app = await buildApp({ config, database });
  if (demo && !demo.hasHistory)
    app.log.info(
      'the demo wallets were funded before their 90-day history existed; start from an empty DATA_DIR (or database) to get it',
    );
  // Background jobs (exports, expiries, housekeeping) run in this process unless JOB_WORKERS=0.
  app.deps.jobs.start();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took over 10 s, exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const local = config.host === '127.0.0.1' || config.host === 'localhost';
  app.log.info(
    { port: config.port, host: config.host, database: database.kind, env: config.env },
    `Tradebridge is serving on http://localhost:${config.port}${local ? ' (this machine only; HOST=0.0.0.0 serves your network)' : ''}`,
  );
};

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
