// SQL of the jobs module: the operator's reading of the job queue's table (platform/jobs.ts
// claims, runs and retries the jobs).
import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { RowWindow } from '../../../platform/db/paging.ts';
import { jobs } from '../../../platform/db/schema.ts';

/** What the console shows of a job (not its payload). */
const shown = {
  id: jobs.id,
  kind: jobs.kind,
  state: jobs.state,
  attempts: jobs.attempts,
  maxAttempts: jobs.maxAttempts,
  progress: jobs.progress,
  lastError: jobs.lastError,
  merchantId: jobs.merchantId,
  runAt: jobs.runAt,
  startedAt: jobs.startedAt,
  finishedAt: jobs.finishedAt,
  createdAt: jobs.createdAt,
};

export const pageJobs = async (
  db: DbOrTx,
  filter: { state?: number | undefined; kind?: string | undefined },
  page: RowWindow,
) => {
  const where = and(
    filter.state !== undefined ? eq(jobs.state, filter.state) : undefined,
    filter.kind ? eq(jobs.kind, filter.kind) : undefined,
  );
  const rows = await db
    .select(shown)
    .from(jobs)
    .where(where)
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(jobs).where(where);
  return { rows, total: Number(total?.n ?? 0) };
};

export const findJob = async (db: DbOrTx, id: string) => {
  const [row] = await db.select(shown).from(jobs).where(eq(jobs.id, id));
  return row;
};

export type ShownJobRow = NonNullable<Awaited<ReturnType<typeof findJob>>>;
