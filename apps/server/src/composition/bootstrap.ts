// Opens the configured database, applies migrations and seeds it. Used by main.ts, the CLI, the
// benchmarks and tests. App composition: it calls modules, so it lives outside platform/.
import path from 'node:path';
import { seedSettings } from '../modules/core/settings/index.ts';
import type { Config } from '../platform/config.ts';
import { openDatabase, type Database } from '../platform/db/client.ts';
import { seedDemo, type SeedDemoOptions } from './seed-demo.ts';

export const databaseFor = (config: Pick<Config, 'databaseUrl' | 'dataDir'>) =>
  config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });

/** Base data every installation needs (idempotent). */
export const seedBase = async (database: Database) => {
  await seedSettings(database.db);
};

/**
 * Migrates, seeds the base data and, outside production, the demo logins and their money: today's
 * opening credits, or with `history` 90 days of movements (npm start and the e2e server ask for
 * it; tests keep the lean seed, which is faster). Answers the demo seed's outcome (null in
 * production).
 */
export const prepareDatabase = async (
  database: Database,
  config: Pick<Config, 'isProduction'>,
  demo: SeedDemoOptions = {},
) => {
  await database.migrate();
  await seedBase(database);
  return config.isProduction ? null : seedDemo(database, demo);
};
