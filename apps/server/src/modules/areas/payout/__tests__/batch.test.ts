// Batch payments and the settlement quota through the API (issue 20), on PGlite and on PostgreSQL:
// the template, the 20-row form and 50-row file limits, every row checked with a transfer's rules,
// the entered count and total compared, the currency rule, the error file, proceeding with the
// valid rows only, a batch held all or nothing, approval bands on the batch total, the rail
// settling a batch; quotas drawn by payouts into mainland China and given back exactly when one
// fails or is refused, and payouts at once never drawing more than a quota has left.
import { PassThrough } from 'node:stream';
import {
  batchColumnsOf,
  OrderState,
  toMinor,
  ZBatchCheck,
  ZPayoutBatch,
  ZPayoutOrder,
  ZPayoutPrice,
  type BatchColumn,
  type Currency,
} from '@tradebridge/contracts';
import { unzipSync, strFromU8 } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdf, upload } from '../../../../test/certification.ts';
import { ADMIN_EMAIL, enrolOperator, ops, type OpsSession } from '../../../../test/operators.ts';
import { authHeaders, login, post, type Tokens } from '../../../../test/session.ts';
import { readXlsxRows } from '../../../../platform/xlsx-read.ts';
import { writeXlsx } from '../../../services/download/index.ts';
import { verifyLedger } from '../../../core/ledger/index.ts';
import { verifyQuotas } from '../../quota/index.ts';
import { runRail } from '../rail.ts';
import { verifyPayouts } from '../verify.ts';
import { errorOf, key, kitOf, ok, PIN, usSupplier } from './support.ts';
import { useTestApp } from '../../../../test/suite.ts';

const t = useTestApp();
let admin: OpsSession;
let demo: Tokens;
let maker: Tokens;
const DEMO = 'demo@tradebridge.dev';
const MAKER = 'batch.maker@tradebridge.dev';
const PASSWORD = 'Batchpass2026';
/** A Wednesday at 10:00 in Hong Kong: in the default service hours. */
const WEDNESDAY = new Date('2026-11-25T02:00:00.000Z');

const kit = kitOf(() => t);
const { call, rows, paymentCode, preparePayment } = kit;
const countOf = async (text: string) => Number((await rows(text))[0]!.n);
const balances = (currency: Currency) => kit.balances(currency, demo);
const addApprovedPayee = (body: object) => kit.addApprovedPayee(body, demo, admin);

/**
 * A mainland Chinese supplier paid in US dollars: it draws on the settlement quota, and is paid
 * internationally (by its English name and an address in English).
 */
const cnSupplier = (accountNumber: string, extra: object = {}) => ({
  method: 'bank',
  usage: 'transfer',
  type: 'c',
  relationship: 'supplier',
  country: 'CN',
  currency: 'USD',
  accountName: `深圳市鹏达电子科技有限公司${accountNumber.slice(-4)}`,
  accountNameEn: `Shenzhen Pengda Electronics Technology Co Ltd ${accountNumber.slice(-4)}`,
  accountNumber,
  bankName: '中国银行深圳分行',
  branchName: '福田支行',
  province: '广东省',
  city: '深圳市',
  district: '福田区',
  swift: 'BKCHCNBJ45A',
  postalCode: '518000',
  address: '1 Shennan Avenue, Futian District',
  purpose: 'products',
  ...extra,
});

/** A sheet as the template lays it out: the columns of the choice, filled as a user types. */
const sheet = async (columns: readonly string[], data: string[][]) => {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  async function* batches() {
    yield data;
  }
  await writeXlsx(out, {
    sheetName: 'Payments',
    columns: columns.map((c) => ({ header: c, kind: 'text' as const })),
    batches: batches(),
  });
  out.end();
  return Buffer.concat(chunks);
};
const US_CHOICE = { method: 'bank', country: 'US', currency: 'USD' } as const;
const US_COLUMNS = batchColumnsOf('bank', 'US', 'USD') as readonly BatchColumn[];
/** A US row of the file by column name (the rest blank). */
const usRow = (values: Partial<Record<BatchColumn, string>>) => {
  const supplier = usSupplier(values.accountNumber ?? '000555000111') as Record<string, string>;
  const all: Partial<Record<BatchColumn, string>> = {
    accountName: supplier.accountName,
    type: 'Company',
    relationship: 'Supplier',
    bankName: supplier.bankName,
    accountNumber: supplier.accountNumber,
    routingNumber: supplier.routingNumber,
    address: supplier.address,
    postalCode: supplier.postalCode,
    amount: '100',
    purpose: 'Goods',
    note: 'November invoice',
    ...values,
  };
  return US_COLUMNS.map((c) => all[c] ?? '');
};
const uploadSheet = async (data: string[][], columns: readonly string[] = US_COLUMNS) =>
  upload(t.app, demo, await sheet(columns, data), 'batch.xlsx', 'sheet');

const fileBatch = (fileId: string, extra: object = {}) => ({
  source: 'file',
  choice: US_CHOICE,
  fileId,
  ...extra,
});

/** Submits a batch as the portal does: checked, the total typed again, a fresh payment code. */
const submit = async (
  batch: object,
  { tokens = demo, account = DEMO, skipInvalid = false, total = '' } = {},
) => {
  const check = ZBatchCheck.parse(ok(await call(tokens, 'payout/batch/check.json', batch)));
  return call(
    tokens,
    'payout/batch/create.json',
    {
      ...batch,
      skipInvalid,
      reenteredAmount: total || check.total,
      credentials: { payPwd: PIN, accountCode: await paymentCode(tokens, account) },
    },
    key(),
  );
};

let usPayee: string;
let eurPayee: string;

beforeAll(async () => {
  t.app.deps.now = () => WEDNESDAY;
  admin = await enrolOperator(t.app, ADMIN_EMAIL);
  demo = await login(t.app, DEMO);
  await preparePayment(demo, DEMO);
  maker = await kit.payingMember(demo, { email: MAKER, name: 'Bea Batch', password: PASSWORD });
  usPayee = await addApprovedPayee(usSupplier('000777000123'));
  eurPayee = await addApprovedPayee(
    usSupplier('000777000456', { currency: 'EUR', swift: 'CHASUS33' }),
  );
});

describe('the spreadsheet template', () => {
  it('lays out the choice’s columns in the caller’s language with lists to pick from', async () => {
    const res = await post(t.app, 'payout/batch/template.json', US_CHOICE, {
      ...authHeaders(demo),
      language: 'zh-CN',
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const [header] = await readXlsxRows(res.rawPayload);
    expect(header!.cells).toContain('银行账号*');
    expect(header!.cells).toContain('ABA 路由号（9位）*');
    expect(header!.cells).toContain('金额*（USD）');
    const xml = strFromU8(unzipSync(res.rawPayload)['xl/worksheets/sheet1.xml']!);
    expect(xml).toContain('<dataValidation type="list"');
    expect(xml).toContain('公司,个人');
    expect(xml).toContain('sqref="C2:C51"');
  });

  it('refuses a card template in another currency than HKD', async () => {
    const res = await call(demo, 'payout/batch/template.json', {
      method: 'card',
      currency: 'USD',
    });
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
  });
});

describe('checking a batch', () => {
  it('takes at most 20 rows by form and 50 by file', async () => {
    const row = { payeeId: usPayee, amount: '10', purpose: 'products' };
    const form = await call(demo, 'payout/batch/check.json', {
      source: 'form',
      currency: 'USD',
      rows: Array.from({ length: 21 }, () => row),
    });
    expect(form.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    expect(JSON.stringify(form.json())).toContain('spreadsheet');
    const twenty = ZBatchCheck.parse(
      ok(
        await call(demo, 'payout/batch/check.json', {
          source: 'form',
          currency: 'USD',
          rows: Array.from({ length: 20 }, () => row),
        }),
      ),
    );
    expect(twenty).toMatchObject({ count: 20, validCount: 20, amount: '200.00' });
    const fifty = await uploadSheet(Array.from({ length: 50 }, () => usRow({})));
    expect(
      ZBatchCheck.parse(ok(await call(demo, 'payout/batch/check.json', fileBatch(fifty)))),
    ).toMatchObject({ count: 50, validCount: 50 });
    const many = await uploadSheet(Array.from({ length: 51 }, () => usRow({})));
    expect(errorOf(await call(demo, 'payout/batch/check.json', fileBatch(many)))).toBe(
      'BATCH_FILE_INVALID',
    );
  });

  it('asks a mainland account paid in dollars for its English name, in the template and on every row', async () => {
    const choice = { method: 'bank', country: 'CN', currency: 'USD' } as const;
    const template = await call(demo, 'payout/batch/template.json', choice);
    const [header] = await readXlsxRows(template.rawPayload);
    expect(header!.cells).toContain('Account name in English*');
    const columns = batchColumnsOf('bank', 'CN', 'USD') as readonly BatchColumn[];
    const cnRow = (accountNumber: string, values: Partial<Record<BatchColumn, string>>) => {
      const payee = cnSupplier(accountNumber) as unknown as Record<string, string>;
      const all: Partial<Record<BatchColumn, string>> = {
        ...payee,
        type: 'Company',
        relationship: 'Supplier',
        amount: '100',
        purpose: 'Goods',
        note: 'November invoice',
        ...values,
      };
      return columns.map((c) => all[c] ?? '');
    };
    const fileId = await uploadSheet(
      [cnRow('6222020200118811', {}), cnRow('6222020200118822', { accountNameEn: '' })],
      columns,
    );
    const check = ZBatchCheck.parse(
      ok(await call(demo, 'payout/batch/check.json', { source: 'file', choice, fileId })),
    );
    const english = (row: number) =>
      check.rows[row]!.problems.filter((p) => p.field === 'payee.accountNameEn');
    expect(english(0)).toEqual([]);
    expect(check.rows[0]!.newPayee).toBe(true);
    expect(english(1)).toEqual([
      {
        field: 'payee.accountNameEn',
        message:
          'required to pay this mainland account internationally: the holder’s name in English, as the bank will receive it',
      },
    ]);
  });

  it('checks every row with a transfer’s rules and compares the entered count and total', async () => {
    const fileId = await uploadSheet([
      usRow({ accountNumber: '000777000123', accountName: 'Evergreen Components 0123 Inc' }),
      usRow({ accountNumber: '000888000001', amount: '250.50' }),
      usRow({ accountNumber: '000888000002', routingNumber: '021000022' }),
      usRow({ accountNumber: '000888000003', amount: '12.345' }),
      usRow({ accountNumber: '000888000004', purpose: 'Lunch' }),
    ]);
    const check = ZBatchCheck.parse(
      ok(
        await call(
          demo,
          'payout/batch/check.json',
          fileBatch(fileId, { enteredCount: 5, enteredTotal: '563.00' }),
        ),
      ),
    );
    expect(check).toMatchObject({ count: 5, validCount: 2, amount: '350.50' });
    // The known supplier is recognised by its account, the other is added with the batch.
    expect(check.rows[0]).toMatchObject({ row: 2, valid: true, newPayee: false });
    expect(check.rows[1]).toMatchObject({ row: 3, valid: true, newPayee: true });
    // A refused row still shows whom it was to pay, as written.
    expect(check.rows[2]).toMatchObject({
      payeeName: 'Evergreen Components 0002 Inc',
      accountTail: '•••• 0002',
      valid: false,
    });
    expect(check.rows[2]!.problems).toEqual([
      { field: 'payee.routingNumber', message: expect.stringMatching(/routing/i) },
    ]);
    expect(check.rows[3]!.problems[0]).toMatchObject({ field: 'amount' });
    expect(check.rows[4]!.problems.map((p) => p.field)).toContain('purpose');
    // The file holds 100 + 250.50 + 100 + 100 (12.345 is no amount in USD) = 550.50.
    expect(check).toMatchObject({
      rowsTotal: '550.50',
      entered: { count: 5, total: '563.00' },
      countConsistent: true,
      totalConsistent: false,
    });

    const errors = await call(demo, 'payout/batch/errorFile.json', fileBatch(fileId));
    const sheetRows = await readXlsxRows(errors.rawPayload);
    expect(sheetRows.slice(1).map((r) => r.cells[0])).toEqual(['4', '5', '6']);
    expect(sheetRows[1]!.cells.at(-1)).toMatch(/ABA routing number.*routing/i);
    // The bad cells are marked (the red style) — the routing number of row 4.
    const xml = strFromU8(unzipSync(errors.rawPayload)['xl/worksheets/sheet1.xml']!);
    const routingColumn = String.fromCharCode(65 + 1 + US_COLUMNS.indexOf('routingNumber'));
    expect(xml).toMatch(new RegExp(`<c r="${routingColumn}2" s="9"`));
  });

  it('pays only payees in the paying currency', async () => {
    const check = ZBatchCheck.parse(
      ok(
        await call(demo, 'payout/batch/check.json', {
          source: 'form',
          currency: 'USD',
          rows: [
            { payeeId: eurPayee, amount: '10', purpose: 'products' },
            {
              payee: usSupplier('000999000001', { currency: 'EUR', swift: 'CHASUS33' }),
              amount: '10',
              purpose: 'products',
            },
          ],
        }),
      ),
    );
    expect(check.rows.map((r) => r.problems[0]?.field)).toEqual(['payeeId', 'payee.currency']);
    expect(check.validCount).toBe(0);
  });
});

describe('submitting a batch', () => {
  it('refuses invalid rows unless asked to skip them, then holds the valid rows', async () => {
    const fileId = await uploadSheet([
      usRow({ accountNumber: '000777000123', accountName: 'Evergreen Components 0123 Inc' }),
      usRow({ accountNumber: '000888100001', amount: '250.50' }),
      usRow({ accountNumber: '000888100002', routingNumber: '021000022' }),
    ]);
    const batch = fileBatch(fileId, { enteredCount: 3, enteredTotal: '450.50' });
    const start = await balances('USD');
    const ordersBefore = await countOf('SELECT count(*) AS n FROM payouts');
    expect(errorOf(await submit(batch))).toBe('BATCH_HAS_ERRORS');
    expect(await countOf('SELECT count(*) AS n FROM payouts')).toBe(ordersBefore);

    const created = ZPayoutBatch.parse(ok(await submit(batch, { skipInvalid: true })));
    expect(created).toMatchObject({
      count: 2,
      skipped: 1,
      amount: '350.50',
      countConsistent: true,
      totalConsistent: true,
      states: [{ state: OrderState.PendingReview, count: 2 }],
    });
    const total = toMinor(created.total, 'USD');
    expect(await balances('USD')).toEqual({
      available: start.available - total,
      frozen: start.frozen + total,
    });
    // One hold per order, and the new payee waits for review with its order.
    const holds = await countOf(
      `SELECT count(*) AS n FROM holds WHERE reference IN (${created.orders.map((o) => `'payout:${o.orderNo}:hold'`).join(',')})`,
    );
    expect(holds).toBe(2);
    const added = created.orders.find((o) => o.payee.accountTail.endsWith('0001'))!;
    const [payee] = await rows(`SELECT state FROM payees WHERE id = '${added.payee.id}'`);
    expect(payee!.state).toBe(1);
    expect(
      (await call(demo, 'payout/detail.json', { orderNo: added.orderNo })).json().result,
    ).toMatchObject({ batchNo: created.batchNo });

    // Passing its order approves the payee too; the rail settles the batch.
    // Passed one at a time, the orders leave in two files and settle in two reports.
    const firstOrder = added;
    const secondOrder = created.orders.find((o) => o !== added)!;
    ok(
      await ops(t.app, 'payout/decide.json', { orderNo: firstOrder.orderNo, approve: true }, admin),
    );
    const [approved] = await rows(`SELECT state FROM payees WHERE id = '${added.payee.id}'`);
    expect(approved!.state).toBe(2);
    // Without a notice of its own: the merchant hears of the order.
    expect(
      await countOf(
        `SELECT count(*) AS n FROM notifications WHERE kind = 'cardBinding' AND params->>'name' = '${added.payee.name}'`,
      ),
    ).toBe(0);
    const paidNotices = () =>
      rows(
        `SELECT params->>'orderNo' AS no, params->>'amount' AS amount FROM notifications
          WHERE params->>'outcome' = 'paid' AND params->>'orderNo' IN ('${created.batchNo}', ${created.orders.map((o) => `'${o.orderNo}'`).join(',')})`,
      );
    expect(await runRail(t.app.deps)).toMatchObject({ sent: 1, settled: 1 });
    // The maker hears once that the batch was paid, when its last order is, not once per order.
    expect(await paidNotices()).toEqual([]);
    ok(
      await ops(
        t.app,
        'payout/decide.json',
        { orderNo: secondOrder.orderNo, approve: true },
        admin,
      ),
    );
    expect(await runRail(t.app.deps)).toMatchObject({ sent: 1, settled: 1 });
    expect(await paidNotices()).toEqual([{ no: created.batchNo, amount: '350.50' }]);
    const settled = ZPayoutBatch.parse(
      ok(await call(demo, 'payout/batch/detail.json', { batchNo: created.batchNo })),
    );
    expect(settled).toMatchObject({
      paid: '350.50',
      states: [{ state: OrderState.PaymentSuccess, count: 2 }],
    });
    const summary = await call(demo, 'payout/batch/summary.json', { batchNo: created.batchNo });
    expect(summary.headers['content-type']).toBe('application/pdf');
    expect(summary.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers a retry with the same batch', async () => {
    const body = {
      source: 'form',
      currency: 'USD',
      rows: [{ payeeId: usPayee, amount: '20', purpose: 'products' }],
    };
    const check = ZBatchCheck.parse(ok(await call(demo, 'payout/batch/check.json', body)));
    const request = {
      ...body,
      reenteredAmount: check.total,
      credentials: { payPwd: PIN, accountCode: await paymentCode(demo, DEMO) },
    };
    const headers = key();
    const first = ZPayoutBatch.parse(
      ok(await call(demo, 'payout/batch/create.json', request, headers)),
    );
    const again = ZPayoutBatch.parse(
      ok(await call(demo, 'payout/batch/create.json', request, headers)),
    );
    expect(again.batchNo).toBe(first.batchNo);
    expect(
      await countOf(`SELECT count(*) AS n FROM payouts WHERE batch_no = '${first.batchNo}'`),
    ).toBe(1);
  });

  it('holds all rows or none: a batch the balance cannot pay writes nothing', async () => {
    const { available } = await balances('USD');
    // Each row is a tenth of the balance: eleven rows cannot all be held.
    const each = available / 10n;
    const amount = `${each / 100n}.${String(each % 100n).padStart(2, '0')}`;
    const before = {
      payouts: await countOf('SELECT count(*) AS n FROM payouts'),
      holds: await countOf('SELECT count(*) AS n FROM holds'),
      payees: await countOf('SELECT count(*) AS n FROM payees'),
      batches: await countOf('SELECT count(*) AS n FROM payout_batches'),
    };
    const res = await submit({
      source: 'form',
      currency: 'USD',
      rows: [
        ...Array.from({ length: 10 }, () => ({ payeeId: usPayee, amount, purpose: 'products' })),
        { payee: usSupplier('000888200001'), amount, purpose: 'products' },
      ],
    });
    expect(errorOf(res)).toBe('INSUFFICIENT_BALANCE');
    expect({
      payouts: await countOf('SELECT count(*) AS n FROM payouts'),
      holds: await countOf('SELECT count(*) AS n FROM holds'),
      payees: await countOf('SELECT count(*) AS n FROM payees'),
      batches: await countOf('SELECT count(*) AS n FROM payout_batches'),
    }).toEqual(before);
    expect((await balances('USD')).available).toBe(available);
  });

  it('applies the approval bands to the batch total, and an approver approves it whole', async () => {
    const [me] = await rows(`SELECT id FROM users WHERE email = '${DEMO}'`);
    ok(
      await call(demo, 'payout/setPolicy.json', {
        approverIds: [me!.id],
        bands: [{ from: '1000', approvals: 1 }],
      }),
    );
    const body = {
      source: 'form',
      currency: 'USD',
      rows: [
        { payeeId: usPayee, amount: '600', purpose: 'products' },
        { payeeId: usPayee, amount: '600', purpose: 'products', note: 'second lot' },
      ],
    };
    // Each row is below the band; the batch is not.
    const batch = ZPayoutBatch.parse(ok(await submit(body, { tokens: maker, account: MAKER })));
    expect(batch).toMatchObject({
      approvalsNeeded: 1,
      states: [{ state: OrderState.PendingSecondReview, count: 2 }],
    });
    expect(
      errorOf(
        await call(maker, 'payout/batch/approve.json', {
          batchNo: batch.batchNo,
          decision: 'approve',
        }),
      ),
    ).toBe('NOT_AN_APPROVER');
    const seen = ZPayoutBatch.parse(
      ok(await call(demo, 'payout/batch/detail.json', { batchNo: batch.batchNo })),
    );
    expect(seen.waitingForMe).toBe(2);
    const approved = ZPayoutBatch.parse(
      ok(
        await call(demo, 'payout/batch/approve.json', {
          batchNo: batch.batchNo,
          decision: 'approve',
        }),
      ),
    );
    expect(approved).toMatchObject({
      waitingForMe: 0,
      states: [{ state: OrderState.PendingReview, count: 2 }],
    });
    const audit = await rows(
      `SELECT action FROM audit_log WHERE target = 'payoutBatch:${batch.batchNo}' ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['payout.batch', 'payout.batchApprove']);
    ok(await call(demo, 'payout/setPolicy.json', { approverIds: [], bands: [] }));
  });

  it('shows another merchant’s batch as not found', async () => {
    const stranger = await login(t.app, 'buyer@tradebridge.dev');
    const [batch] = await rows('SELECT batch_no FROM payout_batches LIMIT 1');
    expect(
      errorOf(
        await call(stranger, 'payout/batch/detail.json', { batchNo: String(batch!.batch_no) }),
      ),
    ).toBe('NOT_FOUND');
    expect(
      errorOf(
        await call(stranger, 'payout/batch/summary.json', { batchNo: String(batch!.batch_no) }),
      ),
    ).toBe('NOT_FOUND');
  });
});

describe('the settlement quota', () => {
  let cnPayee: string;
  let cnFails: string;
  let quotaNo: string;

  const quotaOf = async () =>
    ok(await call(demo, 'quota/detail.json', { quotaNo })) as {
      used: string;
      remaining: string;
      draws: { orderNo: string; amount: string; returnedAt: string | null }[];
    };

  beforeAll(async () => {
    cnPayee = await addApprovedPayee(cnSupplier('6222020200112233'));
    cnFails = await addApprovedPayee(cnSupplier('6222020200119999'));
  });

  it('refuses a payout into mainland China without quota, with the spec’s message', async () => {
    const price = ZPayoutPrice.parse(
      ok(
        await call(demo, 'payout/price.json', {
          type: 2,
          payeeId: cnPayee,
          currency: 'USD',
          amount: '600',
          purpose: 'products',
        }),
      ),
    );
    expect(price.quota).toEqual({ needed: '600.00', remaining: '0.00' });
    const res = await call(
      demo,
      'payout/create.json',
      {
        type: 2,
        payeeId: cnPayee,
        currency: 'USD',
        amount: '600',
        purpose: 'products',
        reenteredAmount: price.total,
        credentials: { payPwd: PIN, accountCode: await paymentCode(demo, DEMO) },
      },
      key(),
    );
    expect(res.json()).toMatchObject({
      errorCode: 'INSUFFICIENT_FX_LIMIT',
      message: 'Insufficient foreign exchange limit, please apply for a limit.',
    });
  });

  it('draws an approved quota and gives back exactly what a refused or failed payout drew', async () => {
    const evidence = await upload(t.app, demo, pdf('customs declaration'), 'declaration.pdf');
    const applied = ok(
      await call(
        demo,
        'quota/apply.json',
        {
          kind: 'goodsTrade',
          amount: '1000',
          validFrom: '2026-11-25',
          validTo: '2027-05-24',
          fileIds: [evidence],
        },
        key(),
      ),
    ) as { quotaNo: string; state: number; label: string };
    expect(applied).toMatchObject({ state: 2, label: 'unavailable' });
    quotaNo = applied.quotaNo;
    ok(await ops(t.app, 'quota/decide.json', { quotaNo, approve: true }, admin));

    const payCn = async (payeeId: string, amount: string) => {
      const price = ZPayoutPrice.parse(
        ok(
          await call(demo, 'payout/price.json', {
            type: 2,
            payeeId,
            currency: 'USD',
            amount,
            purpose: 'products',
          }),
        ),
      );
      return call(
        demo,
        'payout/create.json',
        {
          type: 2,
          payeeId,
          currency: 'USD',
          amount,
          purpose: 'products',
          reenteredAmount: price.total,
          credentials: { payPwd: PIN, accountCode: await paymentCode(demo, DEMO) },
        },
        key(),
      );
    };
    const refused = ZPayoutOrder.parse(ok(await payCn(cnPayee, '300')));
    const failing = ZPayoutOrder.parse(ok(await payCn(cnFails, '250.25')));
    expect(await quotaOf()).toMatchObject({ used: '550.25', remaining: '449.75' });
    // More than is left is refused, and draws nothing.
    expect(errorOf(await payCn(cnPayee, '449.76'))).toBe('INSUFFICIENT_FX_LIMIT');
    expect((await quotaOf()).used).toBe('550.25');

    ok(
      await ops(
        t.app,
        'payout/decide.json',
        { orderNo: refused.orderNo, approve: false, reason: 'Invoice missing' },
        admin,
      ),
    );
    expect((await quotaOf()).used).toBe('250.25');
    ok(await ops(t.app, 'payout/decide.json', { orderNo: failing.orderNo, approve: true }, admin));
    expect(await runRail(t.app.deps)).toMatchObject({ failed: 1 });
    const after = await quotaOf();
    expect(after).toMatchObject({ used: '0.00', remaining: '1000.00' });
    expect(after.draws.map((d) => d.returnedAt !== null)).toEqual([true, true]);
    // A batch into mainland China draws for each row, all or nothing.
    const tooMuch = await submit({
      source: 'form',
      currency: 'USD',
      rows: [
        { payeeId: cnPayee, amount: '600', purpose: 'products' },
        { payeeId: cnPayee, amount: '600', purpose: 'products' },
      ],
    });
    expect(errorOf(tooMuch)).toBe('INSUFFICIENT_FX_LIMIT');
    expect((await quotaOf()).used).toBe('0.00');
    const fits = ZPayoutBatch.parse(
      ok(
        await submit({
          source: 'form',
          currency: 'USD',
          rows: [
            { payeeId: cnPayee, amount: '600', purpose: 'products' },
            { payeeId: cnPayee, amount: '400', purpose: 'products' },
          ],
        }),
      ),
    );
    expect(fits.count).toBe(2);
    expect(await quotaOf()).toMatchObject({ used: '1000.00', remaining: '0.00' });
    for (const order of fits.orders)
      ok(
        await ops(
          t.app,
          'payout/decide.json',
          { orderNo: order.orderNo, approve: false, reason: 'test' },
          admin,
        ),
      );
    expect((await quotaOf()).used).toBe('0.00');
  });

  it('never draws more than is left when payouts race for it', async () => {
    const auth = await kit.mainUserAuth(DEMO);
    const [payee] = await rows(`SELECT * FROM payees WHERE id = '${cnPayee}'`);
    const payeeRow = {
      id: String(payee!.id),
      merchantId: String(payee!.merchant_id),
      name: String(payee!.name),
      method: 'bank',
      country: 'CN',
      bankName: String(payee!.bank_name),
      accountTail: String(payee!.account_tail),
      accountKey: String(payee!.account_key),
      currency: 'USD',
      details: payee!.details,
    } as never;
    // Ten payouts of 150 USD at once against the 1,000 left: six fit, the seventh would overdraw.
    const outcomes = await kit.racePayouts(auth, {
      count: 10,
      key: 'quota-race',
      payeeId: cnPayee,
      payee: payeeRow,
      amount: '150',
      minor: 15_000n,
      fee: 330n,
      quotaUsd: 15_000n,
    });
    const held = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter(
      (o) =>
        o.status === 'rejected' && (o.reason as { code?: string }).code === 'INSUFFICIENT_FX_LIMIT',
    );
    expect(held).toHaveLength(6);
    expect(refused).toHaveLength(4);
    expect((await quotaOf()).used).toBe('900.00');
    for (const check of [
      ...(await verifyLedger(t.database.db)),
      ...(await verifyPayouts(t.database.db)),
      ...(await verifyQuotas(t.database.db)),
    ])
      expect(check.breaches, check.name).toEqual([]);
  });
});
