// The download centre through the API: exports run as jobs and their files hold exactly what the
// ledger holds for the same filters; records move generating → complete → downloaded → disabled;
// a failing generation ends failed with a reason and can be retried; nobody reaches another
// merchant's or another user's file.
import { DownloadState, FileState, GenerationType, JobState } from '@tradebridge/contracts';
import { sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../../platform/db/client.ts';
import { ops } from '../../../../test/operators.ts';
import { authHeaders, login, post, type Tokens } from '../../../../test/session.ts';
import { pdfPages } from '../../../../test/pdf-text.ts';
import { statementReport } from '../../../areas/wallet/index.ts';
import { createScheduledFiles } from '../scheduled.ts';
import { expireDownloads } from '../service.ts';
import { useAppWithAdmin } from '../../../../test/suite.ts';

const { t, admin } = useAppWithAdmin();
let demo: Tokens;
let member: Tokens;
let buyer: Tokens;
let keyCount = 0;

const call = (path: string, body: unknown, tokens: Tokens, language = 'en-US') =>
  post(t.app, path, body, { ...authHeaders(tokens), language });
const exportCall = (path: string, body: unknown, tokens: Tokens, language = 'en-US') =>
  post(t.app, path, body, {
    ...authHeaders(tokens),
    language,
    'idempotency-key': `export-key-${++keyCount}`,
  });
const record = async (id: string, tokens: Tokens = demo) =>
  (await call('download/list.json', { pageSize: 100 }, tokens))
    .json()
    .result.list.find((r: { id: string }) => r.id === id);
const count = async (tokens: Tokens = demo) =>
  (await call('download/count.json', {}, tokens)).json().result;
const file = (id: string, tokens: Tokens = demo) => call('download/file.json', { id }, tokens);

beforeAll(async () => {
  demo = await login(t.app, 'demo@tradebridge.dev');
  member = await login(t.app, 'member@tradebridge.dev');
  buyer = await login(t.app, 'buyer@tradebridge.dev');
});

/** Every fund movement of the screen for a filter, all pages. */
const screenRows = async (filter: object) => {
  const rows: Record<string, string | null>[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const page = (
      await call('wallet/details.json', { ...filter, pageNum, pageSize: 100 }, demo)
    ).json().result;
    rows.push(...page.list);
    if (page.list.length < 100) return rows;
  }
};

describe('fund details export', () => {
  it('turns into a CSV that holds exactly the screen rows for the same filters', async () => {
    const before = await count();
    const res = await exportCall(
      'download/export/fundDetails.json',
      { fileType: 'csv', filter: { currency: 'USD' } },
      demo,
    );
    expect(res.json().status).toBe(1);
    const created = res.json().result;
    expect(created).toMatchObject({
      fileType: 'csv',
      report: 'fundDetails',
      generationType: GenerationType.Manual,
      fileState: FileState.Generating,
      downloadState: DownloadState.NotDownloaded,
    });
    expect(created.fileName).toMatch(/^Fund details_USD_\d{8}-\d{6}\.csv$/);
    expect((await count()).generating).toBe(before.generating + 1);
    // Not ready yet.
    const early = await file(created.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().errorCode).toBe('DOWNLOAD_NOT_READY');

    expect(await t.app.deps.jobs.runDue()).toBeGreaterThanOrEqual(1);
    const done = await record(created.id);
    expect(done).toMatchObject({ fileState: FileState.Complete, progress: 100 });
    expect(done.expiresAt).not.toBeNull();
    expect((await count()).ready).toBe(before.ready + 1);

    const download = await file(created.id);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('text/csv');
    expect(String(download.headers['content-disposition'])).toContain(
      `filename*=UTF-8''${encodeURIComponent(created.fileName)}`,
    );
    const text = download.body.replace(/^\uFEFF/, '');
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe(
      'Time (UTC),Currency,Type,Order number,Direction,Amount,Balance after,Counterparty,Note',
    );
    const expected = await screenRows({ currency: 'USD' });
    expect(expected.length).toBeGreaterThan(0);
    expect(lines).toHaveLength(expected.length + 1);
    expect(done.rowCount).toBe(expected.length);
    expected.forEach((row, i) => {
      const cells = lines[i + 1]!.split(',');
      expect(cells[0]).toBe(String(row.time).slice(0, 19).replace('T', ' '));
      expect(cells[1]).toBe('USD');
      expect(cells[5]).toBe(row.direction === 'out' ? `-${row.amount}` : row.amount);
      expect(cells[6]).toBe(row.balanceAfter);
    });
    expect((await record(created.id)).downloadState).toBe(DownloadState.Downloaded);
    expect((await count()).ready).toBe(before.ready);
  });

  it('writes XLSX in the requester language with exact amounts', async () => {
    const res = await exportCall(
      'download/export/fundDetails.json',
      { fileType: 'xlsx', filter: { direction: 'in' } },
      demo,
      'ru-RU',
    );
    const created = res.json().result;
    expect(created.fileName).toMatch(/^Движение средств_\d{8}-\d{6}\.xlsx$/);
    await t.app.deps.jobs.runDue();
    const download = await file(created.id);
    expect(download.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(download.rawPayload));
    const sheet = strFromU8(zip['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain('Остаток после');
    const expected = await screenRows({ direction: 'in' });
    for (const row of expected.slice(0, 5)) expect(sheet).toContain(`<v>${row.amount}</v>`);
  });

  it('keeps files to their owner: other merchants and other users get not found', async () => {
    const res = await exportCall('download/export/fundDetails.json', { fileType: 'csv' }, demo);
    const id = res.json().result.id;
    await t.app.deps.jobs.runDue();
    for (const other of [buyer, member]) {
      expect((await file(id, other)).json().errorCode).toBe('NOT_FOUND');
      expect((await call('download/delete.json', { id }, other)).json().errorCode).toBe(
        'NOT_FOUND',
      );
      expect(await record(id, other)).toBeUndefined();
    }
    expect((await call('download/delete.json', { id }, demo)).json().result).toEqual({ id });
    expect(await record(id)).toBeUndefined();
    expect((await file(id)).json().errorCode).toBe('NOT_FOUND');
  });

  it('asks for an Idempotency-Key and valid filters, writing nothing otherwise', async () => {
    const before = (await call('download/list.json', {}, demo)).json().result.total;
    const noKey = await call('download/export/fundDetails.json', { fileType: 'csv' }, demo);
    expect(noKey.json().errorCode).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const bad = await exportCall(
      'download/export/fundDetails.json',
      { fileType: 'doc', filter: { currency: 'XXX' } },
      demo,
    );
    expect(bad.json().errorCode).toBe('VALIDATION_FAILED');
    expect(
      bad
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['fileType', 'filter.currency']);
    expect((await call('download/list.json', {}, demo)).json().result.total).toBe(before);
  });

  it('refuses a sixth export while five are generating', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1)
      ids.push(
        (await exportCall('download/export/fundDetails.json', { fileType: 'csv' }, buyer)).json()
          .result.id,
      );
    const sixth = await exportCall('download/export/fundDetails.json', { fileType: 'csv' }, buyer);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().errorCode).toBe('EXPORT_TOO_MANY_PENDING');
    await t.app.deps.jobs.runDue();
    expect((await count(buyer)).ready).toBe(5);
  });
});

describe('account statement', () => {
  it('generates a PDF of one currency and period', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const res = await exportCall(
      'download/export/statement.json',
      { currency: 'USD', dateFrom: '2026-01-01', dateTo: today },
      demo,
      'zh-CN',
    );
    const created = res.json().result;
    expect(created.fileName).toBe(`账户对账单_USD_20260101-${today.replaceAll('-', '')}.pdf`);
    await t.app.deps.jobs.runDue();
    const download = await file(created.id);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const movements = await screenRows({ currency: 'USD' });
    expect(movements.length).toBeGreaterThan(0);
    expect((await record(created.id)).rowCount).toBe(movements.length);
    // In the requester's language, with the merchant, the platform and every movement on it.
    const text = pdfPages(download.rawPayload)
      .flatMap((page) => page.map((run) => run.text))
      .join('\n');
    const [merchant] = await queryRows<{ name: string; mer_no: string }>(
      t.database.db,
      sql`SELECT m.name, m.mer_no FROM merchants m JOIN users u ON u.merchant_id = m.id
          WHERE u.email = 'demo@tradebridge.dev'`,
    );
    expect(text).toContain('账户对账单');
    expect(text).toContain(merchant!.name);
    expect(text).toContain(merchant!.mer_no);
    expect(text).toContain('1 Harbour Road, Singapore 000001');
    for (const movement of movements)
      if (movement.orderNo) expect(text).toContain(movement.orderNo);
  });

  it('refuses a reversed or too long period naming the field', async () => {
    const reversed = await exportCall(
      'download/export/statement.json',
      { currency: 'USD', dateFrom: '2026-02-01', dateTo: '2026-01-01' },
      demo,
    );
    expect(reversed.json().fields).toEqual([
      { field: 'dateTo', message: expect.stringContaining('') },
    ]);
    const long = await exportCall(
      'download/export/statement.json',
      { currency: 'USD', dateFrom: '2024-01-01', dateTo: '2026-01-01' },
      demo,
    );
    expect(long.json().errorCode).toBe('VALIDATION_FAILED');
  });

  it('creates last month statements once per wallet that moved, visible to wallet viewers', async () => {
    const db = t.database.db;
    // Move demo's USD postings' time into last month is not possible (immutable); instead take a
    // "now" one month ahead, so this month's movements are "last month".
    const ahead = new Date();
    ahead.setUTCMonth(ahead.getUTCMonth() + 1, 2);
    const first = await createScheduledFiles(t.app.deps, statementReport, ahead);
    expect(first).toBeGreaterThan(0);
    expect(await createScheduledFiles(t.app.deps, statementReport, ahead)).toBe(0);
    const [scheduled] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM downloads WHERE generation_type = ${GenerationType.Scheduled}`,
    );
    expect(scheduled!.n).toBe(first);
    await t.app.deps.jobs.runDue();
    const list = (
      await call('download/list.json', { generationType: GenerationType.Scheduled }, demo)
    ).json().result;
    expect(list.total).toBeGreaterThan(0);
    expect(list.list[0]).toMatchObject({ fileState: FileState.Complete, fileType: 'pdf' });
  });
});

describe('failures and expiry', () => {
  it('marks a record failed with a reason when its job dies, and an operator retry completes it', async () => {
    const res = await exportCall('download/export/fundDetails.json', { fileType: 'csv' }, demo);
    const id = res.json().result.id;
    const [job] = await queryRows<{ id: string }>(
      t.database.db,
      sql`SELECT job_id AS id FROM downloads WHERE id = ${id}`,
    );
    // Its last attempt breaks: the filter it reads is not a currency the ledger knows.
    await t.database.db.execute(
      sql`UPDATE downloads SET params = '{"filter":{"currency":"USD","dateFrom":"not-a-date"}}'::jsonb WHERE id = ${id}`,
    );
    await t.database.db.execute(sql`UPDATE jobs SET max_attempts = 1 WHERE id = ${job!.id}`);
    await t.app.deps.jobs.runDue();
    expect(await record(id)).toMatchObject({
      fileState: FileState.Failed,
      failReason: 'DATA_EXPORT_FAILED',
    });
    const jobs = (await ops(t.app, 'jobs/list.json', { state: JobState.Dead }, admin)).json()
      .result;
    expect(jobs.list.map((j: { id: string }) => j.id)).toContain(job!.id);
    await t.database.db.execute(
      sql`UPDATE downloads SET params = '{"filter":{"currency":"USD"}}'::jsonb WHERE id = ${id}`,
    );
    const retried = await ops(t.app, 'jobs/retry.json', { id: job!.id }, admin);
    expect(retried.json().result.state).toBe(JobState.Queued);
    expect((await record(id)).fileState).toBe(FileState.Generating);
    const again = await ops(t.app, 'jobs/retry.json', { id: job!.id }, admin);
    expect(again.json().errorCode).toBe('JOB_NOT_RETRYABLE');
    await t.app.deps.jobs.runDue();
    expect((await record(id)).fileState).toBe(FileState.Complete);
  });

  it('disables a file after its keeping time and says so on download', async () => {
    const res = await exportCall('download/export/fundDetails.json', { fileType: 'csv' }, demo);
    const id = res.json().result.id;
    await t.app.deps.jobs.runDue();
    await t.database.db.execute(
      sql`UPDATE downloads SET expires_at = now() - interval '1 minute' WHERE id = ${id}`,
    );
    expect(await expireDownloads(t.app.deps)).toBeGreaterThanOrEqual(1);
    expect((await record(id)).downloadState).toBe(DownloadState.Disabled);
    const gone = await file(id);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().errorCode).toBe('DOWNLOAD_EXPIRED');
  });
});
