// Agreements through the API: a new merchant's fee confirmations are pending; the main user reads
// the fee table and accepts one version of it, once, with an audit row; nobody else can.
import { AgreementState, BizFlag, FeeType, FeeWay } from '@tradebridge/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, latestCode, login, post, type Tokens } from '../../../../test/session.ts';
import { FEE_SCHEDULES } from '../fee-schedule.ts';
import { useTestApp } from '../../../../test/suite.ts';

const t = useTestApp();
let fresh: Tokens;
let buyer: Tokens;
let member: Tokens;

const en = { language: 'en-US' };
const sql = async <T = Record<string, unknown>>(q: string) =>
  ((await t.database.db.execute(q as never)) as unknown as { rows: T[] }).rows;

const call = (path: string, body: unknown, tokens: Tokens, headers: Record<string, string> = en) =>
  post(t.app, path, body, { ...authHeaders(tokens), ...headers });
const detail = (bizFlag: string, tokens = fresh) =>
  call('agreement/detail.json', { bizFlag }, tokens);
const confirm = (bizFlag: string, version: string, tokens = fresh) =>
  call('agreement/confirm.json', { bizFlag, version }, tokens);
const bizListOf = async (tokens: Tokens) =>
  (await post(t.app, 'merchantInfo.json', undefined, authHeaders(tokens))).json().result.bizList;
const acceptances = (merchantNo: string) =>
  sql<{ actor_name: string; target: string; before: unknown; after: unknown }>(
    `SELECT a.actor_name, a.target, a.before, a.after FROM audit_log a
       JOIN merchants m ON m.id = a.merchant_id
      WHERE a.action = 'agreement.accept' AND m.mer_no = '${merchantNo}' ORDER BY a.id`,
  );

const B2B_VERSION = FEE_SCHEDULES.b2b.version;
const B2C_VERSION = FEE_SCHEDULES.b2c.version;

/** Registers a merchant through the public flow and logs its main user in. */
const registerMerchant = async (email: string) => {
  await post(t.app, 'sendCode.json', { loginAccount: email, scene: 'register' });
  const verifyCode = (await latestCode(t.app, email))!;
  const res = await post(t.app, 'register.json', {
    loginAccount: email,
    registerType: 'email',
    verifyCode,
    pwd: 'Newmerchant1',
    agreeTerms: true,
  });
  expect(res.json().status).toBe(1);
  return login(t.app, email, 'Newmerchant1');
};

let freshMerNo: string;

beforeAll(async () => {
  fresh = await registerMerchant('fees@shop.example');
  freshMerNo = (await post(t.app, 'merchantInfo.json', undefined, authHeaders(fresh))).json().result
    .merNo;
  buyer = await login(t.app, 'buyer@tradebridge.dev');
  member = await login(t.app, 'member@tradebridge.dev');
});

describe('agreements', () => {
  it('are both pending after registering', async () => {
    expect(await bizListOf(fresh)).toEqual([
      { bizFlag: 'b2b', agreementState: AgreementState.Pending },
      { bizFlag: 'b2c', agreementState: AgreementState.Pending },
    ]);
  });

  it('show the fee table of a business line with its version', async () => {
    const res = await detail('b2c');
    expect(res.statusCode).toBe(200);
    const result = res.json().result;
    expect(result).toMatchObject({
      bizFlag: 'b2c',
      agreementState: AgreementState.Pending,
      version: B2C_VERSION,
      acceptedAt: null,
      acceptedBy: null,
    });
    expect(result.fees).toContainEqual({
      feeType: FeeType.PlatformCollection,
      feeWay: FeeWay.Percent,
      currency: null,
      percent: '1',
    });
    expect((await detail('b2b')).json().result.fees).toContainEqual({
      feeType: FeeType.ForeignTradeCollection,
      feeWay: FeeWay.Percent,
      currency: null,
      percent: '0.3',
    });
  });

  it('are accepted by the main user: merchantInfo shows it, with one audit row', async () => {
    const res = await confirm('b2b', B2B_VERSION);
    const result = res.json().result;
    expect(result).toMatchObject({
      bizFlag: 'b2b',
      agreementState: AgreementState.Accepted,
      version: B2B_VERSION,
      acceptedBy: 'fees@shop.example',
    });
    expect(Date.now() - Date.parse(result.acceptedAt)).toBeLessThan(60_000);
    expect((await detail('b2b')).json().result).toEqual(result);
    // merchantInfo shows the state only: the acceptance facts are the agreement's own.
    expect(await bizListOf(fresh)).toEqual([
      { bizFlag: 'b2b', agreementState: AgreementState.Accepted },
      { bizFlag: 'b2c', agreementState: AgreementState.Pending },
    ]);
    expect(await acceptances(freshMerNo)).toEqual([
      {
        actor_name: 'fees@shop.example',
        target: 'agreement:b2b',
        before: { agreementState: AgreementState.Pending, version: null },
        after: { agreementState: AgreementState.Accepted, version: B2B_VERSION },
      },
    ]);
  });

  it('answer the same detail when accepted again, without a second audit row', async () => {
    const first = (await detail('b2b')).json().result;
    const again = await confirm('b2b', B2B_VERSION);
    expect(again.json()).toEqual({ status: 1, result: first });
    expect(await acceptances(freshMerNo)).toHaveLength(1);
  });

  it('refuse a stale version, naming the current one', async () => {
    const res = await confirm('b2c', '2020-01');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      status: 0,
      errorCode: 'AGREEMENT_VERSION_STALE',
      message: expect.stringContaining(`(${B2C_VERSION})`),
    });
    expect((await detail('b2c')).json().result.agreementState).toBe(AgreementState.Pending);
    expect(await acceptances(freshMerNo)).toHaveLength(1);
  });

  it('refuse a business line the merchant does not hold', async () => {
    await sql(
      `UPDATE merchants SET biz_list = '[{"bizFlag":"b2b","agreementState":1}]'::jsonb
        WHERE mer_no = 'M100000001'`,
    );
    const demo = await login(t.app, 'demo@tradebridge.dev');
    expect((await confirm('b2c', B2C_VERSION, demo)).json().errorCode).toBe('NOT_FOUND');
    expect((await detail('b2c', demo)).json().errorCode).toBe('NOT_FOUND');
    expect((await detail('b2b', demo)).json().result.agreementState).toBe(AgreementState.Accepted);
  });

  it('can be read but not accepted by a member', async () => {
    expect((await detail('b2b', member)).json().result.bizFlag).toBe('b2b');
    const res = await confirm('b2b', B2B_VERSION, member);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('ADMIN_ONLY');
  });

  it('belong to one merchant: accepting one leaves another pending', async () => {
    expect(await bizListOf(buyer)).toEqual([
      { bizFlag: 'b2b', agreementState: AgreementState.Accepted },
      { bizFlag: 'b2c', agreementState: AgreementState.Pending },
    ]);
    expect((await confirm('b2c', B2C_VERSION)).json().result.agreementState).toBe(
      AgreementState.Accepted,
    );
    expect((await detail('b2c', buyer)).json().result.agreementState).toBe(AgreementState.Pending);
    expect(await acceptances('M100000002')).toEqual([]);
    // The buyer's own acceptance is recorded against the buyer only.
    expect((await confirm('b2c', B2C_VERSION, buyer)).json().result.acceptedBy).toBe('Buyer Admin');
    expect(await acceptances('M100000002')).toHaveLength(1);
    expect(await acceptances(freshMerNo)).toHaveLength(2);
  });

  it('name the field of a bad request in the caller language', async () => {
    const bad = await confirm('b2x', B2B_VERSION);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      message: expect.stringMatching(/^bizFlag: /),
      fields: [{ field: 'bizFlag', message: expect.stringContaining('b2b') }],
    });
    const missing = await call('agreement/confirm.json', { bizFlag: BizFlag.B2B }, fresh, {
      language: 'ru-RU',
    });
    expect(missing.json()).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      message: 'version: не может быть пустым',
    });
    const zh = await call('agreement/detail.json', { bizFlag: 'b2x' }, fresh, {
      language: 'zh-CN',
    });
    expect(zh.json().message).toMatch(/^bizFlag：无效选项/);
  });

  it('need a session', async () => {
    const res = await post(t.app, 'agreement/detail.json', { bizFlag: 'b2b' });
    expect(res.json().errorCode).toBe('NO_LOGIN');
  });
});
