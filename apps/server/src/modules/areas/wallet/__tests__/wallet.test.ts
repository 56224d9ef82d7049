import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../../core/ledger/index.ts';
import {
  ADMIN_EMAIL,
  authHeaders as opsHeaders,
  enrolOperator,
  ops,
} from '../../../../test/operators.ts';
import { paymentCodeOf, setPaymentPassword } from '../../../../test/payment.ts';
import { authHeaders, login, post, type Tokens } from '../../../../test/session.ts';
import { useTestApp } from '../../../../test/suite.ts';

const t = useTestApp();
let demo: Tokens;
let buyer: Tokens;

const call = (path: string, body?: unknown, tokens = demo, headers: Record<string, string> = {}) =>
  post(t.app, path, body, { ...authHeaders(tokens), language: 'en-US', ...headers });

/** Sets the payment password and answers a fresh payment code for the user. */
const preparePayment = (tokens: Tokens, account: string, pin: string) =>
  setPaymentPassword(t, tokens, account, pin);
const paymentCode = (tokens: Tokens, account: string) => paymentCodeOf(t, tokens, account);

beforeAll(async () => {
  demo = await login(t.app, 'demo@tradebridge.dev');
  buyer = await login(t.app, 'buyer@tradebridge.dev');
  await preparePayment(demo, 'demo@tradebridge.dev', '258147');
});

const wallet = async (tokens: Tokens, currency: string) =>
  (await call('wallet/list.json', undefined, tokens))
    .json()
    .result.list.find((w: { currency: string }) => w.currency === currency);

describe('wallets', () => {
  it('shows the seeded balances per currency with every capital type', async () => {
    const list = (await call('wallet/list.json')).json().result.list;
    expect(list.map((w: { currency: string }) => w.currency)).toEqual(['CNY', 'USD', 'EUR', 'HKD']);
    expect(list[1]).toEqual({
      currency: 'USD',
      available: '125000.00',
      inTransit: '0.00',
      pendingSettlement: '0.00',
      frozen: '0.00',
      deposit: '0.00',
    });
  });

  it('opens a currency wallet at zero', async () => {
    const res = await call('wallet/open.json', { currency: 'JPY' });
    expect(
      res.json().result.list.find((w: { currency: string }) => w.currency === 'JPY'),
    ).toMatchObject({ available: '0', frozen: '0' });
  });

  it('refuses a member without the wallet permission, on the API itself', async () => {
    const member = await login(t.app, 'member@tradebridge.dev');
    expect((await call('wallet/list.json', undefined, member)).json().errorCode).toBe('NO_ACCESS');
  });
});

describe('wallet transfer', () => {
  const body = (amount: string, code: string, extra: Record<string, unknown> = {}) => ({
    payeeAccount: 'buyer@tradebridge.dev',
    currency: 'USD',
    amount,
    reenteredAmount: amount,
    note: 'Invoice 2026-114',
    credentials: { payPwd: '258147', accountCode: code },
    ...extra,
  });

  it('shows the payee masked before sending, with the number typed and the country', async () => {
    const res = await call('wallet/transfer/payee.json', { payeeAccount: 'M100000002' });
    expect(res.json().result).toEqual({
      maskedName: 'B*****************.',
      merNo: 'M100000002',
      country: 'HK',
    });
    // Typed in lower case: the number as the system writes it.
    const lower = await call('wallet/transfer/payee.json', { payeeAccount: ' m100000002 ' });
    expect(lower.json().result.merNo).toBe('M100000002');
    expect(
      (await call('wallet/transfer/payee.json', { payeeAccount: 'demo@tradebridge.dev' })).json()
        .errorCode,
    ).toBe('SAME_ACCOUNT');
  });

  it('tells nothing more than the masked name, the number typed and the country', async () => {
    // Found by login e-mail: the answer does not turn the e-mail into a merchant number.
    const byEmail = await call('wallet/transfer/payee.json', {
      payeeAccount: 'buyer@tradebridge.dev',
    });
    expect(byEmail.json().result).toEqual({
      maskedName: 'B*****************.',
      merNo: null,
      country: 'HK',
    });
    expect(Object.keys(byEmail.json().result).sort()).toEqual(['country', 'maskedName', 'merNo']);
    // A country the merchant never gave, or one stored in a form that is no code: none shown.
    const db = t.database.db;
    await db.execute(sql`UPDATE merchants SET country = NULL WHERE mer_no = 'M100000002'`);
    const unknown = await call('wallet/transfer/payee.json', { payeeAccount: 'M100000002' });
    expect(unknown.json().result.country).toBeNull();
    await db.execute(sql`UPDATE merchants SET country = 'Hong Kong' WHERE mer_no = 'M100000002'`);
    const odd = await call('wallet/transfer/payee.json', { payeeAccount: 'M100000002' });
    expect(odd.json().result.country).toBeNull();
    await db.execute(sql`UPDATE merchants SET country = 'HK' WHERE mer_no = 'M100000002'`);
    // A merchant that is not there, and a member without the operate permission, learn nothing.
    const missing = await call('wallet/transfer/payee.json', { payeeAccount: 'M999999999' });
    expect(missing.json()).toMatchObject({ status: 0, errorCode: 'NOT_FOUND' });
    expect(missing.json().result ?? null).toBeNull();
    const member = await login(t.app, 'member@tradebridge.dev');
    const refused = await call(
      'wallet/transfer/payee.json',
      { payeeAccount: 'M100000002' },
      member,
    );
    expect(refused.json().errorCode).toBe('NO_ACCESS');
    expect(JSON.stringify(refused.json())).not.toContain('HK');
  });

  it('needs an Idempotency-Key', async () => {
    const res = await call('wallet/transfer.json', body('1.00', '0000'));
    expect(res.json().errorCode).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('moves money to the other merchant once, however often the same request is replayed', async () => {
    const code = await paymentCode(demo, 'demo@tradebridge.dev');
    const key = { 'idempotency-key': 'transfer-key-0001' };
    const first = await call('wallet/transfer.json', body('1250.75', code), demo, key);
    expect(first.json()).toMatchObject({
      status: 1,
      result: {
        currency: 'USD',
        amount: '1250.75',
        payeeMaskedName: 'B*****************.',
        state: 5,
      },
    });
    const replay = await call('wallet/transfer.json', body('1250.75', code), demo, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect((await wallet(demo, 'USD')).available).toBe('123749.25');
    expect((await wallet(buyer, 'USD')).available).toBe('21250.75');
    const other = await call('wallet/transfer.json', body('2.00', code), demo, key);
    expect(other.json().errorCode).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('shows the movement to both sides in fund details with counterparty and note', async () => {
    const mine = (await call('wallet/details.json', { currency: 'USD', orderType: 5 })).json()
      .result;
    expect(mine.total).toBeGreaterThanOrEqual(1);
    expect(mine.list[0]).toMatchObject({
      direction: 'out',
      amount: '1250.75',
      balanceAfter: '123749.25',
      counterparty: 'Buyer Supplies Ltd.',
      note: 'Invoice 2026-114',
      orderType: 5,
    });
    expect(mine.list[0].orderNo).toMatch(/^WT\d{16}$/);
    const theirs = (
      await call('wallet/details.json', { direction: 'in', orderType: 5 }, buyer)
    ).json().result;
    expect(theirs.list[0]).toMatchObject({
      direction: 'in',
      amount: '1250.75',
      counterparty: 'Demo Trading Co., Ltd.',
    });
  });

  it('notifies both sides by e-mail, honouring each user’s notification settings', async () => {
    const inbox = async () =>
      (await t.app.inject({ method: 'GET', url: '/finance-gateway/api/dev/inbox' })).json().result
        .messages as { to: string; kind: string; subject: string; body: string }[];
    const first = await inbox();
    // Each e-mail is in its recipient's language (the one they last logged in with: the test
    // logins send none, so the default Chinese), not in the language of the payer's request.
    const inflow = first.find((m) => m.kind === 'notify.fundInflow');
    expect(inflow).toMatchObject({
      to: 'buyer@tradebridge.dev',
      subject: '资金入账：1,250.75 USD',
    });
    expect(inflow!.body).toContain('Demo Trading Co., Ltd.');
    // In the message centre, in the language the reader has on screen, as that language writes it.
    const listed = (
      await call('notice/list.json', { type: 1 }, buyer, { language: 'ru-RU' })
    ).json().result.list as { kind: string; title: string }[];
    expect(listed.find((n) => n.kind === 'fundInflow')?.title).toBe(
      'Поступление: 1\u00a0250,75 USD',
    );
    expect(first.find((m) => m.kind === 'notify.fundOutflow')).toMatchObject({
      to: 'demo@tradebridge.dev',
    });
    // The buyer switches fund-inflow e-mails off: the next transfer sends them none.
    expect(
      (
        await call('notify/update.json', { kind: 'fundInflow', inApp: true, email: false }, buyer)
      ).json().status,
    ).toBe(1);
    const code = await paymentCode(demo, 'demo@tradebridge.dev');
    const sent = await call('wallet/transfer.json', body('5.00', code), demo, {
      'idempotency-key': 'transfer-key-0010',
    });
    expect(sent.json().status).toBe(1);
    const after = await inbox();
    expect(after.filter((m) => m.kind === 'notify.fundInflow')).toHaveLength(1);
    expect(after.filter((m) => m.kind === 'notify.fundOutflow')).toHaveLength(2);
  });

  it('refuses what the confirmation refuses and writes nothing', async () => {
    const before = await wallet(demo, 'USD');
    const code = await paymentCode(demo, 'demo@tradebridge.dev');
    const mismatch = await call(
      'wallet/transfer.json',
      body('10.00', code, { reenteredAmount: '100.00' }),
      demo,
      { 'idempotency-key': 'transfer-key-0002' },
    );
    expect(mismatch.json().errorCode).toBe('AMOUNT_MISMATCH');
    const wrongPin = await call(
      'wallet/transfer.json',
      body('10.00', code, { credentials: { payPwd: '000001', accountCode: code } }),
      demo,
      { 'idempotency-key': 'transfer-key-0003' },
    );
    expect(wrongPin.json().errorCode).toBe('PAY_PWD_WRONG');
    const tooMuch = await call('wallet/transfer.json', body('999999.00', code), demo, {
      'idempotency-key': 'transfer-key-0004',
    });
    expect(tooMuch.json().errorCode).toBe('INSUFFICIENT_BALANCE');
    const badScale = await call('wallet/transfer.json', body('1.001', code), demo, {
      'idempotency-key': 'transfer-key-0005',
    });
    expect(badScale.json()).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      message: 'amount: at most 2 decimal places',
    });
    // The contracts' one amount rule: zero and the maximum are the schema's refusal too.
    const zero = await call('wallet/transfer.json', body('0.00', code), demo, {
      'idempotency-key': 'transfer-key-0007',
    });
    expect(zero.json()).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      message: 'amount: must be greater than zero',
    });
    const huge = await call('wallet/transfer.json', body('10000000000000', code), demo, {
      'idempotency-key': 'transfer-key-0008',
    });
    expect(huge.json()).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      message: 'amount: must not exceed 9999999999999.99',
    });
    expect(await wallet(demo, 'USD')).toEqual(before);
  });

  it('refuses a frozen merchant', async () => {
    await t.database.db.execute(
      "UPDATE merchants SET state = 5, frozen_reason = 'Review' WHERE mer_no = 'M100000001'" as never,
    );
    const res = await call('wallet/transfer.json', body('1.00', '0000'), demo, {
      'idempotency-key': 'transfer-key-0006',
    });
    expect(res.json().errorCode).toBe('MERCHANT_FROZEN');
    await t.database.db.execute(
      "UPDATE merchants SET state = 2, frozen_reason = NULL WHERE mer_no = 'M100000001'" as never,
    );
  });

  it('answers a retry after a lost answer with the committed transfer, before any code is checked', async () => {
    // The transfer commits, then the server fails before its answer leaves (here: handing the
    // e-mails to the outbox after the commit throws). The user retries with the same key.
    const before = (await wallet(demo, 'USD')).available;
    const code = await paymentCode(demo, 'demo@tradebridge.dev');
    const key = { 'idempotency-key': 'transfer-lost-answer-01' };
    const outbox = t.app.deps.outbox;
    const send = outbox.send;
    outbox.send = () => {
      throw new Error('connection reset while replying');
    };
    let lost;
    try {
      lost = await call('wallet/transfer.json', body('7.25', code), demo, key);
    } finally {
      outbox.send = send;
    }
    expect(lost.statusCode).toBe(500);
    for (let retry = 0; retry < 3; retry += 1) {
      const again = await call('wallet/transfer.json', body('7.25', code), demo, key);
      expect(again.json()).toMatchObject({ status: 1, result: { amount: '7.25', state: 5 } });
      expect(again.headers['idempotent-replayed']).toBe('true');
    }
    const paid = (await wallet(demo, 'USD')).available;
    expect(BigInt(paid.replace('.', ''))).toBe(BigInt(before.replace('.', '')) - 725n);
  });

  it('answers two requests with the same key at once with one transfer', async () => {
    const before = (await wallet(demo, 'USD')).available;
    const code = await paymentCode(demo, 'demo@tradebridge.dev');
    const key = { 'idempotency-key': 'transfer-same-time-01' };
    const answers = await Promise.all([
      call('wallet/transfer.json', body('3.00', code), demo, key),
      call('wallet/transfer.json', body('3.00', code), demo, key),
    ]);
    const outcomes = answers.map((res) => res.json().errorCode ?? res.json().result.orderNo);
    // Either the second waited for nothing and was told so, or it got the first one's answer.
    expect(outcomes.filter((o) => o === 'REQUEST_IN_PROGRESS').length).toBeLessThanOrEqual(1);
    const orderNos = new Set(outcomes.filter((o) => o !== 'REQUEST_IN_PROGRESS'));
    expect(orderNos.size).toBe(1);
    const paid = (await wallet(demo, 'USD')).available;
    expect(BigInt(paid.replace('.', ''))).toBe(BigInt(before.replace('.', '')) - 300n);
  });

  it('keeps one user’s key from answering another user’s request', async () => {
    await preparePayment(buyer, 'buyer@tradebridge.dev', '369258');
    const demoCode = await paymentCode(demo, 'demo@tradebridge.dev');
    const key = { 'idempotency-key': 'transfer-shared-key-01' };
    const mine = await call('wallet/transfer.json', body('2.00', demoCode), demo, key);
    expect(mine.json().status).toBe(1);
    const buyerCode = await paymentCode(buyer, 'buyer@tradebridge.dev');
    const theirs = await call(
      'wallet/transfer.json',
      {
        ...body('2.00', buyerCode),
        payeeAccount: 'demo@tradebridge.dev',
        credentials: { payPwd: '369258', accountCode: buyerCode },
      },
      buyer,
      key,
    );
    // The same key string from another user is that user's own request: it runs, and is not
    // answered with (or refused because of) the first user's transfer.
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json()).toMatchObject({ status: 1, result: { amount: '2.00' } });
    expect(theirs.json().result.orderNo).not.toBe(mine.json().result.orderNo);
  });

  it('leaves the one-time code usable when the transfer fails before it commits', async () => {
    const code = await paymentCode(demo, 'demo@tradebridge.dev');
    const tooMuch = await call('wallet/transfer.json', body('999999.00', code), demo, {
      'idempotency-key': 'transfer-code-kept-01',
    });
    expect(tooMuch.json().errorCode).toBe('INSUFFICIENT_BALANCE');
    const ok = await call('wallet/transfer.json', body('1.00', code), demo, {
      'idempotency-key': 'transfer-code-kept-02',
    });
    expect(ok.json().status).toBe(1);
    const reused = await call('wallet/transfer.json', body('1.00', code), demo, {
      'idempotency-key': 'transfer-code-kept-03',
    });
    expect(reused.json().errorCode).toBe('SEND_CODE_FIRST');
  });

  it('keeps the ledger invariants', async () => {
    for (const check of await verifyLedger(t.database.db))
      expect(check.breaches, check.name).toEqual([]);
  });
});

describe('sandbox money in', () => {
  it('lets an admin credit a wallet from the sandbox bank, once per Idempotency-Key, audited', async () => {
    const admin = await enrolOperator(t.app, ADMIN_EMAIL);
    const buyerId = (await call('merchantInfo.json', undefined, buyer)).json().result;
    const detail = await ops(t.app, 'merchants/list.json', { keyword: 'M100000002' }, admin);
    const merchantId = detail.json().result.list[0].id;
    expect(buyerId.merNo).toBe('M100000002');
    expect(await wallet(buyer, 'EUR')).toBeUndefined();
    const credit = {
      merchantId,
      currency: 'EUR',
      amount: '3000.50',
      payerName: 'Hans Käufer GmbH',
      payerCountry: 'DE',
      reference: 'INV-77',
    };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/finance-gateway/api/ops/sandbox/credit.json',
        headers: { ...opsHeaders(admin), 'idempotency-key': 'sandbox-credit-01' },
        payload: credit,
      });
    expect((await send()).json().status).toBe(1);
    expect((await send()).json().status).toBe(1);
    expect((await wallet(buyer, 'EUR')).available).toBe('3000.50');
    const detailRow = (await call('wallet/details.json', { currency: 'EUR' }, buyer)).json().result
      .list[0];
    expect(detailRow).toMatchObject({
      direction: 'in',
      amount: '3000.50',
      counterparty: 'Hans Käufer GmbH',
      note: 'INV-77',
      kind: 'sandboxCredit',
    });
    const refused = await post(
      t.app,
      '/finance-gateway/api/ops/sandbox/credit.json',
      credit,
      authHeaders(demo),
    );
    expect(refused.json().errorCode).toBe('NO_LOGIN');
  });
});
