// The starting database of the PGlite integration suites, made once per run: the vitest globalSetup
// of the server-pglite project creates an embedded database, migrates and seeds it (lean demo seed)
// and dumps its data directory to a file. createTestDatabase loads that dump for every test file
// (~0.4 s) instead of creating a cluster (~2 s of WebAssembly), migrating and seeding again: the
// same database, made once. Suites that ask for the demo history still build theirs from scratch.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../composition/bootstrap.ts';
import { openDatabase, type Database } from '../platform/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the dumped template database (absent outside server-pglite). */
    pgliteTemplate?: string;
  }
}

const pgliteOf = (database: Database) => (database.db as unknown as { $client: PGlite }).$client;

export default async function setup(project: TestProject) {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  await prepareDatabase(database, { isProduction: false });
  const dump = await pgliteOf(database).dumpDataDir('none');
  await database.close();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tb-pglite-template-'));
  const file = path.join(dir, 'lean-seed.tar');
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}

let template: Promise<Blob | undefined> | undefined;

/** The migrated, lean-seeded dump to start a test database from, when this run made one. */
export const leanTemplate = (): Promise<Blob | undefined> => {
  const file = inject('pgliteTemplate');
  template ??= file
    ? readFile(file).then((bytes) => new Blob([bytes]))
    : Promise.resolve(undefined);
  return template;
};
