// Bank entries as real banks write them (issue 37): payments that share a bank reference, entries
// without any reference, batched entries, pending credits booked later, notices, the bank's own
// debits, reversals of credited and held collections (and of ones whose money is gone or unknown),
// and a file that breaks the schema — each through the product's path (console upload → import
// job → ledger), on PGlite and PostgreSQL, with the ledger's and the collections' invariants held.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CollectionState,
  PlatformAccount,
  ShopState,
  ZBankFile,
  ZCollectionAccountDetail,
  ZCollectionDetail,
  type BankFile,
  type CollectionAccountDetail,
} from '@tradebridge/contracts';
import { callAs, errorOf, ok } from '../../../../test/answers.ts';
import { rowsOf } from '../../../../test/app.ts';
import { camtXml, draftOf, type SimplePayment } from '../../../../test/camt.ts';
import { multipart } from '../../../../test/certification.ts';
import { ops } from '../../../../test/operators.ts';
import { authHeaders, login, type Tokens } from '../../../../test/session.ts';
import { useAppWithAdmin } from '../../../../test/suite.ts';
import type { CamtEntryDraft } from '../../../../rails/iso20022/camt054.ts';
import { postEntry, verifyLedger } from '../../../core/ledger/index.ts';
import { importBankFile } from '../import.ts';
import { verifyCollections } from '../verify.ts';

const { t, admin } = useAppWithAdmin();
let demo: Tokens;
let usd: CollectionAccountDetail['details'][number];
let eur: CollectionAccountDetail['details'][number];

const sql = (text: string) => rowsOf(t.database, text);
const opsCall = (path: string, body: object) => ops(t.app, path, body, admin);
const call = (path: string, body: object) => callAs(t.app, demo, path, body);

const available = async (currency: string) => {
  const [row] = await sql(
    `SELECT coalesce(sum(a.balance), 0)::text AS b FROM ledger_accounts a
     JOIN users u ON a.owner = 'M:' || u.merchant_id
     WHERE u.email = 'demo@tradebridge.dev' AND a.currency = '${currency}' AND a.kind = 1`,
  );
  return BigInt(String(row!.b));
};

let sequence = 0;
const today = new Date().toISOString().slice(0, 10);
/** A booked credit from a known company (small enough to be credited at once). */
const payment = (overrides: Partial<SimplePayment> = {}): SimplePayment => {
  sequence += 1;
  return {
    reference: `BE-${process.pid}-${sequence}`,
    amount: '100.00',
    currency: 'USD',
    creditDebit: 'CRDT',
    status: 'BOOK',
    bookingDate: today,
    payer: { name: 'Acme GmbH', country: 'DE', kind: 'organisation' },
    endToEndId: `E2E-${process.pid}-${sequence}`,
    note: `INV-${sequence}`,
    ...overrides,
  };
};

const upload = async (xml: string | Buffer) => {
  const { body, contentType } = multipart([
    { name: 'file', fileName: 'camt054.xml', data: Buffer.from(xml) },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/finance-gateway/api/ops/collection/bankFileUpload.json',
    headers: { ...authHeaders(admin), 'content-type': contentType, language: 'en-US' },
    payload: body,
  });
};
/** Uploads a file, runs the import job, and answers the file as the console lists it. */
const importXml = async (xml: string): Promise<BankFile> => {
  const file = ZBankFile.parse(ok(await upload(xml)));
  await t.app.deps.jobs.runDue();
  const page = ok(await opsCall('collection/bankFiles.json', { pageSize: 100 })) as {
    list: unknown[];
  };
  return page.list.map((f) => ZBankFile.parse(f)).find((f) => f.id === file.id)!;
};
const onUsd = (...entries: (SimplePayment | CamtEntryDraft)[]) =>
  importXml_([{ account: { number: usd.accountNumber, currency: 'USD' }, entries }]);
const importXml_ = async (notifications: Parameters<typeof camtXml>[0]) =>
  importXml(await camtXml(notifications));

/** The bank's reversal of a payment (RvslInd on a debit of its amount). */
const reversalOf = (p: SimplePayment): CamtEntryDraft => ({
  ...draftOf(p),
  references: { servicer: `RV-${p.reference}` },
  creditDebit: 'DBIT',
  reversal: true,
});

const collectionsWhere = (where: string) =>
  sql(`SELECT id, state, amount::text AS amount, payer_name, entry_key FROM collections
       WHERE ${where} ORDER BY order_no`);
const detailOf = async (id: string) =>
  ZCollectionDetail.parse(ok(await call('collection/collection.json', { collectionId: id })));
const movementsOf = async (file: BankFile) =>
  (
    ok(await opsCall('collection/bankMovements.json', { bankFileId: file.id })) as {
      list: {
        kind: string;
        amount: string;
        collectionOrderNo: string | null;
        payoutOrderNo: string | null;
        bankReference: string;
      }[];
    }
  ).list;
const exceptionsOf = async (file: BankFile) => {
  const page = ok(await opsCall('collection/exceptions.json', { pageSize: 100 })) as {
    list: {
      id: string;
      bankFileId: string;
      reason: string;
      detail: string | null;
      closing: string;
    }[];
  };
  return page.list.filter((e) => e.bankFileId === file.id);
};

beforeAll(async () => {
  demo = await login(t.app, 'demo@tradebridge.dev');
  const applied = ZCollectionAccountDetail.parse(
    ok(
      await callAs(
        t.app,
        demo,
        'collection/apply.json',
        {
          profile: {
            usage: 3,
            businessDescription: 'LED lighting exported to Europe',
            website: 'https://lighting.example.com',
            salesCategory: 'Lighting',
            annualSales: '2500000',
          },
          currencies: ['USD', 'EUR'],
        },
        { 'idempotency-key': 'bank-entries-apply' },
      ),
    ),
  );
  ok(await opsCall('collection/approveAccount.json', { accountId: applied.id, version: 0 }));
  const account = ZCollectionAccountDetail.parse(
    ok(await call('collection/account.json', { accountId: applied.id })),
  );
  expect(account.state).toBe(ShopState.Effective);
  usd = account.details.find((d) => d.currency === 'USD')!;
  eur = account.details.find((d) => d.currency === 'EUR')!;
  // Acme has paid before: its later payments are not first payments held for review.
  await onUsd(payment());
});

describe('duplicates', () => {
  it('credits different payments that share a bank reference, on one account and across accounts', async () => {
    const before = await available('USD');
    const shared = `SHARED-${process.pid}`;
    const file = await importXml_([
      {
        account: { number: usd.accountNumber, currency: 'USD' },
        entries: [
          payment({ reference: shared, amount: '1023.15', endToEndId: null }),
          payment({ reference: shared, amount: '17.00', endToEndId: null }),
          payment({ reference: shared, amount: '8.80', endToEndId: null }),
        ],
      },
      {
        account: { iban: eur.iban!, currency: 'EUR' },
        entries: [
          payment({ reference: shared, amount: '777.70', currency: 'EUR', endToEndId: null }),
        ],
      },
    ]);
    expect(file).toMatchObject({ state: 2, entries: 4, credited: 4, duplicates: 0, exceptions: 0 });
    expect(await available('USD')).toBe(before + 102315n + 1700n + 880n);
    // The same payments again in another file (other bytes): nothing credited twice.
    const again = await importXml_([
      {
        account: { number: usd.accountNumber, currency: 'USD' },
        entries: [payment({ reference: shared, amount: '1023.15', endToEndId: null })].map((p) => ({
          ...p,
          note: `INV-${sequence - 4}`,
        })),
      },
    ]);
    void again;
    const rows = await collectionsWhere(`bank_reference = '${shared}'`);
    expect(rows.map((r) => r.amount).sort()).toEqual(['102315', '1700', '77770', '880']);
  });

  it('keys payments without any reference by their content: identical ones in a file stay two, the same file again credits none', async () => {
    const before = await available('USD');
    const unreferenced: CamtEntryDraft = {
      amount: '42.00',
      currency: 'USD',
      creditDebit: 'CRDT',
      bookingDate: today,
      transactions: [
        {
          counterparty: { name: 'Acme GmbH', country: 'DE', kind: 'organisation' },
          note: `NOREF-${process.pid}`,
        },
      ],
    };
    const first = await onUsd(unreferenced, unreferenced);
    expect(first).toMatchObject({ state: 2, entries: 2, credited: 2, duplicates: 0 });
    // Other bytes (another message id), the same two payments: both duplicates.
    const second = await onUsd(unreferenced, unreferenced);
    expect(second).toMatchObject({ state: 2, entries: 2, credited: 0, duplicates: 2 });
    expect(await available('USD')).toBe(before + 8400n);
    // The very same bytes are refused as a file taken before.
    const xml = await camtXml(
      [{ account: { number: usd.accountNumber, currency: 'USD' }, entries: [unreferenced] }],
      '2026-12-01T00:00:00Z',
    );
    await importXml(xml);
    expect(errorOf(await upload(xml))).toBe('BANK_FILE_DUPLICATE');
  });
});

describe('what an entry carries', () => {
  it('makes a collection of each batched transaction, with its own payer, amount and references', async () => {
    const ref = `BATCH-${process.pid}`;
    const batched: CamtEntryDraft = {
      references: { servicer: ref },
      amount: '300.50',
      currency: 'USD',
      creditDebit: 'CRDT',
      bookingDate: today,
      batchCount: 2,
      transactions: [
        {
          amount: '200.00',
          references: { endToEndId: `${ref}-1`, txId: `TX-${ref}-1` },
          counterparty: {
            name: 'Acme GmbH',
            address: ['Hafenstrasse 12', '20457 Hamburg'],
            country: 'DE',
            kind: 'organisation',
            account: 'DE89370400440532013000',
          },
          ultimateCounterparty: 'Acme Retail GmbH',
          creditorReferences: ['RF18539007547034'],
          note: 'Order 1',
        },
        {
          amount: '100.50',
          references: { endToEndId: `${ref}-2` },
          counterparty: { name: 'Zoë Müller AG', country: 'CH', kind: 'organisation' },
          creditorReferences: ['210000000003139471430009017'],
        },
      ],
    };
    const file = await onUsd(batched);
    expect(file).toMatchObject({ entries: 2, exceptions: 0, duplicates: 0 });
    const rows = await collectionsWhere(`bank_reference = '${ref}'`);
    expect(rows.map((r) => [r.payer_name, r.amount])).toEqual([
      ['Acme GmbH', '20000'],
      ['Zoë Müller AG', '10050'],
    ]);
    const first = await detailOf(String(rows[0]!.id));
    expect(first).toMatchObject({
      bankReference: ref,
      references: {
        endToEndId: `${ref}-1`,
        transactionId: `TX-${ref}-1`,
        uetr: null,
        creditorReference: 'RF18539007547034',
      },
      payerAddress: 'Hafenstrasse 12, 20457 Hamburg',
      payerAccount: 'DE89370400440532013000',
      ultimatePayer: 'Acme Retail GmbH',
      note: 'Order 1',
    });
    // Amounts that do not add up: the entry is not split, and not dropped.
    const off = await onUsd({
      ...batched,
      references: { servicer: `${ref}-OFF` },
      amount: '999.00',
    });
    expect(off).toMatchObject({ entries: 1, credited: 0, exceptions: 1 });
    expect((await exceptionsOf(off)).map((e) => e.reason)).toEqual(['batchAmountsDisagree']);
  });

  it('keeps a pending credit as expected funds, credited when a later file books it', async () => {
    const before = await available('USD');
    const pending = payment({ amount: '250.00', status: 'PDNG', bookingDate: null });
    const announced = await onUsd(pending);
    expect(announced).toMatchObject({ entries: 1, credited: 0, expected: 1, exceptions: 0 });
    expect(await available('USD')).toBe(before);
    const expected = ok(await call('collection/expected.json', {})) as {
      list: { bankReference: string; amount: string; payerName: string }[];
    };
    expect(expected.list).toEqual([
      expect.objectContaining({
        bankReference: pending.reference,
        amount: '250.00',
        payerName: 'Acme GmbH',
      }),
    ]);
    const booked = await onUsd({ ...pending, status: 'BOOK', bookingDate: today });
    expect(booked).toMatchObject({ entries: 1, credited: 1 });
    expect(await available('USD')).toBe(before + 25000n);
    const after = ok(await call('collection/expected.json', {})) as { list: unknown[] };
    expect(after.list).toEqual([]);
    const [movement] = await sql(
      `SELECT c.state FROM bank_movements m JOIN collections c ON c.id = m.collection_id
       WHERE m.bank_reference = '${pending.reference}' AND m.kind = 'expected'`,
    );
    expect(movement).toEqual({ state: CollectionState.Credited });
  });

  it('records notices and the bank’s own debits as bank movements, never as exceptions', async () => {
    const before = await available('USD');
    // One of our payouts as the ledger knows it (its hold), named by the debit's EndToEndId.
    await postEntry(t.database.db, {
      reference: `payout:PO-BE-${process.pid}:hold`,
      causedBy: 'test',
      postings: [
        { account: { platform: PlatformAccount.BankClearing, currency: 'USD' }, amount: -1n },
        { account: { platform: PlatformAccount.FeeRevenue, currency: 'USD' }, amount: 1n },
      ],
    });
    const file = await onUsd(
      payment({ amount: '5.00', status: 'INFO' }),
      {
        references: { servicer: `CHG-${process.pid}` },
        amount: '12.50',
        currency: 'USD',
        creditDebit: 'DBIT',
        bookingDate: today,
        bankTransactionCode: { domain: 'PMNT', family: 'MDOP', subFamily: 'CHRG' },
      },
      {
        references: { servicer: `OUT-${process.pid}` },
        amount: '900.00',
        currency: 'USD',
        creditDebit: 'DBIT',
        bookingDate: today,
        transactions: [{ references: { endToEndId: `PO-BE-${process.pid}` } }],
      },
    );
    expect(file).toMatchObject({ entries: 3, credited: 0, exceptions: 0, movements: 3 });
    const kinds = (await movementsOf(file)).map((m) => [m.kind, m.amount, m.payoutOrderNo]);
    expect(kinds.sort()).toEqual(
      [
        ['information', '5.00', null],
        ['charge', '12.50', null],
        ['payout', '900.00', `PO-BE-${process.pid}`],
      ].sort(),
    );
    expect(await available('USD')).toBe(before);
  });
});

describe('reversals', () => {
  it('takes a credited payment back through the ledger, and tells the merchant', async () => {
    const credit = payment({ amount: '111.00' });
    await onUsd(credit);
    const [row] = await collectionsWhere(`bank_reference = '${credit.reference}'`);
    expect(row!.state).toBe(CollectionState.Credited);
    const before = await available('USD');
    const file = await onUsd(reversalOf(credit));
    expect(file).toMatchObject({ entries: 1, reversed: 1, exceptions: 0 });
    expect(await available('USD')).toBe(before - 11100n);
    const detail = await detailOf(String(row!.id));
    expect(detail).toMatchObject({ state: CollectionState.TransactionFailed, reason: 'reversed' });
    expect(detail.history.map((e) => e.action)).toContain('reversed');
    const told = () =>
      sql(
        `SELECT params FROM notifications WHERE params->>'outcome' = 'reversed' AND params->>'orderNo' = '${detail.orderNo}'`,
      );
    expect((await told()).map((n) => n.params)).toEqual([
      expect.objectContaining({ amount: '111.00', currency: 'USD', count: '1' }),
    ]);
    // The reversing entry names its original.
    const [entry] = await sql(
      `SELECT r.reference, o.reference AS original FROM journal_entries r
       JOIN journal_entries o ON o.id = r.reverses
       WHERE o.reference = 'collection:${String(row!.entry_key)}:arrival'`,
    );
    expect(entry).toEqual({
      reference: `collection:${String(row!.entry_key)}:arrival:reversal`,
      original: `collection:${String(row!.entry_key)}:arrival`,
    });
    // The same reversal again changes nothing.
    const twice = await importXml_([
      { account: { number: usd.accountNumber, currency: 'USD' }, entries: [reversalOf(credit)] },
    ]);
    expect(twice).toMatchObject({ reversed: 0, duplicates: 1 });
    expect(await available('USD')).toBe(before - 11100n);
    expect(await told()).toHaveLength(1);
  });

  it('takes back what is held (in transit), and opens an exception where the money is gone or the credit unknown', async () => {
    const held = payment({
      amount: '60.00',
      payer: { name: 'Jane Roe', country: 'DE', kind: 'individual' },
    });
    const spent = payment({ amount: '70.00' });
    await onUsd(held, spent);
    const [heldRow] = await collectionsWhere(`bank_reference = '${held.reference}'`);
    expect(heldRow!.state).toBe(CollectionState.PendingComplianceReview);
    // The merchant's money leaves (as a payout would take it): the reversal finds too little.
    const left = (await available('USD')) - 6999n;
    await postEntry(t.database.db, {
      reference: `test:spend:${process.pid}`,
      causedBy: 'test',
      postings: [
        {
          account: {
            merchantId: String(
              (await sql(`SELECT merchant_id FROM users WHERE email = 'demo@tradebridge.dev'`))[0]!
                .merchant_id,
            ),
            currency: 'USD',
            type: 1,
          },
          amount: -left,
        },
        { account: { platform: PlatformAccount.BankClearing, currency: 'USD' }, amount: left },
      ],
    });
    const unknown = payment({ amount: '33.00' });
    const file = await onUsd(reversalOf(held), reversalOf(spent), reversalOf(unknown));
    expect(file).toMatchObject({ entries: 3, reversed: 1, exceptions: 2 });
    expect((await detailOf(String(heldRow!.id))).state).toBe(CollectionState.TransactionFailed);
    const [spentRow] = await collectionsWhere(`bank_reference = '${spent.reference}'`);
    expect(spentRow!.state).toBe(CollectionState.Credited);
    expect(await available('USD')).toBe(6999n);
    const opened = await exceptionsOf(file);
    expect(opened.map((e) => [e.reason, e.detail !== null, e.closing]).sort()).toEqual([
      ['reversalFundsGone', true, 'settle'],
      ['reversalWithoutOriginal', false, 'settle'],
    ]);
    // The bank has taken the money back: the operator settles it (nothing goes to the payer).
    const gone = opened.find((e) => e.reason === 'reversalFundsGone')!;
    const settled = ok(
      await opsCall('collection/resolveException.json', {
        exceptionId: gone.id,
        note: 'Recovered from the merchant, ticket 4471',
      }),
    );
    expect(settled).toMatchObject({
      closing: 'settle',
      resolution: 'Recovered from the merchant, ticket 4471',
    });
    const [audit] = await sql(
      `SELECT after FROM audit_log WHERE action = 'collection.resolveException' AND target = 'importException:${gone.id}'`,
    );
    expect(audit!.after).toMatchObject({ closing: 'settle' });
  });
});

describe('a file that breaks the schema', () => {
  it('is refused whole with its problems by line, and nothing of it is imported', async () => {
    const good = payment({ amount: '10.00' });
    const xml = (
      await camtXml([
        {
          account: { number: usd.accountNumber, currency: 'USD' },
          entries: [good, payment({ amount: '99.00' })],
        },
      ])
    ).replace('>99.00<', '>99,00<');
    const file = await importXml(xml);
    expect(file.state).toBe(3);
    // By its code and values for the console to word, and in English for API clients.
    expect(file.problems).toEqual([
      {
        line: expect.any(Number),
        message: expect.stringContaining('99,00'),
        code: 'amountInvalid',
        params: { amount: '99,00' },
      },
    ]);
    expect(await collectionsWhere(`bank_reference = '${good.reference}'`)).toEqual([]);
  });
});

describe('the invariants', () => {
  it('hold: every credited collection has one booked entry, every reversal its original', async () => {
    expect((await verifyLedger(t.database.db)).every((c) => c.breaches.length === 0)).toBe(true);
    const checks = await verifyCollections(t.database.db);
    expect(checks.map((c) => [c.name, c.breaches])).toEqual([
      ['collectionCredits', []],
      ['collectionReversals', []],
    ]);
    expect(checks.every((c) => c.checked > 0)).toBe(true);
  });
});

describe('a file imported batch after batch', () => {
  it('is one import: a payer met in one batch is known in the next, a payment repeated later is credited once, a reversal finds an earlier batch’s credit', async () => {
    const before = await available('USD');
    const newcomer = {
      name: `Batchwise Trading ${process.pid} Ltd`,
      country: 'GB',
      kind: 'organisation' as const,
    };
    const first = payment({ amount: '50.00', payer: newcomer });
    const large = payment({ amount: '12000.00', payer: newcomer });
    const reversed = payment({ amount: '30.00' });
    const xml = await camtXml([
      {
        account: { number: usd.accountNumber, currency: 'USD' },
        // Batches of two: each batch is prepared while the one before it is written.
        entries: [
          first,
          payment({ amount: '1.00' }),
          reversed,
          payment({ amount: '2.00' }),
          large,
          first,
          reversalOf(reversed),
          payment({ amount: '3.00' }),
        ],
      },
    ]);
    const stored = ZBankFile.parse(ok(await upload(xml)));
    const file = await importBankFile(t.app.deps, stored.id, { batchSize: 2 });
    expect(file).toMatchObject({ state: 2, entries: 8, duplicates: 1, reversed: 1, exceptions: 0 });
    // Not a first payment of 10,000 USD or more held for review: the payer paid two batches before.
    const [largeRow] = await collectionsWhere(`bank_reference = '${large.reference}'`);
    expect(largeRow!.state).toBe(CollectionState.Credited);
    expect(await collectionsWhere(`bank_reference = '${first.reference}'`)).toHaveLength(1);
    expect(await available('USD')).toBe(before + 5000n + 100n + 200n + 1_200_000n + 300n);
    for (const check of [
      ...(await verifyLedger(t.database.db)),
      ...(await verifyCollections(t.database.db)),
    ])
      expect(check.breaches, check.name).toEqual([]);
  });
});
