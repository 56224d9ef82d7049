// The job queue: rows of the `jobs` table, claimed by workers of any number of server processes
// with FOR UPDATE SKIP LOCKED (PostgreSQL and PGlite alike). A claim is a lease: a worker that
// crashes stops renewing it, and once it ends the job is claimed again. Failures retry with
// exponential back-off; the last failure leaves the job dead with its error, and an operator can
// retry it. Recurring jobs get one row per time slot (a unique dedupe key), however many processes
// schedule them. Handlers make their final write through `finish`, which commits it together with
// the job's success only while this worker still holds the lease: a job picked up again after a
// crash never writes its result twice.
import { randomUUID } from 'node:crypto';
import { JobState } from '@tradebridge/contracts';
import { sql } from 'drizzle-orm';
import { safeErrorMessage } from './log-safety.ts';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Db, type DbOrTx, type Tx } from './db/client.ts';

export type JobRow = {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
  merchantId: string | null;
};

export type JobContext = {
  job: JobRow;
  /** Reports progress (0–100) to the jobs list; cheap to call often (throttled). */
  progress(percent: number): Promise<void>;
  /**
   * Runs the job's final write and marks the job succeeded in one transaction, only while this
   * worker still holds the lease (else it throws and nothing is written).
   */
  finish<T>(write: (tx: Tx) => Promise<T>): Promise<T>;
  /** Aborted when the lease is lost or the process stops: stop work, nothing will be kept. */
  signal: AbortSignal;
};

export type JobDefinition = {
  kind: string;
  run(context: JobContext): Promise<void>;
  maxAttempts?: number;
  /** Called (in its own transaction) when the job dies, e.g. to mark a download failed. */
  onDead?(tx: Tx, job: JobRow, error: string): Promise<void>;
  /** Called (in the retry's transaction) when an operator retries a dead job. */
  onRetry?(tx: Tx, job: JobRow): Promise<void>;
};

/** A recurring job: `slot` names the run a moment belongs to and when that run is due. */
export type JobSchedule = {
  kind: string;
  slot(now: Date): { key: string; runAt: Date };
  payload?: Record<string, unknown>;
};

/** Runs every `ms` milliseconds, aligned to the epoch (one run per slot across processes). */
export const every =
  (ms: number) =>
  (now: Date): { key: string; runAt: Date } => {
    const slot = Math.floor(now.getTime() / ms);
    return { key: String(slot), runAt: new Date(slot * ms) };
  };

/** Runs on the first day of every month (UTC) at `hour`:00. */
export const monthly =
  (hour: number) =>
  (now: Date): { key: string; runAt: Date } => {
    const runAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, hour));
    return { key: runAt.toISOString().slice(0, 7), runAt };
  };

export type EnqueueInput = {
  kind: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  maxAttempts?: number;
  /** At most one job per key, ever: enqueuing the same key again returns null. */
  dedupeKey?: string;
  merchantId?: string | null;
};

export type JobQueue = {
  /** Adds a job in the caller's transaction; returns its id (null when the dedupe key exists). */
  enqueue(db: DbOrTx, input: EnqueueInput): Promise<string | null>;
  /** Asks the worker to look for due jobs now (after the caller's commit). */
  wake(): void;
  /** Claims and runs due jobs until none is left; returns how many ran (tests, CLI). */
  runDue(): Promise<number>;
  /** Sends a dead job back to the queue; false when the job is not dead. */
  retry(id: string): Promise<boolean>;
  /** Enqueues the current slot of every schedule that has not been enqueued yet. */
  scheduleDue(now?: Date): Promise<void>;
  start(): void;
  stop(): Promise<void>;
};

export type JobQueueOptions = {
  /** Jobs run at once by this process; 0 = `start` does nothing. */
  concurrency: number;
  pollMs?: number;
  leaseMs?: number;
  definitions: JobDefinition[];
  schedules?: JobSchedule[];
  /** A name for this worker in `locked_by`; a random one by default. */
  workerId?: string;
};

/** Back-off before attempt n+1: 5 s, 10 s, 20 s ... at most an hour, with ±20 % jitter. */
export const backoffMs = (attempts: number) => {
  const base = Math.min(5000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
  return Math.round(base * (0.8 + Math.random() * 0.4));
};

const DEFAULT_MAX_ATTEMPTS = 5;
const SCHEDULE_EVERY_MS = 30_000;

type Claimed = {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
  merchant_id: string | null;
};

const errorText = (error: unknown) => safeErrorMessage(error).slice(0, 1000);

export class LeaseLostError extends Error {
  constructor() {
    super('the job lease was lost (another worker took the job over)');
    this.name = 'LeaseLostError';
  }
}

export const createJobQueue = (
  db: Db,
  log: FastifyBaseLogger,
  options: JobQueueOptions,
): JobQueue => {
  const workerId = options.workerId ?? `${process.pid}-${randomUUID().slice(0, 8)}`;
  const leaseMs = options.leaseMs ?? 60_000;
  const pollMs = options.pollMs ?? 1000;
  const definitions = new Map(options.definitions.map((d) => [d.kind, d]));
  const kinds = [...definitions.keys()];
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  let timer: NodeJS.Timeout | undefined;
  let scheduleTimer: NodeJS.Timeout | undefined;
  let stopped = true;
  let polling = false;

  const rowOf = (c: Claimed): JobRow => ({
    id: c.id,
    kind: c.kind,
    payload: c.payload ?? {},
    attempts: Number(c.attempts),
    maxAttempts: Number(c.max_attempts),
    merchantId: c.merchant_id,
  });

  const claim = async (limit: number): Promise<JobRow[]> => {
    if (limit <= 0 || kinds.length === 0) return [];
    const rows = await queryRows<Claimed>(
      db,
      sql`UPDATE jobs SET state = ${JobState.Running}, attempts = attempts + 1,
            locked_by = ${workerId}, locked_until = now() + ${`${leaseMs} milliseconds`}::interval,
            started_at = now(), progress = 0
          WHERE id IN (
            SELECT id FROM jobs
            WHERE kind IN (${sql.join(
              kinds.map((k) => sql`${k}`),
              sql`, `,
            )})
              AND ((state IN (${JobState.Queued}, ${JobState.Retrying}) AND run_at <= now())
                OR (state = ${JobState.Running} AND locked_until < now()))
            ORDER BY run_at LIMIT ${limit}
            FOR UPDATE SKIP LOCKED)
          RETURNING id, kind, payload, attempts, max_attempts, merchant_id`,
    );
    return rows.map(rowOf);
  };

  /** Ends a job we hold: dead or retrying; the definition's onDead runs with the dead mark. */
  const fail = async (job: JobRow, error: unknown) => {
    const text = errorText(error);
    const dead = job.attempts >= job.maxAttempts;
    await db.transaction(async (tx) => {
      const updated = await queryRows<{ id: string }>(
        tx,
        dead
          ? sql`UPDATE jobs SET state = ${JobState.Dead}, last_error = ${text}, finished_at = now(),
                  locked_by = NULL, locked_until = NULL
                WHERE id = ${job.id} AND locked_by = ${workerId} AND state = ${JobState.Running}
                RETURNING id`
          : sql`UPDATE jobs SET state = ${JobState.Retrying}, last_error = ${text},
                  run_at = now() + ${`${backoffMs(job.attempts)} milliseconds`}::interval,
                  locked_by = NULL, locked_until = NULL
                WHERE id = ${job.id} AND locked_by = ${workerId} AND state = ${JobState.Running}
                RETURNING id`,
      );
      if (dead && updated.length) await definitions.get(job.kind)?.onDead?.(tx, job, text);
    });
    log[dead ? 'error' : 'warn'](
      { jobId: job.id, kind: job.kind, attempts: job.attempts, err: error },
      dead ? 'job failed for good' : 'job failed, will retry',
    );
  };

  const markSucceeded = (tx: DbOrTx, id: string) =>
    queryRows<{ id: string }>(
      tx,
      sql`UPDATE jobs SET state = ${JobState.Succeeded}, progress = 100, finished_at = now(),
            locked_by = NULL, locked_until = NULL
          WHERE id = ${id} AND locked_by = ${workerId} AND state = ${JobState.Running}
          RETURNING id`,
    );

  const execute = async (job: JobRow, signal?: AbortSignal) => {
    const definition = definitions.get(job.kind);
    if (!definition) return;
    if (job.attempts > job.maxAttempts) {
      // Claimed again after its last attempt's lease ran out (the process died mid-way).
      await fail(job, new Error('the worker stopped during the last attempt'));
      return;
    }
    const controller = new AbortController();
    signal?.addEventListener('abort', () => controller.abort(signal.reason));
    let finished = false;
    let lastProgress = -1;
    let lastProgressAt = 0;
    const renew = setInterval(
      () => {
        void queryRows<{ id: string }>(
          db,
          sql`UPDATE jobs SET locked_until = now() + ${`${leaseMs} milliseconds`}::interval
              WHERE id = ${job.id} AND locked_by = ${workerId} AND state = ${JobState.Running}
              RETURNING id`,
        )
          .then((rows) => {
            if (rows.length === 0) controller.abort(new LeaseLostError());
          })
          .catch((error: unknown) =>
            log.warn({ err: error, jobId: job.id }, 'lease renewal failed'),
          );
      },
      Math.max(1000, Math.floor(leaseMs / 3)),
    );
    renew.unref();
    const context: JobContext = {
      job,
      signal: controller.signal,
      async progress(percent) {
        const value = Math.max(0, Math.min(100, Math.floor(percent)));
        if (value === lastProgress || Date.now() - lastProgressAt < 500) return;
        lastProgress = value;
        lastProgressAt = Date.now();
        await db.execute(
          sql`UPDATE jobs SET progress = ${value} WHERE id = ${job.id} AND locked_by = ${workerId}`,
        );
      },
      async finish(write) {
        if (controller.signal.aborted) throw new LeaseLostError();
        const result = await db.transaction(async (tx) => {
          const value = await write(tx);
          if ((await markSucceeded(tx, job.id)).length === 0) throw new LeaseLostError();
          return value;
        });
        finished = true;
        return result;
      },
    };
    try {
      await definition.run(context);
      if (!finished && (await markSucceeded(db, job.id)).length === 0) throw new LeaseLostError();
    } catch (error) {
      if (error instanceof LeaseLostError) {
        log.warn({ jobId: job.id, kind: job.kind }, 'job lease lost; another worker has it');
      } else {
        await fail(job, error).catch((failure: unknown) =>
          log.error({ err: failure, jobId: job.id }, 'could not record a job failure'),
        );
      }
    } finally {
      clearInterval(renew);
    }
  };

  const poll = async () => {
    if (polling || stopped) return;
    polling = true;
    try {
      for (;;) {
        const free = options.concurrency - running.size;
        const jobs = await claim(free);
        if (jobs.length === 0) break;
        for (const job of jobs) {
          const controller = new AbortController();
          const done = execute(job, controller.signal).finally(() => {
            running.delete(job.id);
            if (!stopped) void poll();
          });
          running.set(job.id, { controller, done });
        }
        if (running.size >= options.concurrency) break;
      }
    } catch (error) {
      log.warn({ err: error }, 'job polling failed');
    } finally {
      polling = false;
    }
  };

  const queue: JobQueue = {
    async enqueue(tx, input) {
      const rows = await queryRows<{ id: string }>(
        tx,
        sql`INSERT INTO jobs (kind, payload, run_at, max_attempts, dedupe_key, merchant_id)
            VALUES (${input.kind}, ${JSON.stringify(input.payload ?? {})}::jsonb,
                    ${(input.runAt ?? new Date()).toISOString()}::timestamptz,
                    ${input.maxAttempts ?? definitions.get(input.kind)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS},
                    ${input.dedupeKey ?? null}, ${input.merchantId ?? null})
            ON CONFLICT (dedupe_key) DO NOTHING
            RETURNING id`,
      );
      return rows[0]?.id ?? null;
    },
    wake() {
      if (!stopped) setImmediate(() => void poll());
    },
    async runDue() {
      let ran = 0;
      for (;;) {
        const jobs = await claim(1);
        if (jobs.length === 0) return ran;
        await execute(jobs[0]!);
        ran += 1;
      }
    },
    async retry(id) {
      return db.transaction(async (tx) => {
        const rows = await queryRows<Claimed>(
          tx,
          sql`UPDATE jobs SET state = ${JobState.Queued}, attempts = 0, run_at = now(),
                progress = 0, finished_at = NULL
              WHERE id = ${id} AND state = ${JobState.Dead}
              RETURNING id, kind, payload, attempts, max_attempts, merchant_id`,
        );
        const row = rows[0];
        if (!row) return false;
        await definitions.get(row.kind)?.onRetry?.(tx, rowOf(row));
        return true;
      });
    },
    async scheduleDue(now = new Date()) {
      for (const schedule of options.schedules ?? []) {
        const { key, runAt } = schedule.slot(now);
        await queue.enqueue(db, {
          kind: schedule.kind,
          payload: schedule.payload ?? {},
          runAt,
          dedupeKey: `${schedule.kind}@${key}`,
        });
      }
    },
    start() {
      if (options.concurrency <= 0 || !stopped) return;
      stopped = false;
      const schedule = () =>
        queue
          .scheduleDue()
          .catch((error: unknown) => log.warn({ err: error }, 'scheduling failed'));
      void schedule().then(() => poll());
      timer = setInterval(() => void poll(), pollMs);
      timer.unref();
      scheduleTimer = setInterval(() => void schedule(), SCHEDULE_EVERY_MS);
      scheduleTimer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearInterval(scheduleTimer);
      // Give running jobs a moment; then abort them: their leases end and they run again later.
      const all = [...running.values()];
      const settle = Promise.all(all.map((r) => r.done));
      const grace = new Promise((resolve) => setTimeout(resolve, 5000).unref());
      await Promise.race([settle, grace]);
      for (const r of running.values()) r.controller.abort(new Error('the server is stopping'));
      await Promise.race([settle, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
    },
  };
  return queue;
};
