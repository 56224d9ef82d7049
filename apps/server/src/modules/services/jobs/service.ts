// The operator's view of background jobs: list them, retry a dead one (audited).
import type { Job, JobListQuery } from '@tradebridge/contracts';
import { writeAudit, type Actor } from '../../../platform/audit.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { Client, Deps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/errors.ts';
import { pageOf, rowWindowOf } from '../../../platform/db/paging.ts';
import { listMerchantRefsByIds } from '../../core/merchants/index.ts';
import { findJob, pageJobs, type ShownJobRow } from './repository.ts';

/** The jobs as the console shows them, with the number of the merchant each works for. */
const jobsOf = async (db: DbOrTx, rows: ShownJobRow[]): Promise<Job[]> => {
  const merchantIds = rows.flatMap((r) => (r.merchantId === null ? [] : [r.merchantId]));
  const refs = await listMerchantRefsByIds(db, [...new Set(merchantIds)]);
  const merNos = new Map(refs.map((m) => [m.id, m.merNo]));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    state: row.state as Job['state'],
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    progress: row.progress,
    lastError: row.lastError,
    merNo: row.merchantId === null ? null : (merNos.get(row.merchantId) ?? null),
    runAt: row.runAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
};

export const listJobs = async (
  deps: Deps,
  query: JobListQuery & { pageNum: number; pageSize: number },
) => {
  const { rows, total } = await pageJobs(
    deps.db,
    { state: query.state, kind: query.kind || undefined },
    rowWindowOf(query),
  );
  return pageOf(query, await jobsOf(deps.db, rows), total);
};

export const retryJob = async (deps: Deps, actor: Actor, id: string, client: Client) => {
  const before = await findJob(deps.db, id);
  if (!before) throw new AppError('NOT_FOUND');
  if (!(await deps.jobs.retry(id))) throw new AppError('JOB_NOT_RETRYABLE');
  await writeAudit(deps.db, {
    actor,
    action: 'jobs.retry',
    target: `job:${id}`,
    ip: client.ip,
    before: { kind: before.kind, attempts: before.attempts, lastError: before.lastError },
  });
  deps.jobs.wake();
  const [after] = await jobsOf(deps.db, [(await findJob(deps.db, id))!]);
  return after!;
};
