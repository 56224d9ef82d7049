// The download centre knows only the reports registered with it: an app built with one probe
// report offers that report's export call (its schema, its permission, its file), refuses the
// calls of reports it was not given, shows the probe's scheduled files to the holders of its
// permission, and fails a record whose report is not registered.
import {
  FileState,
  FileType,
  GenerationType,
  ReportKind,
  reportExport,
} from '@tradebridge/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../../../app.ts';
import { queryRows } from '../../../../platform/db/client.ts';
import { every } from '../../../../platform/jobs.ts';
import { createTestDatabase, testConfig, type TestDatabase } from '../../../../test/app.ts';
import { authHeaders, login, post, type Tokens } from '../../../../test/session.ts';
import { defineReport } from '../registry.ts';
import { createScheduledFiles } from '../scheduled.ts';

const ZProbeRequest = z.object({ label: z.string().min(1), count: z.number().int().min(1) });

let demoMerchantId = '';

/**
 * A table of `count` rows labelled in the record's language. Its kind is one of the contracts'
 * (a record answers only those), here standing for a report of a new area; the member of the demo
 * merchant holds its permission (payee:view) and not the wallet's.
 */
const probeReport = defineReport({
  operation: reportExport(ReportKind.FundDetails, {
    summary: 'Probe report',
    request: ZProbeRequest,
    permission: 'payee:view',
  }),
  fileTypes: [FileType.Csv],
  fileName: () => 'Probe',
  prepare: (input) => ({ fileType: FileType.Csv, nameParts: { currency: 'USD' }, params: input }),
  async produce({ params, language }) {
    const { label, count } = params as z.infer<typeof ZProbeRequest>;
    return {
      shape: 'table',
      sheetName: 'Probe',
      columns: [
        { header: 'Label', kind: 'text' },
        { header: 'Amount', kind: 'number' },
      ],
      total: Promise.resolve(count),
      async *rows() {
        yield Array.from({ length: count }, (_, i) => [`${label} ${language} ${i + 1}`, `${i}.50`]);
      },
    };
  },
  scheduled: {
    job: 'probe.scheduled',
    slot: every(60 * 60 * 1000),
    fileName: () => 'Scheduled probe',
    async due() {
      return [
        {
          merchantId: demoMerchantId,
          fileType: FileType.Csv,
          nameParts: { dateFrom: '2026-01-01', dateTo: '2026-01-31' },
          params: { label: 'scheduled', count: 1 },
        },
      ];
    },
  },
});

let app: FastifyInstance;
let database: TestDatabase;
let demo: Tokens;
let member: Tokens;
let buyer: Tokens;
let keyCount = 0;

const call = (path: string, body: unknown, tokens: Tokens) =>
  post(app, path, body, { ...authHeaders(tokens), language: 'en-US' });
const exportCall = (path: string, body: unknown, tokens: Tokens) =>
  post(app, path, body, {
    ...authHeaders(tokens),
    language: 'en-US',
    'idempotency-key': `registry-key-${++keyCount}`,
  });
const records = async (tokens: Tokens) =>
  (await call('download/list.json', { pageSize: 100 }, tokens)).json().result.list as {
    id: string;
    fileName: string;
    fileState: number;
    failReason: string | null;
    generationType: number;
  }[];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: testConfig(),
    database,
    logger: false,
    serveWeb: false,
    reports: [probeReport],
  });
  await app.ready();
  demo = await login(app, 'demo@tradebridge.dev');
  member = await login(app, 'member@tradebridge.dev');
  buyer = await login(app, 'buyer@tradebridge.dev');
  const [merchant] = await queryRows<{ id: string }>(
    database.db,
    sql`SELECT merchant_id AS id FROM users WHERE email = 'demo@tradebridge.dev'`,
  );
  demoMerchantId = merchant!.id;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('a registered report', () => {
  it('is requested through download/export/<kind>.json and downloaded as it produced it', async () => {
    const res = await exportCall(
      'download/export/fundDetails.json',
      { label: '=probe', count: 2 },
      member,
    );
    const created = res.json().result;
    expect([created.report, created.fileType, created.fileState]).toEqual([
      'fundDetails',
      'csv',
      FileState.Generating,
    ]);
    expect(created.fileName).toMatch(/^Probe_USD_\d{8}-\d{6}\.csv$/);
    await app.deps.jobs.runDue();
    const file = await call('download/file.json', { id: created.id }, member);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    // The centre's CSV: byte-order mark, header, formula guard, exact amounts.
    expect(file.body).toBe("\uFEFFLabel,Amount\n'=probe en-US 1,0.50\n'=probe en-US 2,1.50\n");
    const [done] = (await records(member)).filter((r) => r.id === created.id);
    expect(done).toMatchObject({ fileState: FileState.Complete });
  });

  it('takes its own request schema and permission', async () => {
    const bad = await exportCall('download/export/fundDetails.json', { fileType: 'csv' }, demo);
    expect(bad.json().errorCode).toBe('VALIDATION_FAILED');
    const route = app.accessTable.find((r) => r.url.endsWith('/download/export/fundDetails.json'));
    expect(route?.access).toEqual({ kind: 'user', permission: 'payee:view' });
  });

  it('shows its scheduled files to the holders of its permission in the merchant only', async () => {
    expect(await createScheduledFiles(app.deps, probeReport)).toBe(1);
    expect(await createScheduledFiles(app.deps, probeReport)).toBe(0);
    await app.deps.jobs.runDue();
    const name = 'Scheduled probe_20260101-20260131.csv';
    for (const tokens of [demo, member]) {
      const scheduled = (await records(tokens)).find((r) => r.fileName === name);
      expect(scheduled).toMatchObject({
        generationType: GenerationType.Scheduled,
        fileState: FileState.Complete,
      });
    }
    expect((await records(buyer)).some((r) => r.fileName === name)).toBe(false);
  });
});

describe('a report not registered', () => {
  it('has no export call: refused as an unknown path, writing nothing', async () => {
    const before = (await records(demo)).length;
    const today = new Date().toISOString().slice(0, 10);
    const res = await exportCall(
      'download/export/statement.json',
      { currency: 'USD', dateFrom: today, dateTo: today },
      demo,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('API_NOT_FOUND');
    expect((await records(demo)).length).toBe(before);
  });

  it('hides scheduled files of that report and fails a record of it with a reason', async () => {
    await database.db.execute(
      sql`INSERT INTO downloads (merchant_id, report, file_type, file_name, generation_type,
                                 file_state, params, language)
          VALUES (${demoMerchantId}, ${ReportKind.Statement}, 'pdf', 'old statement.pdf',
                  ${GenerationType.Scheduled}, ${FileState.Complete}, '{}'::jsonb, 'en-US')`,
    );
    expect((await records(demo)).some((r) => r.fileName === 'old statement.pdf')).toBe(false);

    const res = await exportCall(
      'download/export/fundDetails.json',
      { label: 'orphan', count: 1 },
      demo,
    );
    const id = res.json().result.id;
    await database.db.execute(
      sql`UPDATE downloads SET report = ${ReportKind.Statement} WHERE id = ${id}`,
    );
    await database.db.execute(
      sql`UPDATE jobs SET max_attempts = 1
          WHERE id = (SELECT job_id FROM downloads WHERE id = ${id})`,
    );
    await app.deps.jobs.runDue();
    expect((await records(demo)).find((r) => r.id === id)).toMatchObject({
      fileState: FileState.Failed,
      failReason: 'DATA_EXPORT_FAILED',
    });
  });
});
