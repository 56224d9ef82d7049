// Reading movements for exports: iterateMovementTexts pages exactly (no posting lost or repeated
// when many share one created_at to the microsecond), in both orders, with every filter, and
// formats what it reads as iterateMovements' values would be formatted; iterateMovements reads the
// same movements.
import { CapitalAccountType, fromMinor, type Currency } from '@tradebridge/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../../platform/db/client.ts';
import { createTestDatabase, type TestDatabase } from '../../../../test/app.ts';
import {
  iterateMovements,
  iterateMovementTexts,
  openWallet,
  type MovementFilter,
  type MovementRow,
  MovementColumn,
  type MovementText,
} from '../index.ts';

let database: TestDatabase;
let merchantId = '';

/** The same instant for many postings, with microseconds, and neighbours one microsecond apart. */
const SHARED = '2026-03-01 10:00:00.123456+00';

beforeAll(async () => {
  database = await createTestDatabase();
  const [merchant] = await queryRows<{ id: string }>(
    database.db,
    sql`INSERT INTO merchants (mer_no, name, state) VALUES ('MOVTEST1', 'Movements Ltd.', 2)
        RETURNING id`,
  );
  merchantId = merchant!.id;
  for (const currency of ['USD', 'JPY', 'USDT'] as const)
    await openWallet(database.db, merchantId, currency);
  // 90 entries: every third at the shared instant, the rest spread around it by microseconds and
  // days; currencies, order types, signs and memos vary (memo values that are not strings count
  // as absent).
  await database.db.execute(sql`
    INSERT INTO journal_entries (reference, order_type, order_no, caused_by, memo, created_at)
    SELECT 'movtest:' || g, CASE WHEN g % 7 = 0 THEN NULL ELSE 1 + g % 3 END, 'N' || g, 'test',
           CASE WHEN g % 5 = 0 THEN jsonb_build_object('payer', 42, 'note', jsonb_build_array('x'))
                ELSE jsonb_build_object('kind', 'sandboxCredit', 'payer', 'Payer ' || g,
                                        'payee', 'Payee ' || g, 'note', 'Note "' || g || '"') END,
           CASE WHEN g % 3 = 0 THEN ${SHARED}::timestamptz
                ELSE ${SHARED}::timestamptz + make_interval(secs => (g % 11 - 5) * 0.000001)
                     + make_interval(days => g % 4 - 2) END
    FROM generate_series(1, 90) g`);
  await database.db.execute(sql`
    INSERT INTO postings (entry_id, account_id, currency, amount, balance_after, order_type, created_at)
    SELECT e.id, a.id, a.currency,
           CASE WHEN e.id % 2 = 0 THEN -(e.id * 1234567 % 100000 + 1) ELSE e.id * 7654321 % 100000 + 1 END,
           e.id * 1000003, e.order_type, e.created_at
    FROM journal_entries e
    JOIN ledger_accounts a ON a.owner = ${`M:${merchantId}`} AND a.kind = ${CapitalAccountType.Available}
     AND a.currency = (ARRAY['USD', 'JPY', 'USDT'])[1 + e.id % 3]
    WHERE e.caused_by = 'test' AND e.reference LIKE 'movtest:%'`);
});
afterAll(() => database.close());

type Expected = { id: string; at: string; currency: Currency; amount: bigint };

/** The movements a filter should give, in order, read plainly from the tables. */
const expected = async (filter: MovementFilter, order: 'desc' | 'asc') =>
  queryRows<Expected & { amount: string }>(
    database.db,
    sql`SELECT p.id::text AS id, p.created_at::text AS at, a.currency, p.amount::text AS amount
        FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
        WHERE a.owner = ${`M:${merchantId}`} AND a.kind = ${CapitalAccountType.Available}
          ${filter.currency ? sql`AND a.currency = ${filter.currency}` : sql``}
          ${filter.orderType !== undefined ? sql`AND p.order_type = ${filter.orderType}` : sql``}
          ${filter.direction === 'in' ? sql`AND p.amount > 0` : sql``}
          ${filter.direction === 'out' ? sql`AND p.amount < 0` : sql``}
          ${filter.dateFrom ? sql`AND p.created_at >= ${`${filter.dateFrom} 00:00:00+00`}::timestamptz` : sql``}
          ${filter.dateTo ? sql`AND p.created_at < ${`${filter.dateTo} 00:00:00+00`}::timestamptz + interval '1 day'` : sql``}
        ORDER BY p.created_at ${order === 'desc' ? sql`DESC` : sql`ASC`},
                 p.id ${order === 'desc' ? sql`DESC` : sql`ASC`}`,
  );

/** A MovementText with its positions' names, for comparing. */
const named = (t: MovementText) =>
  Object.fromEntries(Object.entries(MovementColumn).map(([name, i]) => [name, t[i]])) as {
    [K in keyof typeof MovementColumn]: MovementText[(typeof MovementColumn)[K]];
  };

const readTexts = async (filter: MovementFilter, order: 'desc' | 'asc', batchSize: number) => {
  const rows: ReturnType<typeof named>[] = [];
  for await (const batch of iterateMovementTexts(database.db, merchantId, filter, {
    batchSize,
    order,
  })) {
    expect(batch.length).toBeLessThanOrEqual(batchSize);
    rows.push(...batch.map(named));
  }
  return rows;
};

const FILTERS: MovementFilter[] = [
  {},
  { currency: 'JPY' },
  { orderType: 2 },
  { direction: 'in' },
  { direction: 'out', currency: 'USDT' },
  { dateFrom: '2026-03-01', dateTo: '2026-03-01' },
  { dateFrom: '2026-02-28', orderType: 1, direction: 'out' },
  { currency: 'EUR' },
];

describe('iterateMovementTexts', () => {
  it('pages exactly through postings that share one instant to the microsecond', async () => {
    const shared = await queryRows<{ n: string | number }>(
      database.db,
      sql`SELECT count(*) AS n FROM postings WHERE created_at = ${SHARED}::timestamptz`,
    );
    expect(Number(shared[0]!.n)).toBeGreaterThanOrEqual(30);
    for (const batchSize of [1, 4, 7, 30, 1000])
      for (const order of ['desc', 'asc'] as const) {
        const ids = (await readTexts({}, order, batchSize)).map((r) => r.id);
        expect(ids).toEqual((await expected({}, order)).map((r) => r.id));
        expect(new Set(ids).size).toBe(90);
      }
  });

  it('applies every filter, in both orders, as iterateMovements does', async () => {
    for (const filter of FILTERS)
      for (const order of ['desc', 'asc'] as const) {
        const want = (await expected(filter, order)).map((r) => r.id);
        expect((await readTexts(filter, order, 4)).map((r) => r.id)).toEqual(want);
        const plain: string[] = [];
        for await (const batch of iterateMovements(database.db, merchantId, filter, 4, order))
          plain.push(...batch.map((m) => m.id));
        expect(plain).toEqual(want);
      }
  });

  it('formats time, amounts and memo as the screen values would be', async () => {
    const texts = await readTexts({}, 'desc', 16);
    const plain: MovementRow[] = [];
    for await (const batch of iterateMovements(database.db, merchantId, {}, 16))
      plain.push(...batch);
    expect(texts).toHaveLength(plain.length);
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    texts.forEach((t, i) => {
      const m = plain[i]!;
      expect(t).toMatchObject({
        id: m.id,
        at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{6}$/),
        currency: m.currency,
        orderType: m.orderType === null ? null : String(m.orderType),
        orderNo: m.orderNo,
        amount: fromMinor(m.amount, m.currency),
        balanceAfter: fromMinor(m.balanceAfter, m.currency),
        kind: text(m.memo.kind),
        payer: text(m.memo.payer),
        payee: text(m.memo.payee),
        note: text(m.memo.note),
      });
      expect(t.at.slice(0, 19)).toBe(m.createdAt.toISOString().slice(0, 19).replace('T', ' '));
    });
    // Each currency at its own scale, signed.
    expect(texts.find((t) => t.currency === 'JPY')!.amount).toMatch(/^-?\d+$/);
    expect(texts.find((t) => t.currency === 'USDT')!.amount).toMatch(/^-?\d+\.\d{6}$/);
    expect(texts.find((t) => t.currency === 'USD')!.amount).toMatch(/^-?\d+\.\d{2}$/);
    expect(texts.some((t) => t.amount.startsWith('-'))).toBe(true);
    expect(texts.some((t) => t.payer === null && t.note === null)).toBe(true);
  });

  it('stops cleanly when the caller stops early, with the next batch already asked for', async () => {
    const batches = iterateMovementTexts(database.db, merchantId, {}, { batchSize: 10 });
    const first = await batches.next();
    expect(first.value).toHaveLength(10);
    await batches.return(undefined);
    expect((await batches.next()).done).toBe(true);
  });
});
