// On PostgreSQL the fund-details CSV is written by the database (COPY); on PGlite by writeCsv from
// rows. Both must give the same bytes for the same movements: quoting, the formula guard, empty
// and missing memo values, labels in the requester's language, every currency's scale. This
// suite writes one record both ways on PostgreSQL and compares them (on PGlite the COPY path does
// not exist, and the download suite covers writeCsv's path against the screen).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { CapitalAccountType, FileState, GenerationType, ReportKind } from '@tradebridge/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../../platform/db/client.ts';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { openWallet } from '../../../core/ledger/index.ts';
import { reports as walletReports } from '../../../areas/wallet/index.ts';
import { runExport } from '../generate.ts';
import { createReportRegistry } from '../registry.ts';
import { storedPath } from '../service.ts';

const onPostgres = process.env.TEST_DB === 'postgres';
const reports = createReportRegistry(walletReports);

let t: TestApp;
let merchantId = '';

/** Memo values that make CSV hard, and some that are absent or not strings. */
const MEMOS = [
  { payer: '=HYPERLINK("http://evil")', note: 'plain' },
  { payer: 'ООО «Ромашка», Москва', payee: 'x', note: 'line one\nline "two"' },
  { payer: '', note: '' },
  { payer: 42, note: ['not', 'text'] },
  { kind: 'sandboxCredit', payer: '+7 495 000', note: '-minus, and "quotes"' },
  { kind: 'somethingNew', payee: '@SUM(A1)', note: '\tTabbed\r' },
  { kind: '=cmd|x' },
];

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  const db = t.database.db;
  const [merchant] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO merchants (mer_no, name, state) VALUES ('CSVCOPY1', 'Copy Ltd.', 2) RETURNING id`,
  );
  merchantId = merchant!.id;
  for (const currency of ['USD', 'JPY', 'USDT'] as const)
    await openWallet(db, merchantId, currency);
  // 70 entries: memos and order types (some without, one unknown code) rotate; signs alternate.
  await db.execute(sql`
    INSERT INTO journal_entries (reference, order_type, order_no, caused_by, memo, created_at)
    SELECT 'csvcopy:' || g,
           CASE WHEN g % 4 = 0 THEN NULL WHEN g % 9 = 0 THEN 99 ELSE 1 + g % 6 END,
           CASE WHEN g % 5 = 0 THEN NULL WHEN g % 11 = 0 THEN '-N' || g ELSE 'N' || g END,
           'test', (${JSON.stringify(MEMOS)}::jsonb)->(g % ${MEMOS.length}),
           '2026-03-01 10:00:00+00'::timestamptz + make_interval(secs => g * 61.5)
    FROM generate_series(1, 70) g`);
  await db.execute(sql`
    INSERT INTO postings (entry_id, account_id, currency, amount, balance_after, order_type, created_at)
    SELECT e.id, a.id, a.currency,
           CASE WHEN e.id % 2 = 0 THEN -(e.id * 7919 % 100000 + 1) ELSE e.id * 104729 % 100000 + 1 END,
           e.id * 1000003 % 10000000, e.order_type, e.created_at
    FROM journal_entries e
    JOIN ledger_accounts a ON a.owner = ${`M:${merchantId}`} AND a.kind = ${CapitalAccountType.Available}
     AND a.currency = (ARRAY['USD', 'JPY', 'USDT'])[1 + e.id % 3]
    WHERE e.reference LIKE 'csvcopy:%'`);
});
afterAll(() => t?.close());

/** The file of a new CSV record, written through the COPY path or the rows path. */
const exportBothWays = async (filter: object, language: string) => {
  const [record] = await queryRows<{ id: string }>(
    t.database.db,
    sql`INSERT INTO downloads (merchant_id, report, file_type, file_name, generation_type,
                               file_state, params, language)
        VALUES (${merchantId}, ${ReportKind.FundDetails}, 'csv', 'test.csv',
                ${GenerationType.Manual}, ${FileState.Generating},
                ${JSON.stringify({ filter })}::jsonb, ${language})
        RETURNING id`,
  );
  const deps = t.app.deps;
  const copied = await runExport(deps, reports, record!.id);
  const copiedBytes = await readFile(storedPath(deps, copied.storageKey));
  // Without DATABASE_URL in its config, runExport takes the rows path (the PGlite one).
  const rowsDeps = { ...deps, config: { ...deps.config, databaseUrl: undefined } };
  const written = await runExport(rowsDeps, reports, record!.id);
  const writtenBytes = await readFile(storedPath(deps, written.storageKey));
  return { copied, copiedBytes, written, writtenBytes };
};

describe.runIf(onPostgres)('fund-details CSV through COPY', () => {
  it('gives the same bytes and row count as the rows path, in every language', async () => {
    for (const language of ['zh-CN', 'ru-RU', 'en-US']) {
      const { copied, copiedBytes, written, writtenBytes } = await exportBothWays({}, language);
      expect(copied.rows).toBe(70);
      expect(written.rows).toBe(70);
      expect(copiedBytes.toString('utf8')).toBe(writtenBytes.toString('utf8'));
    }
  });

  it('holds what makes CSV hard, written as a spreadsheet needs it', async () => {
    const { copiedBytes } = await exportBothWays({}, 'en-US');
    const text = copiedBytes.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).toContain('"line one\nline ""two"""');
    expect(text).toContain(`"'-minus, and ""quotes"""`);
    expect(text).toContain("'@SUM(A1)");
    expect(text).toContain(`"'\tTabbed\r"`);
    expect(text).toContain(',somethingNew,');
    expect(text).toContain(`,'=cmd|x,`);
    expect(text).not.toContain('""""');
    // Every scale: JPY whole, USD two places, USDT six.
    expect(text).toMatch(/,JPY,[^\n]*,-?\d+,\d+,/);
    expect(text).toMatch(/,USDT,[^\n]*,-?\d+\.\d{6},\d+\.\d{6},/);
  });

  it('applies the filters as the rows path does', async () => {
    for (const filter of [
      { currency: 'USD', direction: 'out' },
      { orderType: 2 },
      { dateFrom: '2026-03-01', dateTo: '2026-03-01', currency: 'JPY' },
      { currency: 'EUR' },
    ]) {
      const { copied, copiedBytes, written, writtenBytes } = await exportBothWays(filter, 'zh-CN');
      expect(copied.rows).toBe(written.rows);
      expect(copiedBytes.equals(writtenBytes)).toBe(true);
    }
  });

  it('leaves no file and a working pool when the export is cancelled mid-stream', async () => {
    const [record] = await queryRows<{ id: string }>(
      t.database.db,
      sql`INSERT INTO downloads (merchant_id, report, file_type, file_name, generation_type,
                                 file_state, params, language)
          VALUES (${merchantId}, ${ReportKind.FundDetails}, 'csv', 'cancel.csv',
                  ${GenerationType.Manual}, ${FileState.Generating}, '{"filter":{}}'::jsonb, 'en-US')
          RETURNING id`,
    );
    const cancel = new AbortController();
    cancel.abort(new Error('cancelled'));
    await expect(
      runExport(t.app.deps, reports, record!.id, async () => {}, cancel.signal),
    ).rejects.toThrow('cancelled');
    const folder = path.dirname(storedPath(t.app.deps, `2026-01/${record!.id}.csv`));
    const left = (await readdir(path.dirname(folder), { recursive: true })).filter((f) =>
      String(f).includes(record!.id),
    );
    expect(left).toEqual([]);
    // Every connection of the pool still answers.
    await Promise.all(Array.from({ length: 8 }, () => t.database.db.execute(sql`SELECT 1`)));
    expect((await runExport(t.app.deps, reports, record!.id)).rows).toBe(70);
  });
});
