// Background jobs in the operator console: the list names the merchant a job works for, and a
// dead job can be retried once (audited).
import { JobState } from '@tradebridge/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ops } from '../../../../test/operators.ts';
import { findMerchantByMerNo } from '../../../core/merchants/index.ts';
import { useAppWithAdmin } from '../../../../test/suite.ts';

const { t, admin } = useAppWithAdmin();
let merchantJob: string;
let platformJob: string;

beforeAll(async () => {
  const demo = await findMerchantByMerNo(t.database.db, 'M100000001');
  // A kind no worker handles: the jobs stay where the test puts them.
  merchantJob = (await t.app.deps.jobs.enqueue(t.database.db, {
    kind: 'test.jobsList',
    merchantId: demo!.id,
  }))!;
  platformJob = (await t.app.deps.jobs.enqueue(t.database.db, { kind: 'test.jobsList' }))!;
});

const list = async (body: object) => {
  const res = await ops(t.app, 'jobs/list.json', body, admin);
  expect(res.json().status).toBe(1);
  return res.json().result;
};

describe('jobs list and retry', () => {
  it('lists jobs of a kind, newest first, with the number of the merchant each works for', async () => {
    const page = await list({ kind: 'test.jobsList' });
    expect(page.total).toBe(2);
    expect(page.list.map((j: { id: string }) => j.id)).toEqual([platformJob, merchantJob]);
    expect(page.list[0]).toMatchObject({ merNo: null, state: JobState.Queued, attempts: 0 });
    expect(page.list[1]).toMatchObject({ merNo: 'M100000001', kind: 'test.jobsList' });
    expect((await list({ kind: 'test.jobsList', pageNum: 2, pageSize: 1 })).list).toHaveLength(1);
    expect((await list({ kind: 'test.jobsList', state: JobState.Dead })).total).toBe(0);
  });

  it('retries a dead job once and writes the audit', async () => {
    await t.database.db.execute(
      sql`UPDATE jobs SET state = ${JobState.Dead}, attempts = 5, last_error = 'boom'
          WHERE id = ${merchantJob}`,
    );
    const res = await ops(t.app, 'jobs/retry.json', { id: merchantJob }, admin);
    expect(res.json().result).toMatchObject({
      id: merchantJob,
      state: JobState.Queued,
      attempts: 0,
      merNo: 'M100000001',
    });
    const audit = (await t.database.db.execute(
      sql`SELECT target, before FROM audit_log WHERE action = 'jobs.retry'`,
    )) as unknown as { rows: { target: string; before: unknown }[] };
    expect(audit.rows).toEqual([
      {
        target: `job:${merchantJob}`,
        before: { kind: 'test.jobsList', attempts: 5, lastError: 'boom' },
      },
    ]);
    const again = await ops(t.app, 'jobs/retry.json', { id: merchantJob }, admin);
    expect(again.json().errorCode).toBe('JOB_NOT_RETRYABLE');
    const unknown = await ops(
      t.app,
      'jobs/retry.json',
      { id: '00000000-0000-4000-8000-000000000000' },
      admin,
    );
    expect(unknown.json().errorCode).toBe('NOT_FOUND');
  });
});
