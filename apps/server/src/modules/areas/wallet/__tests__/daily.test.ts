// wallet/daily.json: the daily inflow/outflow and balance chart of one wallet. Movements on past
// days are real ledger entries posted while the postings' default time points at that day (the
// ledger stays immutable; only "now" is moved for the test).
import { CapitalAccountType, PlatformAccount, type Currency } from '@tradebridge/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../../platform/db/client.ts';
import { postEntry, verifyLedger } from '../../../core/ledger/index.ts';
import { authHeaders, login, post, type Tokens } from '../../../../test/session.ts';
import { useTestApp } from '../../../../test/suite.ts';

const t = useTestApp();
let demo: Tokens;
let buyer: Tokens;
let demoId: string;
let buyerId: string;
let posted = 0;

const daily = (body: unknown, tokens = demo, language = 'en-US') =>
  post(t.app, 'wallet/daily.json', body, { ...authHeaders(tokens), language });

const merchantIdOf = async (merNo: string) => {
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`SELECT id FROM merchants WHERE mer_no = ${merNo}`,
  );
  return row!.id;
};

/** Posts money into (positive) or out of (negative) a merchant's available balance at `at` (UTC). */
const moveAt = async (at: string, merchantId: string, currency: Currency, amount: bigint) => {
  const db = t.database.db;
  await db.execute(
    sql.raw(`ALTER TABLE postings ALTER COLUMN created_at SET DEFAULT '${at}'::timestamptz`),
  );
  try {
    await db.transaction((tx) =>
      postEntry(tx, {
        reference: `test:daily:${++posted}`,
        causedBy: 'system:test',
        memo: { kind: 'sandboxCredit' },
        postings: [
          { account: { platform: PlatformAccount.BankClearing, currency }, amount: -amount },
          { account: { merchantId, currency, type: CapitalAccountType.Available }, amount },
        ],
      }),
    );
  } finally {
    await db.execute(sql.raw('ALTER TABLE postings ALTER COLUMN created_at SET DEFAULT now()'));
  }
};

const isoDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  demo = await login(t.app, 'demo@tradebridge.dev');
  buyer = await login(t.app, 'buyer@tradebridge.dev');
  demoId = await merchantIdOf('M100000001');
  buyerId = await merchantIdOf('M100000002');
  // Demo's GBP wallet, in the order it happened (the seed holds no GBP).
  await moveAt('2025-02-27T08:00:00Z', demoId, 'GBP', 1000_00n);
  await moveAt('2025-03-02T09:15:00Z', demoId, 'GBP', 250_50n);
  await moveAt('2025-03-02T17:40:00Z', demoId, 'GBP', -100_25n);
  await moveAt('2025-03-04T23:59:59Z', demoId, 'GBP', -50_25n);
  await moveAt('2025-03-05T00:00:00Z', demoId, 'GBP', 9_99n);
  // The buyer moves GBP on the same days: none of it may show in demo's numbers.
  await moveAt('2025-03-02T10:00:00Z', buyerId, 'GBP', 777_00n);
});

describe('daily fund chart', () => {
  it('sums each day, carries the balance over quiet days, starts from the opening balance', async () => {
    const res = await daily({ currency: 'GBP', dateFrom: '2025-03-01', dateTo: '2025-03-04' });
    expect(res.json()).toEqual({
      status: 1,
      result: {
        currency: 'GBP',
        openingBalance: '1000.00',
        days: [
          { date: '2025-03-01', inflow: '0.00', outflow: '0.00', balance: '1000.00' },
          { date: '2025-03-02', inflow: '250.50', outflow: '100.25', balance: '1150.25' },
          { date: '2025-03-03', inflow: '0.00', outflow: '0.00', balance: '1150.25' },
          { date: '2025-03-04', inflow: '0.00', outflow: '50.25', balance: '1100.00' },
        ],
      },
    });
  });

  it('cuts days at midnight UTC when no time zone is given', async () => {
    const res = await daily({ currency: 'GBP', dateFrom: '2025-03-05', dateTo: '2025-03-05' });
    expect(res.json().result).toEqual({
      currency: 'GBP',
      openingBalance: '1100.00',
      days: [{ date: '2025-03-05', inflow: '9.99', outflow: '0.00', balance: '1109.99' }],
    });
  });

  it("counts the days in the reader's time zone, so a day ends at the reader's midnight", async () => {
    const body = { currency: 'GBP', dateFrom: '2025-03-01', dateTo: '2025-03-05' };
    // UTC+8: 17:40 UTC on the 2nd is the 3rd there; 23:59:59 UTC on the 4th and midnight UTC on
    // the 5th are both the 5th.
    const shanghai = (await daily({ ...body, timeZone: 'Asia/Shanghai' })).json().result;
    expect(shanghai).toEqual({
      currency: 'GBP',
      openingBalance: '1000.00',
      days: [
        { date: '2025-03-01', inflow: '0.00', outflow: '0.00', balance: '1000.00' },
        { date: '2025-03-02', inflow: '250.50', outflow: '0.00', balance: '1250.50' },
        { date: '2025-03-03', inflow: '0.00', outflow: '100.25', balance: '1150.25' },
        { date: '2025-03-04', inflow: '0.00', outflow: '0.00', balance: '1150.25' },
        { date: '2025-03-05', inflow: '9.99', outflow: '50.25', balance: '1109.99' },
      ],
    });
    // UTC−8: midnight UTC on the 5th is still the afternoon of the 4th.
    const pacific = (await daily({ ...body, timeZone: 'America/Los_Angeles' })).json().result;
    expect(pacific.days.at(-2)).toEqual({
      date: '2025-03-04',
      inflow: '9.99',
      outflow: '50.25',
      balance: '1109.99',
    });
    expect(pacific.days.at(-1)).toEqual({
      date: '2025-03-05',
      inflow: '0.00',
      outflow: '0.00',
      balance: '1109.99',
    });
    // A zone the server does not know counts in UTC, as a request without one does.
    const utc = (await daily(body)).json().result;
    expect((await daily({ ...body, timeZone: 'Mars/Olympus_Mons' })).json().result).toEqual(utc);
    expect(utc.days.at(-2).outflow).toBe('50.25');
    // A bare offset is refused: SQL would read "+08:00" as eight hours west.
    const offset = await daily({ ...body, timeZone: '+08:00' });
    expect(offset.json()).toMatchObject({ status: 0, errorCode: 'VALIDATION_FAILED' });
    expect(offset.json().message).toMatch(/^timeZone: /);
  });

  it('answers every day at zero before any movement, and the last balance after them', async () => {
    const before = (
      await daily({ currency: 'GBP', dateFrom: '2025-01-30', dateTo: '2025-02-01' })
    ).json().result;
    expect(before.openingBalance).toBe('0.00');
    expect(before.days).toEqual(
      ['2025-01-30', '2025-01-31', '2025-02-01'].map((date) => ({
        date,
        inflow: '0.00',
        outflow: '0.00',
        balance: '0.00',
      })),
    );
    const after = (
      await daily({ currency: 'GBP', dateFrom: '2025-04-01', dateTo: '2025-04-02' })
    ).json().result;
    expect(after.openingBalance).toBe('1109.99');
    expect(after.days.map((d: { balance: string }) => d.balance)).toEqual(['1109.99', '1109.99']);
  });

  it('shows today’s movements of the seeded wallet, in the currency’s scale', async () => {
    const usd = (await daily({ currency: 'USD', dateFrom: isoDay(-2), dateTo: isoDay(0) })).json()
      .result;
    expect(usd.openingBalance).toBe('0.00');
    expect(usd.days).toHaveLength(3);
    expect(usd.days[2]).toEqual({
      date: isoDay(0),
      inflow: '125000.00',
      outflow: '0.00',
      balance: '125000.00',
    });
    const jpy = (await daily({ currency: 'JPY', dateFrom: isoDay(0), dateTo: isoDay(0) })).json()
      .result;
    expect(jpy).toEqual({
      currency: 'JPY',
      openingBalance: '0',
      days: [{ date: isoDay(0), inflow: '0', outflow: '0', balance: '0' }],
    });
  });

  it('gives a merchant only its own numbers', async () => {
    const theirs = (
      await daily({ currency: 'GBP', dateFrom: '2025-03-01', dateTo: '2025-03-02' }, buyer)
    ).json().result;
    expect(theirs.openingBalance).toBe('0.00');
    expect(theirs.days[1]).toEqual({
      date: '2025-03-02',
      inflow: '777.00',
      outflow: '0.00',
      balance: '777.00',
    });
    // Another merchant's id in the body changes nothing: the session decides whose wallet it is.
    const mine = (
      await daily(
        { currency: 'GBP', dateFrom: '2025-03-02', dateTo: '2025-03-02', merchantId: buyerId },
        demo,
      )
    ).json().result;
    expect(mine.days[0].inflow).toBe('250.50');
  });

  it('accepts a whole leap year and refuses a longer or reversed period', async () => {
    const year = await daily({ currency: 'GBP', dateFrom: '2024-01-01', dateTo: '2024-12-31' });
    expect(year.json().result.days).toHaveLength(366);
    expect(year.json().result.days.at(-1).date).toBe('2024-12-31');

    const tooLong = await daily({ currency: 'GBP', dateFrom: '2024-01-01', dateTo: '2025-01-01' });
    expect(tooLong.json()).toMatchObject({
      status: 0,
      errorCode: 'VALIDATION_FAILED',
      message: 'dateTo: the period can be at most 366 days',
    });
    const reversed = await daily({ currency: 'GBP', dateFrom: '2025-03-04', dateTo: '2025-03-01' });
    expect(reversed.json()).toMatchObject({
      status: 0,
      errorCode: 'VALIDATION_FAILED',
      message: 'dateTo: must not be earlier than the start date',
    });
    const chinese = await daily(
      { currency: 'GBP', dateFrom: '2025-03-04', dateTo: '2025-03-01' },
      demo,
      'zh-CN',
    );
    expect(chinese.json().message).toBe('dateTo：不能早于开始日期');
    const russian = await daily(
      { currency: 'GBP', dateFrom: '2024-01-01', dateTo: '2025-06-01' },
      demo,
      'ru-RU',
    );
    expect(russian.json().message).toBe('dateTo: период не может быть длиннее 366 дней');
  });

  it('refuses a bad currency or date, naming the field', async () => {
    const currency = await daily({ currency: 'XYZ', dateFrom: '2025-03-01', dateTo: '2025-03-02' });
    expect(currency.json()).toMatchObject({ status: 0, errorCode: 'VALIDATION_FAILED' });
    expect(currency.json().message).toMatch(/^currency: /);
    const missing = await daily({ dateFrom: '2025-03-01', dateTo: '2025-03-02' });
    expect(missing.json()).toMatchObject({ status: 0, errorCode: 'VALIDATION_FAILED' });
    expect(missing.json().message).toMatch(/^currency: /);
    const date = await daily({ currency: 'GBP', dateFrom: '2025-02-30', dateTo: '2025-03-02' });
    expect(date.json()).toMatchObject({ status: 0, errorCode: 'VALIDATION_FAILED' });
    expect(date.json().message).toMatch(/^dateFrom: /);
  });

  it('refuses a member without wallet:view', async () => {
    const member = await login(t.app, 'member@tradebridge.dev');
    const res = await daily(
      { currency: 'GBP', dateFrom: '2025-03-01', dateTo: '2025-03-02' },
      member,
    );
    expect(res.json()).toMatchObject({ status: 0, errorCode: 'NO_ACCESS' });
  });

  it('leaves the ledger invariants intact', async () => {
    for (const check of await verifyLedger(t.database.db))
      expect(check.breaches, check.name).toEqual([]);
  });
});
