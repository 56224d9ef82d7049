// The job queue on a real database (PGlite, and PostgreSQL in the server-postgres project): runs,
// retries with back-off, dies with its error, survives a crashed worker without doing the work's
// final write twice, schedules one run per slot, and shares jobs between workers without doubles.
import { JobState } from '@tradebridge/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/app.ts';
import { queryRows } from '../db/client.ts';
import { createJobQueue, every, type JobDefinition } from '../jobs.ts';

const silent = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child() {
    return silent;
  },
  level: 'silent',
  silent() {},
} as unknown as FastifyBaseLogger;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(
    sql`CREATE TABLE job_effects (job_id uuid NOT NULL, worker text NOT NULL, note text)`,
  );
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.execute(sql`DELETE FROM jobs`);
  await database.db.execute(sql`DELETE FROM job_effects`);
});

type JobDbRow = {
  id: string;
  state: number;
  attempts: number;
  last_error: string | null;
  run_at: string | Date;
};
const jobRow = async (id: string) =>
  (
    await queryRows<JobDbRow>(
      database.db,
      sql`SELECT id, state, attempts, last_error, run_at FROM jobs WHERE id = ${id}`,
    )
  )[0]!;
const effects = () =>
  queryRows<{ job_id: string; worker: string; note: string | null }>(
    database.db,
    sql`SELECT job_id, worker, note FROM job_effects ORDER BY worker`,
  );

/** A job whose final write records which worker did it. */
const effectJob = (worker: string, before?: () => Promise<void>): JobDefinition => ({
  kind: 'test.effect',
  async run(context) {
    await before?.();
    await context.finish((tx) =>
      tx.execute(
        sql`INSERT INTO job_effects (job_id, worker) VALUES (${context.job.id}, ${worker})`,
      ),
    );
  },
});

const queueWith = (definitions: JobDefinition[], workerId = 'w1', leaseMs = 60_000) =>
  createJobQueue(database.db, silent, { concurrency: 0, definitions, workerId, leaseMs });

describe('job queue', () => {
  it('runs a due job once and leaves a job that is not due yet', async () => {
    const queue = queueWith([effectJob('w1')]);
    const now = await queue.enqueue(database.db, { kind: 'test.effect' });
    const later = await queue.enqueue(database.db, {
      kind: 'test.effect',
      runAt: new Date(Date.now() + 3_600_000),
    });
    expect(await queue.runDue()).toBe(1);
    expect(await queue.runDue()).toBe(0);
    expect((await jobRow(now!)).state).toBe(JobState.Succeeded);
    expect((await jobRow(later!)).state).toBe(JobState.Queued);
    expect(await effects()).toEqual([{ job_id: now, worker: 'w1', note: null }]);
  });

  it('retries with back-off, then dies with the error and tells the definition', async () => {
    const dead: string[] = [];
    const failing: JobDefinition = {
      kind: 'test.failing',
      maxAttempts: 2,
      run: () => Promise.reject(new Error('the bank is closed')),
      async onDead(tx, job, error) {
        dead.push(`${job.id}:${error}`);
        await tx.execute(
          sql`INSERT INTO job_effects (job_id, worker, note) VALUES (${job.id}, 'dead', ${error})`,
        );
      },
    };
    const queue = queueWith([failing]);
    const id = (await queue.enqueue(database.db, { kind: 'test.failing' }))!;
    expect(await queue.runDue()).toBe(1);
    const retrying = await jobRow(id);
    expect(retrying).toMatchObject({ state: JobState.Retrying, attempts: 1 });
    expect(retrying.last_error).toContain('the bank is closed');
    // Back-off: not due again at once (5 s ± 20 %).
    expect(new Date(retrying.run_at).getTime()).toBeGreaterThan(Date.now() + 3000);
    expect(await queue.runDue()).toBe(0);
    await database.db.execute(sql`UPDATE jobs SET run_at = now() WHERE id = ${id}`);
    expect(await queue.runDue()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ state: JobState.Dead, attempts: 2 });
    expect(dead).toEqual([`${id}:Error: the bank is closed`]);
    expect(await effects()).toHaveLength(1);
  });

  it('lets an operator retry a dead job, and only a dead one', async () => {
    let fail = true;
    const retried: string[] = [];
    const flaky: JobDefinition = {
      kind: 'test.flaky',
      maxAttempts: 1,
      run: async () => {
        if (fail) throw new Error('not yet');
      },
      onRetry: async (_tx, job) => {
        retried.push(job.id);
      },
    };
    const queue = queueWith([flaky]);
    const id = (await queue.enqueue(database.db, { kind: 'test.flaky' }))!;
    expect(await queue.retry(id)).toBe(false);
    await queue.runDue();
    expect((await jobRow(id)).state).toBe(JobState.Dead);
    fail = false;
    expect(await queue.retry(id)).toBe(true);
    expect(retried).toEqual([id]);
    expect(await jobRow(id)).toMatchObject({ state: JobState.Queued, attempts: 0 });
    await queue.runDue();
    expect((await jobRow(id)).state).toBe(JobState.Succeeded);
  });

  it('picks up the job of a crashed worker when its lease ends, and the final write happens once', async () => {
    const queue = queueWith([effectJob('w2')], 'w2');
    const id = (await queue.enqueue(database.db, { kind: 'test.effect' }))!;
    // A worker claimed it and died: its lease is over.
    await database.db.execute(
      sql`UPDATE jobs SET state = ${JobState.Running}, attempts = 1, locked_by = 'crashed',
            locked_until = now() - interval '1 second' WHERE id = ${id}`,
    );
    expect(await queue.runDue()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ state: JobState.Succeeded, attempts: 2 });
    expect(await effects()).toEqual([{ job_id: id, worker: 'w2', note: null }]);
  });

  it('a worker that lost its lease cannot write its result after another worker finished the job', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let claimed!: () => void;
    const started = new Promise<void>((resolve) => (claimed = resolve));
    const slow = queueWith(
      [
        effectJob('slow', async () => {
          claimed();
          await held;
        }),
      ],
      'slow',
    );
    const fast = queueWith([effectJob('fast')], 'fast');
    const id = (await slow.enqueue(database.db, { kind: 'test.effect' }))!;
    const slowRun = slow.runDue();
    await started;
    // The slow worker stalls past its lease (a long pause, a network split).
    await database.db.execute(
      sql`UPDATE jobs SET locked_until = now() - interval '1 second' WHERE id = ${id}`,
    );
    expect(await fast.runDue()).toBe(1);
    release();
    await slowRun;
    expect(await effects()).toEqual([{ job_id: id, worker: 'fast', note: null }]);
    expect((await jobRow(id)).state).toBe(JobState.Succeeded);
  });

  it('a job claimed again after its last attempt died mid-way is dead, not run a further time', async () => {
    const queue = queueWith([{ ...effectJob('w1'), maxAttempts: 1 }]);
    const id = (await queue.enqueue(database.db, { kind: 'test.effect', maxAttempts: 1 }))!;
    await database.db.execute(
      sql`UPDATE jobs SET state = ${JobState.Running}, attempts = 1, locked_by = 'crashed',
            locked_until = now() - interval '1 second' WHERE id = ${id}`,
    );
    await queue.runDue();
    expect(await jobRow(id)).toMatchObject({ state: JobState.Dead });
    expect(await effects()).toEqual([]);
  });

  it('enqueues a dedupe key once, and one run per schedule slot however many processes schedule', async () => {
    const a = createJobQueue(database.db, silent, {
      concurrency: 0,
      definitions: [effectJob('a')],
      schedules: [{ kind: 'test.effect', slot: every(60_000) }],
    });
    const b = createJobQueue(database.db, silent, {
      concurrency: 0,
      definitions: [effectJob('b')],
      schedules: [{ kind: 'test.effect', slot: every(60_000) }],
    });
    expect(await a.enqueue(database.db, { kind: 'test.effect', dedupeKey: 'k1' })).toBeTruthy();
    expect(await b.enqueue(database.db, { kind: 'test.effect', dedupeKey: 'k1' })).toBeNull();
    const now = new Date();
    await Promise.all([a.scheduleDue(now), b.scheduleDue(now), a.scheduleDue(now)]);
    const [count] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM jobs`,
    );
    expect(count!.n).toBe(2);
    await a.scheduleDue(new Date(now.getTime() + 60_000));
    const [after] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM jobs`,
    );
    expect(after!.n).toBe(3);
  });

  it('two workers sharing the queue run every job exactly once', async () => {
    const a = queueWith([effectJob('a')], 'a');
    const b = queueWith([effectJob('b')], 'b');
    for (let i = 0; i < 20; i += 1) await a.enqueue(database.db, { kind: 'test.effect' });
    const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(ranA + ranB).toBe(20);
    const rows = await queryRows<{ n: number; distinct_jobs: number }>(
      database.db,
      sql`SELECT count(*)::int AS n, count(DISTINCT job_id)::int AS distinct_jobs FROM job_effects`,
    );
    expect(rows[0]).toEqual({ n: 20, distinct_jobs: 20 });
  });
});
