// Payouts through the API (issue 19), on PGlite and on PostgreSQL: price and fee, the hold on
// submit and the same Idempotency-Key answered with the same order, the platform's review, the
// sandbox rail (pain.001 out, pain.002 back) settling, failing into an abnormal refund, and an
// unanswered order found by inquiry; maker-checker approvals; service hours; 100 orders at once
// against a balance for 10; receipts, proof and reconciliation; other merchants' ids not found.
import {
  DEFAULT_SERVICE_HOURS,
  fromMinor,
  OrderState,
  toMinor,
  ZOpsPayoutOrder,
  ZPayoutOrder,
  ZPayoutPage,
  ZPayoutPrice,
  ZReconciliation,
  type Currency,
} from '@tradebridge/contracts';
import { PaymentStatusReport } from 'iso20022.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdf, registerMerchant, upload } from '../../../../test/certification.ts';
import { needSchemas, schemaErrors } from '../../../../test/xsd.ts';
import { ADMIN_EMAIL, enrolOperator, ops, type OpsSession } from '../../../../test/operators.ts';
import { hkCard } from '../../../../test/payees.ts';
import { login, type Tokens } from '../../../../test/session.ts';
import { verifyLedger } from '../../../core/ledger/index.ts';
import { holdReference } from '../order-state.ts';
import { decimalSum, readPain001 } from '../../../../rails/iso20022/pain001.ts';
import { runRail } from '../rail.ts';
import { verifyPayouts } from '../verify.ts';
import { errorOf, key, kitOf, ok, PIN, usSupplier } from './support.ts';
import { useTestApp } from '../../../../test/suite.ts';

const t = useTestApp();
let admin: OpsSession;
let demo: Tokens;
let stranger: Tokens;
const DEMO = 'demo@tradebridge.dev';
const PASSWORD = 'Payoutpass2026';

/** A Wednesday at 10:00 in Hong Kong (02:00 UTC): in the default service hours. */
const WEDNESDAY = new Date('2026-11-25T02:00:00.000Z');
const setClock = (at: Date) => {
  t.app.deps.now = () => at;
};

const kit = kitOf(() => t);
const { call, rows, paymentCode, preparePayment } = kit;
const balances = (currency: Currency, tokens = demo) => kit.balances(currency, tokens);
const addApprovedPayee = (body: object, tokens = demo) => kit.addApprovedPayee(body, tokens, admin);
const supplier = usSupplier;
/** Asks for the price of a payout, a transfer in US dollars unless said (refusals included). */
const askPrice = (
  payeeId: string,
  amount: string,
  { type = 2, currency = 'USD', tokens = demo } = {},
) => call(tokens, 'payout/price.json', { type, payeeId, currency, amount });
/** A payout's price, which the server must give. */
const priceOf = async (...args: Parameters<typeof askPrice>) =>
  ZPayoutPrice.parse(ok(await askPrice(...args)));

let settles: string;
let fails: string;
let lost: string;

/** An order's body as the portal sends it: priced first, the total typed again, a fresh code. */
const orderBody = async (
  payeeId: string,
  amount: string,
  { tokens = demo, account = DEMO, type = 2, total = '' } = {},
) => {
  const price = await priceOf(payeeId, amount, { type, tokens });
  return {
    type,
    payeeId,
    currency: 'USD',
    amount,
    purpose: 'products',
    explanation: 'Order 2026-118',
    postscript: 'INVOICE 2026-118',
    reenteredAmount: total || price.total,
    credentials: { payPwd: PIN, accountCode: await paymentCode(tokens, account) },
  };
};

const pay = async (
  payeeId: string,
  amount: string,
  options: { tokens?: Tokens; account?: string; type?: number; total?: string } = {},
) =>
  call(
    options.tokens ?? demo,
    'payout/create.json',
    await orderBody(payeeId, amount, options),
    key(),
  );

const pass = async (orderNo: string) =>
  ok(await ops(t.app, 'payout/decide.json', { orderNo, approve: true }, admin));

const detail = async (orderNo: string, tokens = demo) =>
  ZPayoutOrder.parse(ok(await call(tokens, 'payout/detail.json', { orderNo })));

beforeAll(async () => {
  setClock(WEDNESDAY);
  admin = await enrolOperator(t.app, ADMIN_EMAIL);
  demo = await login(t.app, DEMO);
  stranger = await registerMerchant(t.app, 'stranger@payout.example.com');
  await preparePayment(demo, DEMO);
  settles = await addApprovedPayee(supplier('000123456789'));
  fails = await addApprovedPayee(supplier('000123459999'));
  lost = await addApprovedPayee(supplier('000123458888'));
});

describe('a transfer from price to bank', () => {
  it('prices a transfer with the agreement’s fee and what it waits for', async () => {
    const price = await priceOf(settles, '1000');
    // The demo merchant holds both lines: the lower of B2B (0.1 %, at least 10 USD) and B2C
    // (0.3 % + 0.30 USD).
    expect(price).toMatchObject({
      fee: '3.30',
      total: '1003.30',
      serviceOpen: true,
      approvalsNeeded: 0,
    });
    const big = await priceOf(settles, '30000');
    expect(big.fee).toBe('30.00');
  });

  it('charges a payment in another currency its fee in that currency, at reference rates', async () => {
    const card = await addApprovedPayee(hkCard());
    const { perUsd } = (await call(demo, 'rates/reference.json')).json().result as {
      perUsd: Record<string, string>;
    };
    const price = await priceOf(card, '1000', { currency: 'HKD' });
    // B2C: 0.3 % of 1,000 HKD plus 0.30 USD in HKD (B2B's least fee, 10 USD, is more).
    const fixed = (30n * toMinor(perUsd.HKD!, 'HKD') + 50n) / 100n;
    expect(price).toMatchObject({ currency: 'HKD', fee: fromMinor(300n + fixed, 'HKD') });
    // A card is not for fast transfers.
    const fast = await askPrice(card, '1000', { type: 6, currency: 'HKD' });
    expect(errorOf(fast)).toBe('VALIDATION_FAILED');
  });

  it('refuses a payee of another use, another currency, or not approved, writing nothing', async () => {
    const before = (await rows('SELECT count(*)::int AS n FROM payouts'))[0]!.n;
    const eur = await askPrice(settles, '10', { currency: 'EUR' });
    expect(errorOf(eur)).toBe('VALIDATION_FAILED');
    const withdraw = await askPrice(settles, '10', { type: 1 });
    expect(errorOf(withdraw)).toBe('VALIDATION_FAILED');
    const pending = ok(await call(demo, 'payee/add.json', supplier('000555500001'), key())) as {
      id: string;
    };
    const unapproved = await askPrice(pending.id, '10');
    expect(errorOf(unapproved)).toBe('PAYEE_NOT_APPROVED');
    expect((await rows('SELECT count(*)::int AS n FROM payouts'))[0]!.n).toBe(before);
  });

  it('holds amount and fee, answers a retry with the same order, and settles through the rail', async () => {
    const start = await balances('USD');
    const headers = key();
    const body = await orderBody(settles, '1000');
    const order = ZPayoutOrder.parse(ok(await call(demo, 'payout/create.json', body, headers)));
    expect(order).toMatchObject({
      state: OrderState.PendingReview,
      amount: '1000.00',
      fee: '3.30',
      total: '1003.30',
      waitingFor: 'review',
    });
    const again = ZPayoutOrder.parse(ok(await call(demo, 'payout/create.json', body, headers)));
    expect(again.orderNo).toBe(order.orderNo);
    expect(
      (
        await rows(
          `SELECT count(*)::int AS n FROM holds WHERE reference = '${holdReference(order.orderNo)}'`,
        )
      )[0]!.n,
    ).toBe(1);
    const held = await balances('USD');
    expect(held.available).toBe(start.available - 100_330n);
    expect(held.frozen).toBe(start.frozen + 100_330n);

    await pass(order.orderNo);
    const sent = await runRail(t.app.deps);
    expect(sent.sent).toBe(1);
    // The sandbox bank answers at once here (delay 0): settled in the same turn.
    expect(sent.settled).toBe(1);
    const paid = await detail(order.orderNo);
    expect(paid.state).toBe(OrderState.PaymentSuccess);
    expect(paid.history.map((e) => e.action)).toEqual([
      'submitted',
      'reviewPassed',
      'sent',
      'settled',
    ]);
    expect(paid.actions).toEqual(['receipt', 'proof']);
    const end = await balances('USD');
    expect(end.available).toBe(held.available);
    expect(end.frozen).toBe(start.frozen);
    // Run again: nothing is sent or settled twice.
    expect(await runRail(t.app.deps)).toMatchObject({ sent: 0, settled: 0, failed: 0 });
    expect(
      await rows(
        `SELECT count(*)::int AS n FROM sandbox_bank_payments WHERE end_to_end_id = '${order.orderNo}'`,
      ),
    ).toEqual([{ n: 1 }]);
    const [clearing] = await rows(
      `SELECT sum(p.amount)::text AS amount FROM postings p JOIN journal_entries e ON e.id = p.entry_id
       JOIN ledger_accounts a ON a.id = p.account_id
       WHERE e.reference = '${holdReference(order.orderNo)}:resolve' AND a.owner = 'P' AND a.kind = 101`,
    );
    expect(clearing!.amount).toBe('100000');
  });

  it('withdraws to the merchant’s own account, and pays a fast transfer the same day at its own fee', async () => {
    const own = await addApprovedPayee(
      supplier('777000111', { usage: 'withdraw', relationship: 'self' }),
    );
    const withdrawal = ZPayoutOrder.parse(ok(await pay(own, '500', { type: 1 })));
    // Withdrawals: the lower of B2B's 15 USD and B2C's 0.3 % (1.50 USD).
    expect(withdrawal).toMatchObject({ type: 1, fee: '1.50', state: OrderState.PendingReview });
    const fast = ZPayoutOrder.parse(ok(await pay(settles, '60', { type: 6 })));
    // Fast transfers are B2B's alone (25 USD); submitted at 10:00 Hong Kong, before the cut-off.
    expect(fast).toMatchObject({ type: 6, fee: '25.00', sameDay: true });
    await pass(withdrawal.orderNo);
    await pass(fast.orderNo);
    expect(await runRail(t.app.deps)).toMatchObject({ sent: 2, settled: 2 });
    const [file] = await rows(
      `SELECT xml FROM rail_files WHERE message_id = (SELECT rail_message_id FROM payouts WHERE order_no = '${fast.orderNo}')`,
    );
    const priorities = readPain001(String(file!.xml)).payments.map((p) => ({
      priority: p.priority,
      orders: p.transfers.map((t) => t.endToEndId),
    }));
    expect(priorities).toEqual([
      { priority: 'HIGH', orders: [fast.orderNo] },
      { priority: 'NORM', orders: [withdrawal.orderNo] },
    ]);
    expect((await detail(withdrawal.orderNo)).state).toBe(OrderState.PaymentSuccess);
  });

  it('fails an order to a closed account into an abnormal refund with the money back', async () => {
    const start = await balances('USD');
    const order = ZPayoutOrder.parse(ok(await pay(fails, '250')));
    await pass(order.orderNo);
    expect(await runRail(t.app.deps)).toMatchObject({ sent: 1, failed: 1 });
    const refunded = await detail(order.orderNo);
    expect(refunded).toMatchObject({
      state: OrderState.AbnormalRefund,
      failureCode: 'AC04',
      reason: 'Closed account number',
    });
    expect(refunded.history.map((e) => e.action)).toEqual([
      'submitted',
      'reviewPassed',
      'sent',
      'failed',
      'refunded',
    ]);
    expect(await balances('USD')).toEqual(start);
    const notices = await rows(
      `SELECT kind, params->>'outcome' AS outcome FROM notifications WHERE params->>'orderNo' = '${order.orderNo}'`,
    );
    expect(notices).toEqual([{ kind: 'fundOutflow', outcome: 'refunded' }]);
  });

  it('keeps money frozen while the bank is silent and settles when an inquiry learns the outcome', async () => {
    const order = ZPayoutOrder.parse(ok(await pay(lost, '40')));
    await pass(order.orderNo);
    expect(await runRail(t.app.deps)).toMatchObject({ sent: 1, settled: 0, failed: 0 });
    expect((await detail(order.orderNo)).state).toBe(OrderState.Paying);
    setClock(new Date(WEDNESDAY.getTime() + 11 * 60_000));
    try {
      expect(await runRail(t.app.deps)).toMatchObject({ asked: 1 });
      expect((await detail(order.orderNo)).state).toBe(OrderState.PaymentSuccess);
    } finally {
      setClock(WEDNESDAY);
    }
  });

  it('releases the hold of an order the platform refuses', async () => {
    const start = await balances('USD');
    const order = ZPayoutOrder.parse(ok(await pay(settles, '75')));
    const refused = ZOpsPayoutOrder.parse(
      ok(
        await ops(
          t.app,
          'payout/decide.json',
          { orderNo: order.orderNo, approve: false, reason: 'Invoice does not match' },
          admin,
        ),
      ),
    );
    expect(refused).toMatchObject({
      state: OrderState.ReviewRejected,
      reason: 'Invoice does not match',
    });
    expect(await balances('USD')).toEqual(start);
    const twice = await ops(
      t.app,
      'payout/decide.json',
      { orderNo: order.orderNo, approve: true },
      admin,
    );
    expect(errorOf(twice)).toBe('PAYOUT_STATE');
  });

  it('waits outside service hours and leaves when the next period starts', async () => {
    const order = ZPayoutOrder.parse(ok(await pay(settles, '20')));
    await pass(order.orderNo);
    const saturday = new Date('2026-11-28T02:00:00.000Z');
    setClock(saturday);
    try {
      const waiting = await detail(order.orderNo);
      expect(waiting).toMatchObject({
        state: OrderState.ReviewPassed,
        waitingFor: 'serviceHours',
        nextServiceAt: '2026-11-30T01:00:00.000Z',
      });
      expect(await runRail(t.app.deps)).toMatchObject({ sent: 0 });
      setClock(new Date('2026-11-30T01:00:00.000Z'));
      expect(await runRail(t.app.deps)).toMatchObject({ sent: 1, settled: 1 });
    } finally {
      setClock(WEDNESDAY);
    }
  });

  it('keeps the proof files attached and lets a reviewer open only those', async () => {
    const invoice = await upload(t.app, demo, pdf('invoice 2026-118'), 'invoice.pdf');
    const other = await upload(t.app, demo, pdf('not attached'), 'other.pdf');
    const body = { ...(await orderBody(settles, '30')), proofFileIds: [invoice] };
    const order = ZPayoutOrder.parse(ok(await call(demo, 'payout/create.json', body, key())));
    expect(order.proofFiles).toEqual([{ id: invoice, name: 'invoice.pdf' }]);
    const file = await ops(
      t.app,
      'payout/proofFile.json',
      { orderNo: order.orderNo, fileId: invoice },
      admin,
    );
    expect(file.headers['content-type']).toBe('application/pdf');
    const notIts = await ops(
      t.app,
      'payout/proofFile.json',
      { orderNo: order.orderNo, fileId: other },
      admin,
    );
    expect(errorOf(notIts)).toBe('NOT_FOUND');
    // Another merchant's file cannot be attached.
    const strangers = await upload(t.app, stranger, pdf('theirs'), 'theirs.pdf');
    const refused = await call(
      demo,
      'payout/create.json',
      { ...(await orderBody(settles, '30')), proofFileIds: [strangers] },
      key(),
    );
    expect(errorOf(refused)).toBe('VALIDATION_FAILED');
  });

  it('refuses a wrong re-entered total and an uncertified merchant', async () => {
    expect(errorOf(await pay(settles, '10', { total: '10.00' }))).toBe('AMOUNT_MISMATCH');
    const refused = await call(
      stranger,
      'payout/create.json',
      {
        type: 2,
        payeeId: settles,
        currency: 'USD',
        amount: '10',
        purpose: 'products',
        reenteredAmount: '20',
        credentials: { payPwd: PIN },
      },
      key(),
    );
    expect(errorOf(refused)).toBe('REAL_PERSON_AUTH_FIRST');
  });
});

describe('pain.001 as banks read it', () => {
  /** A bank payee of another country than the US, as the form describes it. */
  const abroad = (extra: object) => supplier('000123456789', { routingNumber: '', ...extra });
  const mainland = (extra: object = {}) =>
    abroad({
      country: 'CN',
      accountNumber: '6222020200115566',
      accountName: '深圳市长青国际贸易有限公司',
      bankName: 'Bank of China Shenzhen Branch',
      branchName: '福田支行',
      province: '广东省',
      city: '深圳市',
      district: '福田区',
      postalCode: '518000',
      ...extra,
    });
  const ENGLISH = {
    currency: 'USD',
    swift: 'BKCHCNBJ45A',
    accountNameEn: 'Shenzhen Evergreen International Trading Co Ltd',
    address: '1 Shennan Avenue, Futian District',
  };
  /** A payout in any currency, priced first, the total typed again, a fresh code. */
  const payIn = async (payeeId: string, amount: string, currency: string, type = 2) => {
    const price = await priceOf(payeeId, amount, { type, currency });
    return call(
      demo,
      'payout/create.json',
      {
        type,
        payeeId,
        currency,
        amount,
        purpose: 'products',
        postscript: 'INVOICE 2026-118',
        reenteredAmount: price.total,
        credentials: { payPwd: PIN, accountCode: await paymentCode(demo, DEMO) },
      },
      key(),
    );
  };
  const orderOf = async (...args: Parameters<typeof payIn>) =>
    ZPayoutOrder.parse(ok(await payIn(...args)));

  beforeAll(async () => {
    // Payments into mainland China draw on an approved settlement quota.
    const evidence = await upload(t.app, demo, pdf('customs declaration'), 'declaration.pdf');
    const applied = ok(
      await call(
        demo,
        'quota/apply.json',
        {
          kind: 'goodsTrade',
          amount: '5000',
          validFrom: '2026-11-25',
          validTo: '2027-05-24',
          fileIds: [evidence],
        },
        key(),
      ),
    ) as { quotaNo: string };
    ok(await ops(t.app, 'quota/decide.json', { quotaNo: applied.quotaNo, approve: true }, admin));
  });

  it('asks at 23:30 UTC for the Hong Kong day, in schema-valid blocks per priority and currency, each creditor as its bank reads it', async (ctx) => {
    needSchemas(ctx);
    const hk = await addApprovedPayee(
      abroad({
        country: 'HK',
        currency: 'HKD',
        accountNumber: '123-456789-001',
        hkBankCode: '004',
        address: '99 Queen’s Road Central',
      }),
    );
    const de = await addApprovedPayee(
      abroad({
        country: 'DE',
        currency: 'EUR',
        iban: 'DE89 3704 0044 0532 0130 00',
        accountNumber: '',
        accountName: 'Hans Müller GmbH',
        address: 'Hauptstraße 1, Berlin',
        postalCode: '10115',
      }),
    );
    const gb = await addApprovedPayee(
      abroad({
        country: 'GB',
        currency: 'EUR',
        iban: 'GB29 NWBK 6016 1331 9268 19',
        swift: 'NWBKGB2L',
        accountNumber: '',
        accountName: 'Thames Freight Ltd',
        address: '1 Lombard Street, London',
        postalCode: 'EC2V 9AA',
      }),
    );
    const cnAbroad = await addApprovedPayee(mainland(ENGLISH));
    const cnLocal = await addApprovedPayee(
      mainland({
        currency: 'CNY',
        accountNumber: '6222020200117788',
        cnaps: '102584000002',
        address: '深圳市福田区深南大道 1 号',
      }),
    );
    // A second apart: orders leave oldest first, and orders of one instant in no set order.
    let placed = 0;
    const orderAt = (...args: Parameters<typeof orderOf>) => {
      setClock(new Date(WEDNESDAY.getTime() + (placed += 1000)));
      return orderOf(...args);
    };
    const orders = {
      hk: await orderAt(hk, '1000.50', 'HKD', 6),
      de: await orderAt(de, '10.10', 'EUR'),
      gb: await orderAt(gb, '20.20', 'EUR'),
      cnAbroad: await orderAt(cnAbroad, '300.33', 'USD'),
      us: await orderAt(settles, '7.07', 'USD'),
      cnLocal: await orderAt(cnLocal, '888.88', 'CNY'),
    };
    setClock(WEDNESDAY);
    for (const order of Object.values(orders)) await pass(order.orderNo);
    // 23:30 UTC on Wednesday is 07:30 on Thursday in Hong Kong: the bank opens at 07:00 there.
    ok(
      await ops(
        t.app,
        'payout/setServiceHours.json',
        { ...DEFAULT_SERVICE_HOURS, opens: '07:00' },
        admin,
      ),
    );
    setClock(new Date('2026-11-25T23:30:00.000Z'));
    try {
      expect(await runRail(t.app.deps)).toMatchObject({ sent: 6 });
    } finally {
      setClock(WEDNESDAY);
      ok(await ops(t.app, 'payout/setServiceHours.json', DEFAULT_SERVICE_HOURS, admin));
    }
    const [file] = await rows(
      `SELECT xml FROM rail_files WHERE message_id = (SELECT rail_message_id FROM payouts WHERE order_no = '${orders.hk.orderNo}')`,
    );
    const xml = String(file!.xml);
    expect(await schemaErrors(xml)).toEqual([]);
    const message = readPain001(xml);
    expect(message.messageId).toMatch(/^TB20261126[0-9A-F]{16}$/);
    const name = new Map(Object.entries(orders).map(([k, o]) => [o.orderNo, k]));
    expect(
      message.payments.map((p) => ({
        date: p.executionDate,
        priority: p.priority,
        orders: p.transfers.map((t) => name.get(t.endToEndId)),
      })),
    ).toEqual([
      { date: '2026-11-26', priority: 'HIGH', orders: ['hk'] },
      { date: '2026-11-26', priority: 'NORM', orders: ['de', 'gb'] },
      { date: '2026-11-26', priority: 'NORM', orders: ['cnAbroad', 'us'] },
      { date: '2026-11-26', priority: 'NORM', orders: ['cnLocal'] },
    ]);
    // The control sums as written: the group's and each block's, exact.
    const sums = [...xml.matchAll(/<CtrlSum>([^<]*)<\/CtrlSum>/g)].map((m) => m[1]);
    expect(sums).toEqual(['2227.08', '1000.50', '30.30', '307.40', '888.88']);
    expect(sums[0]).toBe(decimalSum(Object.values(orders).map((o) => o.amount)));
    const sent = new Map(
      message.payments.flatMap((p) => p.transfers).map((t) => [name.get(t.endToEndId), t]),
    );
    expect(sent.get('hk')).toMatchObject({
      agent: { bic: null, member: { system: 'HKNCC', proprietary: false, id: '004' } },
      creditor: { country: 'HK', lines: ['99 Queen’s Road Central'] },
    });
    expect(sent.get('de')).toMatchObject({
      agent: null,
      account: { iban: 'DE89370400440532013000' },
      creditor: {
        name: 'Hans Müller GmbH',
        postalCode: '10115',
        country: 'DE',
        lines: ['Hauptstraße 1, Berlin'],
      },
    });
    expect(sent.get('gb')!.agent).toEqual({ bic: 'NWBKGB2L', member: null });
    // A mainland account paid in dollars: its English name and address, no Chinese town.
    expect(sent.get('cnAbroad')).toMatchObject({
      agent: { bic: 'BKCHCNBJ45A', member: null },
      creditor: {
        name: 'Shenzhen Evergreen International Trading Co Ltd',
        lines: ['1 Shennan Avenue, Futian District'],
        town: null,
        subdivision: null,
        postalCode: '518000',
        country: 'CN',
      },
    });
    // Paid in yuan by CNAPS, as the mainland bank has it.
    expect(sent.get('cnLocal')).toMatchObject({
      agent: { bic: null, member: { system: 'CNAPS', proprietary: false, id: '102584000002' } },
      creditor: {
        name: '深圳市长青国际贸易有限公司',
        town: '深圳市',
        subdivision: '广东省',
        lines: ['深圳市福田区深南大道 1 号'],
      },
    });
    expect(sent.get('us')).toMatchObject({
      agent: { bic: null, member: { system: 'USABA', proprietary: false, id: '021000021' } },
      creditor: {
        name: 'Evergreen Components 6789 Inc',
        lines: ['383 Madison Avenue, New York, NY'],
      },
      remittance: 'INVOICE 2026-118',
    });
    expect(xml).not.toContain('NOTPROVIDED');
    expect(sent.size).toBe(6);
  });

  it('refuses to pay internationally a payee kept without its English name or with a Chinese address', async () => {
    const payee = await addApprovedPayee(
      mainland({ ...ENGLISH, accountNumber: '6222020200119900' }),
    );
    // As a payee added before the English name was required for international payments is kept.
    await rows(`UPDATE payees SET details = details - 'accountNameEn' WHERE id = '${payee}'`);
    const message =
      'payeeId: this payee is paid internationally, which needs the holder’s name and address in English: add the English name (and an address in English) in payee management';
    const price = await askPrice(payee, '10');
    expect(errorOf(price)).toBe('VALIDATION_FAILED');
    expect(price.json()).toMatchObject({ message });
    const before = (await rows('SELECT count(*)::int AS n FROM payouts'))[0]!.n;
    const order = await call(
      demo,
      'payout/create.json',
      {
        type: 2,
        payeeId: payee,
        currency: 'USD',
        amount: '10',
        purpose: 'products',
        reenteredAmount: '13.30',
        credentials: { payPwd: PIN, accountCode: await paymentCode(demo, DEMO) },
      },
      key(),
    );
    expect(order.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', message });
    await rows(
      `UPDATE payees SET details = details || '{"accountNameEn": "Shenzhen Evergreen", "address": "深圳市福田区"}'::jsonb WHERE id = '${payee}'`,
    );
    expect((await askPrice(payee, '10')).json()).toMatchObject({ message });
    expect((await rows('SELECT count(*)::int AS n FROM payouts'))[0]!.n).toBe(before);
  });

  it('fails an order kept without the English name before it leaves, with its money back and the maker told', async () => {
    const payee = await addApprovedPayee(
      mainland({ ...ENGLISH, accountNumber: '6222020200119911' }),
    );
    const start = await balances('USD');
    const order = await orderOf(payee, '10', 'USD');
    await pass(order.orderNo);
    // As an order placed and passed before the English name was required is kept.
    await rows(
      `UPDATE payouts SET payee = jsonb_set(payee #- '{details,accountNameEn}', '{creditor}', (payee->'creditor') - 'lines' - 'name')
       WHERE order_no = '${order.orderNo}'`,
    );
    const other = await orderOf(settles, '7.07', 'USD');
    await pass(other.orderNo);
    expect(await runRail(t.app.deps)).toMatchObject({ sent: 2 });
    const refused = await detail(order.orderNo);
    expect(refused).toMatchObject({ state: OrderState.AbnormalRefund, failureCode: 'RR03' });
    expect(refused.history.map((e) => [e.action, e.bank])).toEqual([
      ['submitted', null],
      ['reviewPassed', null],
      ['failed', null],
      ['refunded', null],
    ]);
    const lines = await rows(
      `SELECT end_to_end_id FROM rail_lines WHERE end_to_end_id IN ('${order.orderNo}', '${other.orderNo}')`,
    );
    expect(lines.map((l) => l.end_to_end_id)).toEqual([other.orderNo]);
    // Its amount and fee are back; the other order's stay held until the bank answers.
    const after = await balances('USD');
    expect(start.available - after.available).toBe(
      BigInt(Math.round(Number((await detail(other.orderNo)).total) * 100)),
    );
    const [notice] = await rows(
      `SELECT params FROM notifications WHERE params->>'orderNo' = '${order.orderNo}'`,
    );
    expect(notice!.params).toMatchObject({ outcome: 'unsendable', orderNo: order.orderNo });
    for (const check of await verifyPayouts(t.database.db))
      expect(check.breaches, check.name).toEqual([]);
  });
});

describe('maker-checker', () => {
  let maker: Tokens;
  const MAKER = 'maker@tradebridge.dev';

  beforeAll(async () => {
    maker = await kit.payingMember(demo, { email: MAKER, name: 'Mia Maker', password: PASSWORD });
  });

  it('lets only the main user set the policy, and checks its bands', async () => {
    expect(
      errorOf(await call(maker, 'payout/setPolicy.json', { approverIds: [], bands: [] })),
    ).toBe('ADMIN_ONLY');
    const [me] = await rows(`SELECT id FROM users WHERE email = '${DEMO}'`);
    const bad = await call(demo, 'payout/setPolicy.json', {
      approverIds: [me!.id],
      bands: [
        { from: '500', approvals: 1 },
        { from: '100', approvals: 2 },
      ],
    });
    expect(errorOf(bad)).toBe('VALIDATION_FAILED');
    const policy = ok(
      await call(demo, 'payout/setPolicy.json', {
        approverIds: [me!.id],
        bands: [{ from: '100', approvals: 1 }],
      }),
    ) as { approvers: { name: string }[] };
    expect(policy.approvers).toHaveLength(1);
  });

  it('waits for an approver who is not the maker, then for the platform', async () => {
    const order = ZPayoutOrder.parse(
      ok(await pay(settles, '150', { tokens: maker, account: MAKER })),
    );
    expect(order).toMatchObject({ state: OrderState.PendingSecondReview, approvalsNeeded: 1 });
    expect(
      errorOf(
        await ops(t.app, 'payout/decide.json', { orderNo: order.orderNo, approve: true }, admin),
      ),
    ).toBe('PAYOUT_STATE');
    const waiting = ZPayoutPage.parse(
      ok(await call(demo, 'payout/list.json', { waitingForMe: true })),
    );
    expect(waiting.list.map((o) => o.orderNo)).toContain(order.orderNo);
    expect((await detail(order.orderNo)).actions).toEqual(['approve']);
    const approved = ZPayoutOrder.parse(
      ok(await call(demo, 'payout/approve.json', { orderNo: order.orderNo, decision: 'approve' })),
    );
    expect(approved.state).toBe(OrderState.PendingReview);
    expect(approved.approvals).toMatchObject([{ decision: 'approve' }]);
    const audit = await rows(
      `SELECT action FROM audit_log WHERE target = 'payout:${order.orderNo}' ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['payout.create', 'payout.approve']);
  });

  it('refuses self-approval, and a decline releases the hold', async () => {
    const [me] = await rows(`SELECT id FROM users WHERE email = '${DEMO}'`);
    const [mia] = await rows(`SELECT id FROM users WHERE email = '${MAKER}'`);
    ok(
      await call(demo, 'payout/setPolicy.json', {
        approverIds: [me!.id, mia!.id],
        bands: [{ from: '100', approvals: 1 }],
      }),
    );
    const start = await balances('USD');
    const order = ZPayoutOrder.parse(
      ok(await pay(settles, '120', { tokens: maker, account: MAKER })),
    );
    expect(
      errorOf(
        await call(maker, 'payout/approve.json', { orderNo: order.orderNo, decision: 'approve' }),
      ),
    ).toBe('APPROVE_OWN_ORDER');
    const declined = ZPayoutOrder.parse(
      ok(
        await call(demo, 'payout/approve.json', {
          orderNo: order.orderNo,
          decision: 'decline',
          reason: 'Wrong supplier',
        }),
      ),
    );
    expect(declined.state).toBe(OrderState.ReviewRejected);
    expect(await balances('USD')).toEqual(start);
  });

  it('refuses an order whose band needs more approvers than the team has besides the maker', async () => {
    const [me] = await rows(`SELECT id FROM users WHERE email = '${DEMO}'`);
    ok(
      await call(demo, 'payout/setPolicy.json', {
        approverIds: [me!.id],
        bands: [{ from: '100', approvals: 1 }],
      }),
    );
    const refused = await askPrice(settles, '150');
    expect(errorOf(refused)).toBe('APPROVERS_MISSING');
    ok(await call(demo, 'payout/setPolicy.json', { approverIds: [], bands: [] }));
  });
});

describe('at once and across merchants', () => {
  it('holds exactly as many of 100 orders at once as the balance pays', async () => {
    const auth = await kit.mainUserAuth(DEMO);
    const { available } = await balances('USD');
    const feeAt = async (minor: bigint) =>
      toMinor((await priceOf(settles, fromMinor(minor, 'USD'))).fee, 'USD');
    // Each order with its fee is about a tenth of the balance: ten fit, the eleventh does not.
    const amount = available / 10n - (await feeAt(available / 10n));
    const fee = await feeAt(amount);
    expect(available / (amount + fee)).toBe(10n);
    const { findMerchantPayee } = await import('../../payee/index.ts');
    const payee = (await findMerchantPayee(t.database.db, settles, auth.merchantId))!;
    // The money step as the route runs it, with a confirmation whose code is already checked
    // (one user holds one live payment code: the codes are not what this race is about).
    const answers = await kit.racePayouts(auth, {
      count: 100,
      key: 'race',
      payeeId: settles,
      payee,
      amount: fromMinor(amount, 'USD'),
      minor: amount,
      fee,
      quotaUsd: null,
    });
    const held = answers.filter((a) => a.status === 'fulfilled');
    expect(held).toHaveLength(10);
    expect(
      answers
        .filter((a) => a.status === 'rejected')
        .map((a) => ((a as PromiseRejectedResult).reason as { code?: string }).code),
    ).toEqual(Array(90).fill('INSUFFICIENT_BALANCE'));
    expect((await balances('USD')).available).toBe(available - 10n * (amount + fee));
    for (const check of [
      ...(await verifyLedger(t.database.db)),
      ...(await verifyPayouts(t.database.db)),
    ])
      expect(check.breaches, check.name).toEqual([]);
  });

  it('does not show or act on another merchant’s orders', async () => {
    const [row] = await rows(`SELECT order_no FROM payouts LIMIT 1`);
    const orderNo = String(row!.order_no);
    expect(errorOf(await call(stranger, 'payout/detail.json', { orderNo }))).toBe('NOT_FOUND');
    expect(
      errorOf(await call(stranger, 'payout/approve.json', { orderNo, decision: 'approve' })),
    ).toBe('NOT_FOUND');
    const page = ZPayoutPage.parse(ok(await call(stranger, 'payout/list.json')));
    expect(page.total).toBe(0);
  });
});

describe('documents and reconciliation', () => {
  it('writes pain.001 that iso20022.js-style readers accept, and reads the iso20022.js pain.002', async () => {
    const [file] = await rows(`SELECT xml FROM rail_files WHERE kind = 'pain.001' LIMIT 1`);
    const message = readPain001(String(file!.xml));
    expect(message.payments[0]!.transfers[0]!.endToEndId).toMatch(/^PO/);
    const [report] = await rows(`SELECT xml FROM rail_files WHERE kind = 'pain.002' LIMIT 1`);
    const parsed = PaymentStatusReport.fromXML(String(report!.xml));
    const statuses = parsed.statusInformations.filter((s) => s.type === 'transaction');
    expect(statuses.length).toBeGreaterThan(0);
  });

  it('reconciles the day with no break, and shows a break with both sides', async () => {
    const day = ZReconciliation.parse(
      ok(await ops(t.app, 'payout/reconciliation.json', { date: '2026-11-25' }, admin)),
    );
    expect(day.lines.length).toBeGreaterThanOrEqual(3);
    expect(day.breaks).toBe(0);
    expect(day.lines.find((l) => l.bankStatus === 'RJCT')).toMatchObject({ ledger: 'voided' });
    // A settled line whose hold the ledger has not paid out is a break.
    const settled = day.lines.find((l) => l.bankStatus === 'ACSC')!;
    await t.database.db.execute(
      `UPDATE rail_lines SET status = 'RJCT' WHERE end_to_end_id = '${settled.orderNo}'` as never,
    );
    const broken = ZReconciliation.parse(
      ok(await ops(t.app, 'payout/reconciliation.json', { date: '2026-11-25' }, admin)),
    );
    expect(broken.breaks).toBe(1);
    expect(broken.lines.find((l) => l.orderNo === settled.orderNo)).toMatchObject({
      bankStatus: 'RJCT',
      ledger: 'posted',
      breakReason: 'bankRejectedLedgerPaid',
    });
    await t.database.db.execute(
      `UPDATE rail_lines SET status = 'ACSC' WHERE end_to_end_id = '${settled.orderNo}'` as never,
    );
  });

  it('sends the transfer proof of a paid order and refuses more than 10 receipts', async () => {
    const [paid] = await rows(`SELECT order_no FROM payouts WHERE state = 5 LIMIT 1`);
    const proof = await call(demo, 'transferProof/fileDownload.json', { orderNo: paid!.order_no });
    expect(proof.headers['content-type']).toBe('application/pdf');
    expect(proof.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const many = await call(
      demo,
      'download/export/payoutReceipts.json',
      { orderNos: Array.from({ length: 11 }, (_, i) => `PO${i}`) },
      key(),
    );
    expect(errorOf(many)).toBe('DOWNLOAD_COUNT_OVER_LIMIT');
    const receipt = await call(
      demo,
      'download/export/payoutReceipts.json',
      { orderNos: [paid!.order_no] },
      key(),
    );
    expect(receipt.json().status).toBe(1);
  });
});
