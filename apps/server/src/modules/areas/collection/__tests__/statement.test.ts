// The bank's end-of-day camt.053 at the edges real accounts reach (issue 37, item 8): an account
// whose IBAN is 34 characters (the longest there is), payers and notes longer than the schema's
// fields, a return, and an account with many collections read in several batches. Every statement
// is validated against the official camt.053.001.02 schema, parsed by an independent reader
// (iso20022.js) and held to the ledger; the queries a statement issues are recorded to show that
// none of them grows with the account's history (PostgreSQL takes at most 65,535 parameters).
import {
  ShopState,
  ZBankFile,
  ZCollectionAccountDetail,
  ZOpsCollectionDetail,
} from '@tradebridge/contracts';
import { PgDialect } from 'drizzle-orm/pg-core';
import { CashManagementEndOfDayReport } from 'iso20022.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../../test/answers.ts';
import { createTestAppWithRails, rowsOf, type TestApp } from '../../../../test/app.ts';
import { multipart } from '../../../../test/certification.ts';
import { ADMIN_EMAIL, enrolOperator, ops, type OpsSession } from '../../../../test/operators.ts';
import { authHeaders, login, post, type Tokens } from '../../../../test/session.ts';
import { needSchemas, schemaErrors } from '../../../../test/xsd.ts';
import { camtXml, type SimplePayment } from '../../../../test/camt.ts';
import type { BankRail } from '../../../../rails/bank/index.ts';
import { createSandboxBank } from '../../../../rails/bank/sandbox/index.ts';
import { endOfDayStatement } from '../statement.ts';

// 34 characters, the IBAN's maximum: 'STMT-' + it + the day was 48 before.
const LONG_IBAN = 'LC14BOSL123456789012345678901234AB';
const MANY = 1_200;

/** The sandbox bank, but EUR accounts get a 34-character IBAN (their number too, as for IBANs). */
const longIbanBank = (sandbox: BankRail): BankRail => ({
  ...sandbox,
  issueAccountDetails: (account, currency) => {
    const details = sandbox.issueAccountDetails(account, currency);
    return currency === 'EUR' ? { ...details, iban: LONG_IBAN, accountNumber: LONG_IBAN } : details;
  },
});

let t: TestApp;
let admin: OpsSession;
let demo: Tokens;
let eur: { accountNumber: string; iban: string | null };
let usd: { accountNumber: string };

const sql = (text: string) => rowsOf(t.database, text);
const opsCall = (path: string, body: object) => ops(t.app, path, body, admin);

let sequence = 0;
const entry = (overrides: Partial<SimplePayment> = {}): SimplePayment => {
  sequence += 1;
  return {
    reference: `STM-${process.pid}-${sequence}`,
    amount: `${100 + (sequence % 50)}.${String(sequence % 100).padStart(2, '0')}`,
    currency: 'EUR',
    creditDebit: 'CRDT',
    status: 'BOOK',
    bookingDate: new Date().toISOString().slice(0, 10),
    payer: { name: `Buyer ${sequence % 40} GmbH`, country: 'DE', kind: 'organisation' },
    endToEndId: null,
    note: `INV-${sequence}`,
    ...overrides,
  };
};

const importEntries = async (
  account: { iban?: string; number?: string; currency: string },
  entries: SimplePayment[],
) => {
  const xml = await camtXml([{ account, entries }]);
  const { body, contentType } = multipart([
    { name: 'file', fileName: 'camt054.xml', data: Buffer.from(xml) },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/finance-gateway/api/ops/collection/bankFileUpload.json',
    headers: { ...authHeaders(admin), 'content-type': contentType, language: 'en-US' },
    payload: body,
  });
  const file = ZBankFile.parse(ok(res));
  await t.app.deps.jobs.runDue();
  return file;
};

/** The statement through the route: its text, its elements, and as iso20022.js reads it (minor units). */
const statementOf = async (account: string, date: string) => {
  const res = await opsCall('collection/bankStatement.json', { account, date });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('application/xml');
  const xml = res.body;
  const tag = (name: string) =>
    [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1]!);
  const statement = CashManagementEndOfDayReport.fromXML(xml).statements[0]!;
  const balance = (type: string) =>
    Math.round(statement.balances.find((b) => b.type === type)!.amount);
  return { xml, tag, statement, opening: balance('OPBD'), closing: balance('CLBD') };
};

/** What bank clearing holds for the account's collections, posted before `before`, in cents. */
const ledgerOf = async (accountNumber: string, from: string | null, before: string) => {
  const [row] = await sql(
    `SELECT coalesce(-sum(p.amount), 0)::text AS net, count(*)::int AS n,
            count(*) FILTER (WHERE p.amount < 0)::int AS credits,
            count(*) FILTER (WHERE p.amount > 0)::int AS debits
     FROM collections c
     JOIN journal_entries e ON e.reference IN ('collection:' || c.entry_key || ':arrival', 'collection:' || c.entry_key || ':return')
     JOIN postings p ON p.entry_id = e.id
     JOIN ledger_accounts a ON a.id = p.account_id AND a.owner = 'P' AND a.kind = 101
     WHERE c.account_number = '${accountNumber}' AND p.created_at < '${before}'
       ${from ? `AND p.created_at >= '${from}'` : ''}`,
  );
  return {
    net: Number(row!.net),
    n: Number(row!.n),
    credits: Number(row!.credits),
    debits: Number(row!.debits),
  };
};

beforeAll(async () => {
  t = await createTestAppWithRails((database) => ({
    bank: longIbanBank(createSandboxBank(database.db, 0)),
  }));
  admin = await enrolOperator(t.app, ADMIN_EMAIL);
  demo = await login(t.app, 'demo@tradebridge.dev');
  const applied = ZCollectionAccountDetail.parse(
    ok(
      await post(
        t.app,
        'collection/apply.json',
        {
          profile: {
            usage: 3,
            businessDescription: 'LED lighting exported to Europe',
            website: 'https://lighting.example.com',
            salesCategory: 'Lighting',
            annualSales: '2500000',
          },
          currencies: ['EUR', 'USD'],
        },
        { ...authHeaders(demo), 'idempotency-key': 'statement-apply' },
      ),
    ),
  );
  ok(await opsCall('collection/approveAccount.json', { accountId: applied.id, version: 0 }));
  const account = ZCollectionAccountDetail.parse(
    ok(await post(t.app, 'collection/account.json', { accountId: applied.id }, authHeaders(demo))),
  );
  expect(account.state).toBe(ShopState.Effective);
  eur = account.details.find((d) => d.currency === 'EUR')!;
  usd = account.details.find((d) => d.currency === 'USD')!;
  expect(eur.iban).toBe(LONG_IBAN);
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);
const nextDay = (date: string) =>
  new Date(new Date(`${date}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10);

describe('the end-of-day camt.053', () => {
  it('is schema-valid for a 34-character IBAN, long names and notes, a return, and agrees with the ledger', async (ctx) => {
    needSchemas(ctx);
    const long = entry({
      reference: 'R'.repeat(35),
      payer: { name: `Pengda ${'Lighting '.repeat(20)}Ltd`, country: 'DE', kind: 'organisation' },
      note: `Invoice ${'INV-2026-0001 '.repeat(20)}`,
    });
    await importEntries({ iban: LONG_IBAN, currency: 'EUR' }, [
      entry(),
      entry({ payer: { name: 'Tehran Trading', country: 'IR', kind: 'organisation' } }),
      long,
    ]);
    // The sanctioned payer's money goes back: a debit on the statement.
    const [held] = await sql(
      `SELECT id FROM collections WHERE payer_country = 'IR' AND account_number = '${LONG_IBAN}'`,
    );
    const current = ZOpsCollectionDetail.parse(
      ok(await opsCall('collection/collection.json', { collectionId: String(held!.id) })),
    );
    ok(
      await opsCall('collection/decide.json', {
        collectionId: current.id,
        version: current.version,
        decision: 'return',
        reason: 'Sanctioned country',
      }),
    );

    const before = Date.now();
    const date = today();
    const s = await statementOf(LONG_IBAN, date);
    expect(await schemaErrors(s.xml)).toEqual([]);
    // Ids within Max35Text, and the same statement id on every writing of the day.
    const [msgId] = s.tag('MsgId');
    const [stmtId] = s.tag('Id');
    expect(msgId!.length).toBeLessThanOrEqual(35);
    expect(stmtId!.length).toBeLessThanOrEqual(35);
    for (const ref of [...s.tag('NtryRef'), ...s.tag('AcctSvcrRef')])
      expect(ref.length).toBeLessThanOrEqual(35);
    expect((await statementOf(LONG_IBAN, date)).tag('Id')[0]).toBe(stmtId);
    expect(s.xml).toContain(`<IBAN>${LONG_IBAN}</IBAN>`);
    // Written now, for the day's bounds.
    for (const created of s.tag('CreDtTm')) {
      expect(Date.parse(created)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(created)).toBeLessThanOrEqual(Date.now());
    }
    expect(s.tag('FrDtTm')).toEqual([`${date}T00:00:00.000Z`]);
    expect(s.tag('ToDtTm')).toEqual([`${date}T23:59:59.999Z`]);
    // The ledger's day: every credit and the return, the balances and the totals.
    const start = `${date}T00:00:00Z`;
    const end = `${nextDay(date)}T00:00:00Z`;
    const day = await ledgerOf(LONG_IBAN, start, end);
    const opening = await ledgerOf(LONG_IBAN, null, start);
    expect(day).toMatchObject({ credits: 3, debits: 1 });
    expect(s.statement.entries.length).toBe(day.n);
    expect(s.opening).toBe(opening.net);
    expect(s.closing).toBe(opening.net + day.net);
    const net = s.statement.entries.reduce(
      (sum, e) => sum + (e.creditDebitIndicator === 'credit' ? 1 : -1) * Math.round(e.amount),
      0,
    );
    expect(net).toBe(day.net);
    expect(s.tag('NbOfNtries')).toEqual(['4', '3', '1']);
    // Nothing the schema would cut is lost: the long note goes out whole, in pieces of at most 140
    // broken between words.
    const pieces = s.xml.match(/<Ustrd>[^<]*<\/Ustrd>/g)!.map((u) => u.slice(7, -8));
    expect(pieces.every((p) => p.length <= 140)).toBe(true);
    expect(pieces.join(' ')).toContain(long.note.trim());

    // The next day opens where this one closed, with no entries (and still a valid document).
    const next = await statementOf(LONG_IBAN, nextDay(date));
    expect(await schemaErrors(next.xml)).toEqual([]);
    expect(next).toMatchObject({ opening: s.closing, closing: s.closing });
    expect(next.statement.entries).toEqual([]);
  });

  it('reads an account with many collections in batches, with no query growing with its history', async (ctx) => {
    needSchemas(ctx);
    for (let start = 0; start < MANY; start += 400)
      await importEntries(
        { number: usd.accountNumber, currency: 'USD' },
        Array.from({ length: Math.min(400, MANY - start) }, () => entry({ currency: 'USD' })),
      );
    const [{ n } = { n: 0 }] = await sql(
      `SELECT count(*)::int AS n FROM collections WHERE account_number = '${usd.accountNumber}'`,
    );
    expect(Number(n)).toBe(MANY);

    // Every query drizzle sends passes through the dialect: record each one's parameters.
    const queries: { text: string; params: number }[] = [];
    const original = PgDialect.prototype.sqlToQuery;
    const spy = vi.spyOn(PgDialect.prototype, 'sqlToQuery').mockImplementation(function (
      this: PgDialect,
      ...args
    ) {
      const query = original.apply(this, args);
      queries.push({ text: query.sql, params: query.params.length });
      return query;
    });
    let xml = '';
    try {
      const { chunks } = await endOfDayStatement(
        t.app.deps,
        usd.accountNumber,
        today(),
        new Date(),
        {
          batchSize: 250,
        },
      );
      for await (const chunk of chunks) xml += chunk;
    } finally {
      spy.mockRestore();
    }
    // The account, the opening, the totals (and the clearing account for each), then per batch
    // of 250 the postings and their collections: the count follows the day's batches (a few more
    // allowed for what the app does meanwhile, the spy sees every query), and each query's
    // parameters stay a handful however many collections the account has.
    const batches = Math.ceil(MANY / 250);
    expect(queries.length).toBeLessThanOrEqual(6 + 2 * batches + 4);
    expect(Math.max(...queries.map((q) => q.params))).toBeLessThanOrEqual(8);
    expect(await schemaErrors(xml)).toEqual([]);
    const refs = [...xml.matchAll(/<NtryRef>([^<]*)<\/NtryRef>/g)].map((m) => m[1]);
    expect(new Set(refs).size).toBe(MANY);
    const date = today();
    const day = await ledgerOf(
      usd.accountNumber,
      `${date}T00:00:00Z`,
      `${nextDay(date)}T00:00:00Z`,
    );
    expect(day.n).toBe(MANY);
    const [statement] = CashManagementEndOfDayReport.fromXML(xml).statements;
    const cents = statement!.entries.reduce((sum, e) => sum + Math.round(e.amount), 0);
    expect(cents).toBe(day.net);
  });
});
