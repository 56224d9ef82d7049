// Global accounts end to end through the API: applying (certified merchants only), the review and
// the bank details it issues, camt.054 imports (checked, matched, screened, credited once), the
// merchant's and the operators' moves along the edges, and another merchant's ids not found.
import { randomUUID } from 'node:crypto';
import { writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTION_EDGES,
  CollectionState,
  ShopState,
  ZBankFile,
  ZCollectionAccountDetail,
  ZCollectionDetail,
  ZCollectionPage,
  ZOpsCollectionDetail,
  type CollectionAccountDetail,
} from '@tradebridge/contracts';
import { isValidBIC, isValidIBAN } from 'ibantools';
import { CashManagementEndOfDayReport } from 'iso20022.js';
import { callAs, errorOf, ok } from '../../../../test/answers.ts';
import { rowsOf } from '../../../../test/app.ts';
import { multipart, pdf, registerMerchant, upload } from '../../../../test/certification.ts';
import { operatorWithRole, ops, type OpsSession } from '../../../../test/operators.ts';
import { pdfPages } from '../../../../test/pdf-text.ts';
import { authHeaders, login, post, type Tokens } from '../../../../test/session.ts';
import { verifyLedger } from '../../../core/ledger/index.ts';
import { camtXml, type SimplePayment, type TestNotification } from '../../../../test/camt.ts';
import { importBankFile } from '../import.ts';
import { isValidAbaRouting } from '../../../../rails/bank/sandbox/accounts.ts';
import { useAppWithAdmin } from '../../../../test/suite.ts';

const { t, admin } = useAppWithAdmin();
let reviewer: OpsSession;
let demo: Tokens;
let stranger: Tokens;

beforeAll(async () => {
  reviewer = await operatorWithRole(t.app, admin, 'reviewer');
  demo = await login(t.app, 'demo@tradebridge.dev');
  stranger = await registerMerchant(t.app, 'stranger@collect.example.com');
});

const en = { language: 'en-US' };
const call = (tokens: Tokens, path: string, body?: object, headers?: object) =>
  callAs(t.app, tokens, path, body, headers);
const opsCall = (path: string, body: object, session: OpsSession = admin) =>
  ops(t.app, path, body, session);
const sql = (text: string) => rowsOf(t.database, text);
const apply = (tokens: Tokens, body: object) =>
  call(tokens, 'collection/apply.json', body, { 'idempotency-key': `apply-${Math.random()}` });
const available = async (currency: string) => {
  const [row] = await sql(
    `SELECT coalesce(sum(balance), 0)::text AS b FROM ledger_accounts a JOIN merchants m ON a.owner = 'M:' || m.id WHERE m.mer_no = (SELECT mer_no FROM merchants m2 JOIN users u ON u.merchant_id = m2.id WHERE u.email = 'demo@tradebridge.dev') AND a.currency = '${currency}' AND a.kind = 1`,
  );
  return BigInt(String(row!.b));
};

const trade = {
  usage: 3,
  businessDescription: 'LED lighting exported to Europe and North America',
  website: 'https://pengda-lighting.example.com',
  salesCategory: 'Lighting',
  annualSales: '2500000',
};

let account: CollectionAccountDetail;

describe('applying for a collection account', () => {
  it('needs a certified merchant', async () => {
    const res = await apply(stranger, { profile: trade, currencies: ['USD'] });
    expect(errorOf(res)).toBe('REAL_PERSON_AUTH_FIRST');
  });

  it('refuses bad fields by name and writes nothing', async () => {
    const before = await sql('SELECT count(*)::int AS n FROM collection_accounts');
    const res = await apply(demo, {
      profile: { ...trade, website: 'www.no-scheme.example.com' },
      currencies: [],
      alias: 'x'.repeat(101),
    });
    expect(res.json().status).toBe(0);
    const fields = (res.json().fields as { field: string }[]).map((f) => f.field).sort();
    expect(fields).toEqual(['alias', 'currencies', 'profile.website']);
    expect(await sql('SELECT count(*)::int AS n FROM collection_accounts')).toEqual(before);
  });

  it('waits for review, then the sandbox bank issues valid details per currency', async () => {
    const applied = ZCollectionAccountDetail.parse(
      ok(await apply(demo, { profile: trade, currencies: ['USD', 'EUR'], alias: 'Main' })),
    );
    expect(applied.state).toBe(ShopState.UnderReview);
    expect(applied.details).toEqual([]);
    const queue = ok(await opsCall('collection/accounts.json', {})) as {
      list: { id: string; actions: string[] }[];
    };
    expect(queue.list[0]).toMatchObject({ id: applied.id, actions: ['approve', 'reject'] });
    // A merchant cannot approve, nor an operator without the permission's role.
    ok(await opsCall('collection/approveAccount.json', { accountId: applied.id, version: 0 }));
    const again = await opsCall('collection/approveAccount.json', {
      accountId: applied.id,
      version: 1,
    });
    expect(errorOf(again)).toBe('COLLECTION_ACCOUNT_STATE');
    account = ZCollectionAccountDetail.parse(
      ok(await call(demo, 'collection/account.json', { accountId: applied.id })),
    );
    expect(account.state).toBe(ShopState.Effective);
    const usd = account.details.find((d) => d.currency === 'USD')!;
    const eur = account.details.find((d) => d.currency === 'EUR')!;
    expect(isValidAbaRouting(usd.routingNumber!)).toBe(true);
    expect(isValidBIC(usd.bic) && isValidBIC(eur.bic)).toBe(true);
    expect(isValidIBAN(eur.iban!)).toBe(true);
    expect(account.history.map((e) => e.action)).toEqual(['applied', 'approved']);
    const [notice] = await sql(
      `SELECT params FROM notifications WHERE kind = 'accountOpening' ORDER BY created_at DESC LIMIT 1`,
    );
    expect(notice!.params).toMatchObject({ outcome: 'collectionApprove', alias: 'Main' });
  });

  it('is refused with a reason, corrected and sent again', async () => {
    const applied = ZCollectionAccountDetail.parse(
      ok(
        await apply(demo, {
          profile: {
            usage: 4,
            appStore: 'App Store',
            appName: 'Pengda Home',
            developerId: 'DEV-4471',
            financialReportUrl: 'https://appstoreconnect.example.com/reports',
            salesCategory: 'Apps',
            annualSales: '120000',
          },
          currencies: ['AUD', 'GBP'],
        }),
      ),
    );
    const reject = (session: OpsSession) =>
      opsCall(
        'collection/rejectAccount.json',
        { accountId: applied.id, version: 0, reason: 'The developer id does not match' },
        session,
      );
    expect(
      errorOf(
        await opsCall('collection/rejectAccount.json', {
          accountId: applied.id,
          version: 0,
          reason: ' ',
        }),
      ),
    ).toBe('VALIDATION_FAILED');
    ok(await reject(reviewer));
    const refused = ZCollectionAccountDetail.parse(
      ok(await call(demo, 'collection/account.json', { accountId: applied.id })),
    );
    expect(refused).toMatchObject({
      state: ShopState.NotApproved,
      reason: 'The developer id does not match',
    });
    const resent = ZCollectionAccountDetail.parse(
      ok(
        await call(demo, 'collection/resubmit.json', {
          accountId: applied.id,
          version: refused.version,
          profile: { ...(refused.profile as object), developerId: 'DEV-4472' },
          currencies: ['AUD', 'GBP'],
        }),
      ),
    );
    expect(resent).toMatchObject({ state: ShopState.UnderReview, reason: null });
  });

  it('keeps an alias of at most 100 characters', async () => {
    const named = ok(
      await call(demo, 'collection/alias.json', { accountId: account.id, alias: 'Amazon EU' }),
    ) as { alias: string };
    expect(named.alias).toBe('Amazon EU');
    const long = await call(demo, 'collection/alias.json', {
      accountId: account.id,
      alias: 'x'.repeat(101),
    });
    expect(errorOf(long)).toBe('VALIDATION_FAILED');
  });

  it('shows another merchant’s account as not found', async () => {
    for (const path of ['collection/account.json', 'collection/alias.json'])
      expect(errorOf(await call(stranger, path, { accountId: account.id, alias: 'x' }))).toBe(
        'NOT_FOUND',
      );
  });
});

type Entry = SimplePayment;
let sequence = 0;
const entry = (
  overrides: Partial<Omit<Entry, 'payer'>> & { payer?: Partial<Entry['payer']> } = {},
): Entry => {
  sequence += 1;
  return {
    reference: `REF-${process.pid}-${sequence}`,
    amount: '100.00',
    currency: 'USD',
    creditDebit: 'CRDT',
    status: 'BOOK',
    bookingDate: '2026-11-25',
    endToEndId: null,
    note: `INV-${sequence}`,
    ...overrides,
    payer: { name: 'Acme GmbH', country: 'DE', kind: 'organisation', ...overrides.payer },
  };
};
const camt = async (notifications: TestNotification[]) =>
  Buffer.from(await camtXml(notifications, '2026-11-25T18:00:00Z'));
const uploadBankFile = async (data: Buffer, name = 'camt054.xml') => {
  const { body, contentType } = multipart([{ name: 'file', fileName: name, data }]);
  return t.app.inject({
    method: 'POST',
    url: '/finance-gateway/api/ops/collection/bankFileUpload.json',
    headers: { ...authHeaders(admin), 'content-type': contentType, ...en },
    payload: body,
  });
};
const importFile = async (data: Buffer) => {
  const file = ZBankFile.parse(ok(await uploadBankFile(data)));
  await t.app.deps.jobs.runDue();
  const page = ok(await opsCall('collection/bankFiles.json', {})) as { list: unknown[] };
  return page.list.map((f) => ZBankFile.parse(f)).find((f) => f.id === file.id)!;
};
const collectionByNote = async (note: string) => {
  const [row] = await sql(`SELECT id FROM collections WHERE note = '${note}'`);
  return ZCollectionDetail.parse(
    ok(await call(demo, 'collection/collection.json', { collectionId: String(row!.id) })),
  );
};
const decide = async (
  collection: { id: string },
  decision: string,
  session: OpsSession = admin,
  reason = '',
) => {
  const current = ZOpsCollectionDetail.parse(
    ok(await opsCall('collection/collection.json', { collectionId: collection.id }, session)),
  );
  return opsCall(
    'collection/decide.json',
    { collectionId: collection.id, version: current.version, decision, reason },
    session,
  );
};

describe('importing camt.054 credit notifications', () => {
  const entries: Record<string, Entry> = {};
  let usdBefore: bigint;

  it('credits, holds, asks for materials and lists exceptions as the checks say', async () => {
    usdBefore = await available('USD');
    const usd = account.details.find((d) => d.currency === 'USD')!;
    const eur = account.details.find((d) => d.currency === 'EUR')!;
    Object.assign(entries, {
      plain: entry({ amount: '1250.50' }),
      large: entry({ amount: '60000.00', currency: 'EUR', payer: { name: 'Grand Bazaar SA' } }),
      withdrawn: entry({ amount: '55000.00', currency: 'EUR', payer: { name: 'Grand Bazaar SA' } }),
      person: entry({ amount: '300.00', payer: { name: 'John Smith', kind: 'individual' } }),
      sanctioned: entry({ amount: '400.00', payer: { name: 'Tehran Trading', country: 'IR' } }),
      firstBig: entry({ amount: '12000.00', payer: { name: 'New Buyer Ltd' } }),
      fourEyes: entry({ amount: '35000.00', payer: { name: 'Big Buyer Inc' } }),
      wrongCurrency: entry({ amount: '10.00', currency: 'GBP' }),
      debit: entry({ creditDebit: 'DBIT' }),
    });
    const stray = entry({ amount: '5.00' });
    const file = await importFile(
      await camt([
        {
          account: { number: usd.accountNumber, currency: 'USD' },
          entries: [
            entries.plain!,
            entries.person!,
            entries.sanctioned!,
            entries.firstBig!,
            entries.fourEyes!,
            entries.wrongCurrency!,
            entries.debit!,
          ],
        },
        {
          account: { iban: eur.iban!, currency: 'EUR' },
          entries: [entries.large!, entries.withdrawn!],
        },
        { account: { number: '000111222333', currency: 'USD' }, entries: [stray] },
      ]),
    );
    expect(file).toMatchObject({
      state: 2,
      entries: 10,
      credited: 1,
      exceptions: 1,
      movements: 1,
      duplicates: 0,
    });
    expect(file.held).toBe(6);
    const states = Object.fromEntries(
      await Promise.all(
        Object.entries(entries)
          .filter(([k]) => k !== 'debit')
          .map(async ([k, e]) => [k, (await collectionByNote(e.note)).state]),
      ),
    );
    expect(states).toEqual({
      plain: CollectionState.Credited,
      large: CollectionState.AwaitingMaterials,
      withdrawn: CollectionState.AwaitingMaterials,
      person: CollectionState.PendingComplianceReview,
      sanctioned: CollectionState.PendingComplianceReview,
      firstBig: CollectionState.PendingReview,
      fourEyes: CollectionState.PendingReview,
      wrongCurrency: CollectionState.PrecheckFailed,
    });
    expect(await available('USD')).toBe(usdBefore + 125050n);
    const exceptions = ok(await opsCall('collection/exceptions.json', {})) as {
      list: { bankReference: string; reason: string }[];
    };
    expect(exceptions.list.map((e) => [e.bankReference, e.reason])).toEqual([
      [stray.reference, 'unknownAccount'],
    ]);
    // A debit is the bank's own movement, never an exception to return to a payer.
    const movements = ok(
      await opsCall('collection/bankMovements.json', { bankFileId: file.id }),
    ) as { list: { bankReference: string; kind: string; creditDebit: string }[] };
    expect(movements.list.map((m) => [m.bankReference, m.kind, m.creditDebit])).toEqual([
      [entries.debit!.reference, 'other', 'DBIT'],
    ]);
    const sanctioned = await collectionByNote(entries.sanctioned!.note);
    expect(sanctioned).toMatchObject({
      reason: 'sanctionedCountry',
      progress: 'arrivedPendingReview',
    });
  });

  it('credits nothing new when the same file or the same entry comes again', async () => {
    const usd = account.details.find((d) => d.currency === 'USD')!;
    const again = await camt([
      { account: { number: usd.accountNumber, currency: 'USD' }, entries: [entries.plain!] },
    ]);
    const first = await importFile(again);
    expect(first).toMatchObject({ entries: 1, credited: 0, duplicates: 1 });
    expect(errorOf(await uploadBankFile(again))).toBe('BANK_FILE_DUPLICATE');
    expect(await available('USD')).toBe(usdBefore + 125050n);
  });

  it('takes an entry repeated in one file once, and refuses an amount the ledger cannot hold', async () => {
    const usd = account.details.find((d) => d.currency === 'USD')!;
    const before = await available('USD');
    const twice = entry({ amount: '3.00' });
    const huge = entry({ amount: '99999999999999999.00' });
    const file = await importFile(
      await camt([
        { account: { number: usd.accountNumber, currency: 'USD' }, entries: [twice, twice, huge] },
      ]),
    );
    expect(file).toMatchObject({ entries: 3, credited: 1, exceptions: 1, duplicates: 1 });
    expect(await available('USD')).toBe(before + 300n);
    usdBefore += 300n;
    const [exception] = await sql(
      `SELECT reason FROM import_exceptions WHERE bank_reference = '${huge.reference}'`,
    );
    expect(exception!.reason).toBe('invalidAmount');
  });

  it('fails a malformed file whole: nothing of it is credited', async () => {
    const usd = account.details.find((d) => d.currency === 'USD')!;
    const good = await camt([
      {
        account: { number: usd.accountNumber, currency: 'USD' },
        entries: [entry({ amount: '77.00' })],
      },
    ]);
    const broken = Buffer.from(good.toString().replace('</BkToCstmrDbtCdtNtfctn>', ''));
    const file = await importFile(broken);
    expect(file.state).toBe(3);
    expect(file.error).toBeTruthy();
    expect(await available('USD')).toBe(usdBefore + 125050n);
    // Broken at the end of 2,000 entries: the import has written batches of 50 in its open
    // transaction while the check read on; all of them are rolled back.
    const many = await camt([
      {
        account: { number: usd.accountNumber, currency: 'USD' },
        entries: Array.from({ length: 2000 }, () => entry({ amount: '1.00' })),
      },
    ]);
    const cut = Buffer.from(many.toString().replace('</BkToCstmrDbtCdtNtfctn>', '<Broken>'));
    const stored = ZBankFile.parse(ok(await uploadBankFile(cut, 'cut.xml')));
    const result = await importBankFile(t.app.deps, stored.id, { batchSize: 50 });
    expect(result.state).toBe(3);
    expect(await available('USD')).toBe(usdBefore + 125050n);
    const [written] = await sql(
      `SELECT count(*)::int AS n FROM collections WHERE bank_file_id = '${stored.id}'`,
    );
    expect(written!.n).toBe(0);
    expect(errorOf(await uploadBankFile(Buffer.from('%PDF-1.4 not xml')))).toBe(
      'FILE_TYPE_REFUSED',
    );
  });

  it('lets the merchant hand in materials, and the reviewer credit them', async () => {
    const large = await collectionByNote(entries.large!.note);
    expect(large.actions).toEqual(['uploadMaterials', 'cancel']);
    const invoice = await upload(t.app, demo, pdf('invoice'), 'invoice.pdf');
    const handed = ZCollectionDetail.parse(
      ok(
        await call(demo, 'collection/materials.json', {
          collectionId: large.id,
          version: large.version,
          files: [{ kind: 'invoice', fileId: invoice }],
        }),
      ),
    );
    expect(handed).toMatchObject({
      state: CollectionState.PendingMaterialsReview,
      progress: 'materialToReview',
    });
    // Asked again: the label says the materials were refused.
    ok(await decide(handed, 'requestMaterials', reviewer, 'The invoice is unreadable'));
    const asked = await collectionByNote(entries.large!.note);
    expect(asked).toMatchObject({ state: 0, progress: 'materialErrorReupload' });
    ok(
      await call(demo, 'collection/materials.json', {
        collectionId: large.id,
        version: asked.version,
        files: [
          { kind: 'invoice', fileId: invoice },
          { kind: 'contract', fileId: invoice },
        ],
      }),
    );
    const eurBefore = await available('EUR');
    ok(await decide(large, 'approve', reviewer));
    const credited = await collectionByNote(entries.large!.note);
    expect(credited).toMatchObject({ state: CollectionState.Credited, progress: 'successful' });
    expect(credited.history.map((e) => e.action)).toEqual([
      'arrived',
      'materialsUploaded',
      'materialsRequested',
      'materialsUploaded',
      'approved',
      'credited',
    ]);
    expect(await available('EUR')).toBe(eurBefore + 6000000n);
  });

  it('lets the merchant withdraw one that waits for materials: back to the payer', async () => {
    const withdrawn = await collectionByNote(entries.withdrawn!.note);
    const inTransit = async () =>
      (
        await sql(
          `SELECT balance::text AS b FROM ledger_accounts WHERE owner = 'M:${(await sql(`SELECT merchant_id FROM collections WHERE id = '${withdrawn.id}'`))[0]!.merchant_id}' AND currency = 'EUR' AND kind = 2`,
        )
      )[0]!.b;
    const before = BigInt(String(await inTransit()));
    const eurBefore = await available('EUR');
    const cancelled = ZCollectionDetail.parse(
      ok(
        await call(demo, 'collection/cancel.json', {
          collectionId: withdrawn.id,
          version: withdrawn.version,
        }),
      ),
    );
    expect(cancelled).toMatchObject({ state: CollectionState.Cancelled, actions: [] });
    expect(BigInt(String(await inTransit()))).toBe(before - 5500000n);
    expect(await available('EUR')).toBe(eurBefore);
    const again = await call(demo, 'collection/cancel.json', {
      collectionId: withdrawn.id,
      version: cancelled.version,
    });
    expect(errorOf(again)).toBe('COLLECTION_STATE');
  });

  it('releases or returns what screening held, along the edges only', async () => {
    const person = await collectionByNote(entries.person!.note);
    const sanctioned = await collectionByNote(entries.sanctioned!.note);
    expect(errorOf(await decide(person, 'reject', admin, 'No'))).toBe('COLLECTION_STATE');
    const before = await available('USD');
    ok(await decide(person, 'release'));
    expect(await available('USD')).toBe(before + 30000n);
    ok(await decide(sanctioned, 'return', admin, 'Sanctioned country'));
    expect((await collectionByNote(entries.sanctioned!.note)).state).toBe(
      CollectionState.ReviewRejected,
    );
    expect(await available('USD')).toBe(before + 30000n);
  });

  it('needs a second operator for a large first payment', async () => {
    const big = await collectionByNote(entries.fourEyes!.note);
    ok(await decide(big, 'approve', admin));
    expect((await collectionByNote(entries.fourEyes!.note)).state).toBe(
      CollectionState.PendingSecondReview,
    );
    expect(errorOf(await decide(big, 'approve', admin))).toBe('COLLECTION_SELF_SECOND_REVIEW');
    ok(await decide(big, 'approve', reviewer));
    expect((await collectionByNote(entries.fourEyes!.note)).state).toBe(CollectionState.Credited);
    const first = await collectionByNote(entries.firstBig!.note);
    ok(await decide(first, 'reject', reviewer, 'Unknown buyer'));
  });

  it('answers a stale version with COLLECTION_CHANGED', async () => {
    const page = ZCollectionPage.parse(ok(await call(demo, 'collection/collections.json', {})));
    const any = page.list[0]!;
    const res = await opsCall('collection/decide.json', {
      collectionId: any.id,
      version: 999,
      decision: 'approve',
    });
    expect(errorOf(res)).toBe('COLLECTION_CHANGED');
  });

  it('lists with filters, and another merchant sees none of it', async () => {
    const byPayer = ZCollectionPage.parse(
      ok(await call(demo, 'collection/collections.json', { payer: 'big buyer' })),
    );
    expect(byPayer.list.map((c) => c.payerName)).toEqual(['Big Buyer Inc']);
    const eur = ZCollectionPage.parse(
      ok(await call(demo, 'collection/collections.json', { currency: 'EUR', state: 3 })),
    );
    expect(eur.total).toBe(1);
    const theirs = ZCollectionPage.parse(ok(await call(stranger, 'collection/collections.json')));
    expect(theirs.total).toBe(0);
    const id = byPayer.list[0]!.id;
    expect(errorOf(await call(stranger, 'collection/collection.json', { collectionId: id }))).toBe(
      'NOT_FOUND',
    );
    expect(
      errorOf(await call(stranger, 'collection/cancel.json', { collectionId: id, version: 0 })),
    ).toBe('NOT_FOUND');
  });

  it('posts one credit by hand through the same path, once per key', async () => {
    const usd = account.details.find((d) => d.currency === 'USD')!;
    const before = await available('USD');
    const body = {
      account: usd.accountNumber,
      currency: 'USD',
      amount: '42.00',
      payerName: 'Acme GmbH',
      payerCountry: 'DE',
      payerKind: 'company',
      note: 'manual',
    };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/finance-gateway/api/ops/collection/postCredit.json',
        headers: { ...authHeaders(admin), 'idempotency-key': 'credit-1', ...en },
        payload: body,
      });
    const first = ok(await send());
    const second = ok(await send());
    expect(second).toEqual(first);
    expect(await available('USD')).toBe(before + 4200n);
  });

  it('takes a UTF-16 and an ISO-8859-1 file as the XML they are, names and all', async () => {
    const usd = account.details.find((d) => d.currency === 'USD')!;
    const before = await available('USD');
    const utf16 = entry({ amount: '2.00', payer: { name: 'Zoë Müller' } });
    const latin1 = entry({ amount: '3.00', payer: { name: 'Ångström Café' } });
    const asText = async (e: Entry, encoding: string) =>
      (await camt([{ account: { number: usd.accountNumber, currency: 'USD' }, entries: [e] }]))
        .toString('utf8')
        .replace('encoding="UTF-8"', `encoding="${encoding}"`);
    const bom = Buffer.from([0xff, 0xfe]);
    const files = [
      Buffer.concat([bom, Buffer.from(await asText(utf16, 'UTF-16'), 'utf16le')]),
      Buffer.from(await asText(latin1, 'ISO-8859-1'), 'latin1'),
    ];
    for (const file of files)
      expect(await importFile(file)).toMatchObject({ state: 2, credited: 1 });
    expect((await collectionByNote(utf16.note)).payerName).toBe('Zoë Müller');
    expect((await collectionByNote(latin1.note)).payerName).toBe('Ångström Café');
    expect(await available('USD')).toBe(before + 500n);
  });

  it('takes files dropped into the inbox folder', async () => {
    const usd = account.details.find((d) => d.currency === 'USD')!;
    const inbox = path.join(t.app.deps.config.dataDir, 'bank', 'inbox');
    await mkdir(inbox, { recursive: true });
    const dropped = entry({ amount: '9.99' });
    await writeFile(
      path.join(inbox, `drop-${process.pid}.xml`),
      await camt([{ account: { number: usd.accountNumber, currency: 'USD' }, entries: [dropped] }]),
    );
    const before = await available('USD');
    await t.app.deps.jobs.scheduleDue();
    await t.app.deps.jobs.runDue();
    await t.app.deps.jobs.runDue();
    expect(await available('USD')).toBe(before + 999n);
  });

  it('writes the end-of-day camt.053 that an independent reader parses and the ledger agrees with', async () => {
    const usd = account.details.find((d) => d.currency === 'USD')!;
    const today = new Date().toISOString().slice(0, 10);
    const statementOf = async (date: string) => {
      const res = await opsCall('collection/bankStatement.json', {
        account: usd.accountNumber,
        date,
      });
      expect(res.headers['content-type'], res.body).toContain('application/xml');
      const [statement] = CashManagementEndOfDayReport.fromXML(res.body).statements;
      const balance = (type: string) =>
        Math.round(statement!.balances.find((b) => b.type === type)!.amount);
      return { statement: statement!, opening: balance('OPBD'), closing: balance('CLBD') };
    };
    const { statement, opening, closing } = await statementOf(today);
    // The ledger: what bank clearing received for this account's collections, less what it sent back.
    const [ledger] = await sql(
      `SELECT coalesce(-sum(p.amount), 0)::text AS net, count(*)::int AS n
       FROM collections c
       JOIN journal_entries e ON e.reference IN ('collection:' || c.entry_key || ':arrival', 'collection:' || c.entry_key || ':return')
       JOIN postings p ON p.entry_id = e.id
       JOIN ledger_accounts a ON a.id = p.account_id AND a.owner = 'P' AND a.kind = 101
       WHERE c.account_number = '${usd.accountNumber}'`,
    );
    expect(opening).toBe(0);
    expect(closing).toBe(Number(ledger!.net));
    expect(statement.entries.length).toBe(ledger!.n);
    const net = statement.entries.reduce(
      (sum, e) => sum + (e.creditDebitIndicator === 'credit' ? 1 : -1) * Math.round(e.amount),
      0,
    );
    expect(net).toBe(closing - opening);
    expect(statement.entries.some((e) => e.creditDebitIndicator === 'debit')).toBe(true);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const next = await statementOf(tomorrow);
    expect(next).toMatchObject({ opening: closing, closing });
    expect(next.statement.entries).toEqual([]);
    const unknown = await opsCall('collection/bankStatement.json', {
      account: '000999',
      date: today,
    });
    expect(errorOf(unknown)).toBe('COLLECTION_ACCOUNT_UNKNOWN');
  });

  it('keeps the ledger whole', async () => {
    for (const check of await verifyLedger(t.database.db)) expect(check.breaches).toEqual([]);
  });
});

describe('receipts and the confirmation letter (download centre)', () => {
  const exportCall = (path: string, body: object, tokens: Tokens = demo, language = 'en-US') =>
    post(t.app, path, body, {
      ...authHeaders(tokens),
      language,
      'idempotency-key': `export-${Math.random()}`,
    });
  const pdfText = async (id: string, tokens: Tokens = demo) => {
    await t.app.deps.jobs.runDue();
    const res = await call(tokens, 'download/file.json', { id });
    expect(res.headers['content-type']).toBe('application/pdf');
    return pdfPages(res.rawPayload)
      .flatMap((page) => page.map((run) => run.text))
      .join('\n');
  };

  it('writes the receipts of chosen collections, at most 10 at once', async () => {
    const page = ZCollectionPage.parse(
      ok(await call(demo, 'collection/collections.json', { pageSize: 11 })),
    );
    const eleven = await exportCall('download/export/collectionReceipts.json', {
      collectionIds: [
        ...page.list.map((c) => c.id),
        ...Array.from({ length: 11 - page.list.length }, () => randomUUID()),
      ],
    });
    expect(errorOf(eleven)).toBe('DOWNLOAD_COUNT_OVER_LIMIT');
    const two = page.list.slice(0, 2);
    const created = ok(
      await exportCall(
        'download/export/collectionReceipts.json',
        { collectionIds: two.map((c) => c.id) },
        demo,
        'ru-RU',
      ),
    ) as { id: string; fileName: string };
    expect(created.fileName).toMatch(/^Квитанции о поступлениях/);
    const text = await pdfText(created.id);
    for (const c of two) expect(text).toContain(c.orderNo);
    expect(text).toContain('Квитанция о поступлении');
  });

  it('fails another merchant’s receipts: nothing of theirs is written', async () => {
    const page = ZCollectionPage.parse(ok(await call(demo, 'collection/collections.json', {})));
    const res = await exportCall(
      'download/export/collectionReceipts.json',
      { collectionIds: [page.list[0]!.id] },
      stranger,
    );
    expect(errorOf(res)).toBe('NOT_FOUND');
    const letter = await exportCall(
      'download/export/accountLetter.json',
      { accountId: account.id },
      stranger,
    );
    expect(errorOf(letter)).toBe('NOT_FOUND');
    expect((ok(await call(stranger, 'download/list.json', {})) as { total: number }).total).toBe(0);
  });

  it('confirms the account details in the requester’s language', async () => {
    const created = ok(
      await exportCall(
        'download/export/accountLetter.json',
        { accountId: account.id },
        demo,
        'zh-CN',
      ),
    ) as { id: string };
    const text = await pdfText(created.id);
    const eur = account.details.find((d) => d.currency === 'EUR')!;
    const usd = account.details.find((d) => d.currency === 'USD')!;
    expect(text).toContain('账户信息证明');
    expect(text.replaceAll('\n', '')).toContain(eur.iban!);
    expect(text).toContain(usd.routingNumber!);
  });
});

describe('the collection edges', () => {
  it('leave 8 and 12 unreached in the sandbox', () => {
    const reached = new Set(COLLECTION_EDGES.flatMap((e) => [e.from, e.to]));
    expect(reached.has(CollectionState.AwaitingTopUp)).toBe(false);
    expect(reached.has(CollectionState.PendingBankReview)).toBe(false);
  });
});

describe('screening settings', () => {
  it('are audited, and only an admin changes them', async () => {
    const current = ok(await opsCall('collection/screening.json', {})) as object;
    const changed = { ...current, sanctionedCountries: ['KP', 'IR', 'KP'] };
    expect(errorOf(await opsCall('collection/updateScreening.json', changed, reviewer))).toBe(
      'NO_ACCESS',
    );
    const saved = ok(await opsCall('collection/updateScreening.json', changed)) as {
      sanctionedCountries: string[];
    };
    expect(saved.sanctionedCountries).toEqual(['IR', 'KP']);
    const [audit] = await sql(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'collection.screeningUpdate'`,
    );
    expect(audit!.n).toBe(1);
  });
});
