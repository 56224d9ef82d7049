// Integration-test harness: a fresh database per test file (in-memory PGlite, or a new database on
// the PostgreSQL server of DATABASE_URL when the suite runs as server-postgres) and an app built on
// it, exercised through app.inject() with no network.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { prepareDatabase } from '../composition/bootstrap.ts';
import type { SeedDemoOptions } from '../composition/seed-demo.ts';
import type { Config } from '../platform/config.ts';
import type { Deps } from '../platform/deps.ts';
import { openDatabase, type Database } from '../platform/db/client.ts';
import { leanTemplate } from './pglite-template.ts';

export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  port: 0,
  host: '127.0.0.1',
  dataDir: path.join(os.tmpdir(), `tb-test-${process.pid}`),
  databaseUrl: undefined,
  env: 'test',
  isProduction: false,
  logLevel: 'silent',
  appSecret: 'test-secret-test-secret-test-secret-0123',
  smtpUrl: undefined,
  mailFrom: 'Tradebridge <no-reply@tradebridge.dev>',
  platformName: 'Tradebridge',
  platformAddress: '1 Harbour Road, Singapore 000001',
  publicUrl: 'http://localhost:8080',
  trustProxy: false,
  // Tests run due jobs themselves (deps.jobs.runDue) instead of a polling worker.
  jobWorkers: 0,
  bankRail: 'sandbox',
  sandboxBankDelayMs: 0,
  sandboxBankReportLevel: 'transaction',
  sandboxBankAcknowledge: false,
  serverTiming: false,
  devInbox: 'local',
  apiDocs: true,
  ...overrides,
});

export type TestDatabase = Database & { name: string };

/**
 * A fresh, migrated and seeded database of the kind this suite runs on: the lean demo seed unless
 * a suite about it asks for the demo wallets' history. On PGlite the lean one is a copy of the
 * run's template (pglite-template.ts), migrated and seeded once.
 */
export const createTestDatabase = async (demo: SeedDemoOptions = {}): Promise<TestDatabase> => {
  if (process.env.TEST_DB !== 'postgres') {
    const from = demo.history ? undefined : await leanTemplate();
    const database = await openDatabase({ kind: 'pglite', dataDir: null, from });
    if (!from) await prepareDatabase(database, { isProduction: false }, demo);
    return { ...database, name: 'pglite:memory' };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `tb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  await prepareDatabase(database, { isProduction: false }, demo);
  return {
    ...database,
    name,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
};

export type TestApp = { app: FastifyInstance; database: TestDatabase; close(): Promise<void> };

/** An app on `database`, ready, whose close() closes both. */
const appOn = async (
  database: Database,
  options: {
    config?: Partial<Config>;
    logger?: Parameters<typeof buildApp>[0]['logger'];
    extend?: ((app: FastifyInstance) => Promise<void>) | undefined;
    rails?: Deps['rails'] | undefined;
  } = {},
) => {
  const app = await buildApp({
    config: testConfig(options.config),
    database,
    rails: options.rails,
    logger: options.logger ?? false,
    serveWeb: false,
  });
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
};

export const createTestApp = async (
  config: Partial<Config> = {},
  /** Registers extra (probe) routes before the app is ready. */
  extend?: (app: FastifyInstance) => Promise<void>,
  demo: SeedDemoOptions = {},
): Promise<TestApp> => {
  const database = await createTestDatabase(demo);
  return { database, ...(await appOn(database, { config, extend })) };
};

/** A test app whose outside parties are the given rails (fakes), built on its fresh database. */
export const createTestAppWithRails = async (
  rails: (database: TestDatabase) => Deps['rails'],
): Promise<TestApp> => {
  const database = await createTestDatabase();
  return { database, ...(await appOn(database, { rails: rails(database) })) };
};

/**
 * A second server on the same database, as a second process of a deployment would be (its own
 * connection pool, its own app): on PostgreSQL only; on PGlite, which one process owns, the same
 * app again. Closed with the returned close().
 */
export const secondProcess = async (
  t: TestApp,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> => {
  if (process.env.TEST_DB !== 'postgres') return { app: t.app, close: async () => {} };
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${t.database.name}`;
  return appOn(await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 }));
};

/** A test app whose log lines at `level` and above are kept, for suites that read what is logged. */
export const createLoggingTestApp = async (
  level: 'info' | 'warn',
): Promise<TestApp & { logs: string[] }> => {
  const logs: string[] = [];
  const database = await createTestDatabase();
  const logger = { level, stream: { write: (line: string) => void logs.push(line) } };
  return { database, logs, ...(await appOn(database, { logger })) };
};

export { MER } from './session.ts';

/** The rows a statement answers, for suites that check what the database holds. */
export const rowsOf = async (database: Database, text: string) =>
  (
    (await database.db.execute(text as never)) as unknown as {
      rows: Record<string, unknown>[];
    }
  ).rows;

/** Forgets every rate limit and quota use, for suites that send many codes or log in often. */
export const clearRateLimits = async (database: Database) => {
  await database.db.execute('DELETE FROM rate_limits' as never);
  await database.db.execute('DELETE FROM rate_events' as never);
};
