// Secrets in logs (issue 11, item 7): a failed SQL statement used to be logged with its parameters,
// argon2 hashes included. The logs of a run that provokes failures — a 500 (unique violation), a
// refused input (malformed uuid) and a failing background job — hold the statement's name and the
// database's error, and no parameter.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { hashPassword } from '../platform/crypto.ts';
import { users } from '../platform/db/schema.ts';
import { safeErrorMessage } from '../platform/log-safety.ts';
import { createTestDatabase, testConfig, type TestDatabase } from '../test/app.ts';
import type { FastifyInstance } from 'fastify';

let app: FastifyInstance;
let database: TestDatabase;
let hash: string;
const lines: string[] = [];
const SECRET_NAME = 'Probe Secret Name 4471';

beforeAll(async () => {
  database = await createTestDatabase();
  hash = await hashPassword('Probe-Secret-99');
  app = await buildApp({
    config: testConfig({ logLevel: 'info' }),
    database,
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    serveWeb: false,
  });
  const [existing] = await database.db.select().from(users).limit(1);
  const row = (merchantId: string) => ({
    merchantId,
    accountNo: `U-probe-${Math.random()}`,
    email: existing!.email,
    name: SECRET_NAME,
    passwordHash: hash,
    adminFlag: false,
    state: 1,
  });
  // A unique violation (an e-mail taken): an unexpected error, answered 500 and logged.
  app.post('/probe/duplicate', async () => {
    await app.db.insert(users).values(row(existing!.merchantId));
    return 'unreachable';
  });
  // A malformed uuid reaching the database: the caller's fault, answered 400 and logged.
  app.post('/probe/malformed', async () => {
    await app.db.insert(users).values(row('not-a-uuid'));
    return 'unreachable';
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('logs of failed statements', () => {
  it('name the statement and the error, never its parameters', async () => {
    expect((await app.inject({ method: 'POST', url: '/probe/duplicate' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'POST', url: '/probe/malformed' })).statusCode).toBe(400);
    const text = lines.join('\n');
    expect(text).toContain('insert into \\"users\\"');
    expect(text).toContain('23505');
    expect(text).toContain('22P02');
    for (const leak of [hash, '$argon2', SECRET_NAME, 'params', 'not-a-uuid'])
      expect(text, leak).not.toContain(leak);
  });

  it('keep parameters out of a job’s recorded failure too', async () => {
    let caught: unknown;
    try {
      await database.db.execute(sql`SELECT ${hash}::uuid`);
    } catch (error) {
      caught = error;
    }
    const message = safeErrorMessage(caught);
    expect(message).toMatch(/^query failed: select/);
    expect(message).not.toContain(hash);
    expect(message).not.toContain('$argon2');
  });
});
