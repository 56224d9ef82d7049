// The operator's view of background jobs: list them, retry a dead one (audited).
import type { Job, JobListQuery } from '@tradebridge/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import { queryRows } from '../../platform/db/client.ts';
import type { Client, Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { offsetOf } from '../../platform/numbers.ts';

type JobDbRow = {
  id: string;
  kind: string;
  state: number;
  attempts: number;
  max_attempts: number;
  progress: number;
  last_error: string | null;
  mer_no: string | null;
  run_at: string | Date;
  started_at: string | Date | null;
  finished_at: string | Date | null;
  created_at: string | Date;
};

const iso = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();

const jobOf = (row: JobDbRow): Job => ({
  id: row.id,
  kind: row.kind,
  state: row.state as Job['state'],
  attempts: Number(row.attempts),
  maxAttempts: Number(row.max_attempts),
  progress: Number(row.progress),
  lastError: row.last_error,
  merNo: row.mer_no,
  runAt: iso(row.run_at)!,
  startedAt: iso(row.started_at),
  finishedAt: iso(row.finished_at),
  createdAt: iso(row.created_at)!,
});

const select = (where: SQL, tail: SQL) => sql`
  SELECT j.id, j.kind, j.state, j.attempts, j.max_attempts, j.progress, j.last_error, m.mer_no,
         j.run_at, j.started_at, j.finished_at, j.created_at
  FROM jobs j LEFT JOIN merchants m ON m.id = j.merchant_id
  WHERE ${where} ${tail}`;

export const listJobs = async (
  deps: Deps,
  query: JobListQuery & { pageNum: number; pageSize: number },
) => {
  const parts: SQL[] = [sql`true`];
  if (query.state !== undefined) parts.push(sql`j.state = ${query.state}`);
  if (query.kind) parts.push(sql`j.kind = ${query.kind}`);
  const where = sql.join(parts, sql` AND `);
  const rows = await queryRows<JobDbRow>(
    deps.db,
    select(
      where,
      sql`ORDER BY j.created_at DESC, j.id DESC
          LIMIT ${query.pageSize} OFFSET ${offsetOf(query)}`,
    ),
  );
  const [count] = await queryRows<{ n: string | number }>(
    deps.db,
    sql`SELECT count(*) AS n FROM jobs j WHERE ${where}`,
  );
  return {
    list: rows.map(jobOf),
    total: Number(count?.n ?? 0),
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
};

export const retryJob = async (deps: Deps, actor: Actor, id: string, client: Client) => {
  const [before] = await queryRows<JobDbRow>(deps.db, select(sql`j.id = ${id}`, sql``));
  if (!before) throw new AppError('NOT_FOUND');
  if (!(await deps.jobs.retry(id))) throw new AppError('JOB_NOT_RETRYABLE');
  await writeAudit(deps.db, {
    actor,
    action: 'jobs.retry',
    target: `job:${id}`,
    ip: client.ip,
    before: { kind: before.kind, attempts: before.attempts, lastError: before.last_error },
  });
  deps.jobs.wake();
  const [after] = await queryRows<JobDbRow>(deps.db, select(sql`j.id = ${id}`, sql``));
  return jobOf(after!);
};
