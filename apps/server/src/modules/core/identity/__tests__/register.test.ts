import { TERMS_VERSION } from '@tradebridge/contracts';
import { describe, expect, it } from 'vitest';
import { clearRateLimits } from '../../../../test/app.ts';
import { useTestApp } from '../../../../test/suite.ts';
import { authHeaders, latestCode, login, loginRequest, post } from '../../../../test/session.ts';

const t = useTestApp();

const en = { language: 'en-US' };
const sql = (q: string) =>
  t.database.db.execute(q as never) as unknown as Promise<{ rows: Record<string, unknown>[] }>;

const register = (account: string, code: string, extra: Record<string, unknown> = {}) =>
  post(
    t.app,
    'register.json',
    {
      loginAccount: account,
      registerType: account.includes('@') ? 'email' : 'mobile',
      verifyCode: code,
      pwd: 'Newmerchant1',
      agreeTerms: true,
      ...extra,
    },
    en,
  );

describe('codes', () => {
  it('sends a 4-digit code through the outbox, in the caller language, and rate-limits resending', async () => {
    const res = await post(
      t.app,
      'sendCode.json',
      { loginAccount: 'new1@shop.example', scene: 'register' },
      { language: 'ru-RU' },
    );
    expect(res.json()).toEqual({ status: 1, result: { resendAfterSeconds: 60, channel: 'email' } });
    const inbox = (
      await t.app.inject({ method: 'GET', url: '/finance-gateway/api/dev/inbox' })
    ).json().result.messages[0];
    expect(inbox).toMatchObject({
      to: 'new1@shop.example',
      channel: 'email',
      kind: 'code.register',
    });
    expect(inbox.code).toMatch(/^\d{4}$/);
    expect(inbox.body).toContain(inbox.code);
    expect(inbox.subject).toContain('проверочный код');
    const again = await post(
      t.app,
      'sendCode.json',
      { loginAccount: 'new1@shop.example', scene: 'register' },
      en,
    );
    expect(again.statusCode).toBe(429);
    expect(again.json().errorCode).toBe('CODE_TOO_FREQUENT');
  });

  it('stores codes only hashed', async () => {
    const code = await latestCode(t.app, 'new1@shop.example');
    const rows = await sql('SELECT code_hash FROM verification_codes');
    expect(JSON.stringify(rows.rows)).not.toContain(`"${code}"`);
  });

  it('refuses registering an existing account when sending the code', async () => {
    const res = await post(t.app, 'sendCode.json', { loginAccount: 'demo@tradebridge.dev' }, en);
    expect(res.json().errorCode).toBe('ACCOUNT_EXISTS');
  });

  it('names the account field when it is neither e-mail nor mobile', async () => {
    const res = await post(t.app, 'sendCode.json', { loginAccount: 'hello' }, en);
    expect(res.json()).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      message: 'loginAccount: must be an e-mail address or a mobile number',
    });
  });
});

describe('register', () => {
  it('registers with the code from the outbox: merchant to be activated with its main user', async () => {
    const code = (await latestCode(t.app, 'new1@shop.example'))!;
    const res = await register('new1@shop.example', code, { inviteCode: 'trade2026' });
    expect(res.json()).toMatchObject({ status: 1, result: { loginAccount: 'new1@shop.example' } });
    const tokens = await login(t.app, 'new1@shop.example', 'Newmerchant1');
    const info = (await post(t.app, 'merchantInfo.json', undefined, authHeaders(tokens))).json()
      .result;
    expect(info).toMatchObject({
      adminFlag: true,
      state: 0,
      channelNo: 'CH-DEMO',
      accountManager: null,
    });
    expect(info.bizList).toEqual([
      { bizFlag: 'b2b', agreementState: 0 },
      { bizFlag: 'b2c', agreementState: 0 },
    ]);
  });

  it('takes the spec’s payload as it is (no agreeTerms) and records the terms version accepted', async () => {
    await clearRateLimits(t.database);
    await post(t.app, 'sendCode.json', { loginAccount: 'spec@shop.example' }, en);
    const code = (await latestCode(t.app, 'spec@shop.example'))!;
    // Exactly the fields of spec §7: loginAccount, registerType, verifyCode, pwd, codeToken,
    // inviteCode, areaCode.
    const res = await post(
      t.app,
      'register.json',
      {
        loginAccount: 'spec@shop.example',
        registerType: 'email',
        verifyCode: code,
        pwd: 'Newmerchant1',
        codeToken: 'spec-client-token',
        inviteCode: 'TRADE2026',
        areaCode: '+86',
      },
      en,
    );
    expect(res.json()).toMatchObject({ status: 1, result: { loginAccount: 'spec@shop.example' } });
    const rows = await sql(
      `SELECT m.terms_version, m.terms_accepted_at FROM merchants m JOIN users u ON u.merchant_id = m.id WHERE u.email = 'spec@shop.example'`,
    );
    expect(rows.rows[0]).toMatchObject({ terms_version: TERMS_VERSION });
    expect(rows.rows[0]!.terms_accepted_at).not.toBeNull();
  });

  it('refuses a reused code', async () => {
    const code = (await latestCode(t.app, 'new1@shop.example'))!;
    const res = await register('new1@shop.example', code);
    expect(res.json().errorCode).toBe('ACCOUNT_EXISTS');
    await clearRateLimits(t.database);
    await post(t.app, 'sendCode.json', { loginAccount: 'new2@shop.example' }, en);
    const code2 = (await latestCode(t.app, 'new2@shop.example'))!;
    expect((await register('new2@shop.example', code2)).json().status).toBe(1);
    await sql("DELETE FROM users WHERE email = 'new2@shop.example'");
    expect((await register('new2@shop.example', code2)).json().errorCode).toBe('SEND_CODE_FIRST');
  });

  it('voids a code after 5 wrong tries', async () => {
    await clearRateLimits(t.database);
    await post(t.app, 'sendCode.json', { loginAccount: '13800001111', areaCode: '+86' }, en);
    const code = (await latestCode(t.app, '+86 13800001111'))!;
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 4; i++) {
      expect((await register('13800001111', wrong, { areaCode: '+86' })).json().errorCode).toBe(
        'CODE_WRONG',
      );
    }
    expect((await register('13800001111', wrong, { areaCode: '+86' })).json().errorCode).toBe(
      'CODE_VOID',
    );
    expect((await register('13800001111', code, { areaCode: '+86' })).json().errorCode).toBe(
      'CODE_VOID',
    );
  });

  it('says expired for a stale code', async () => {
    await clearRateLimits(t.database);
    await post(t.app, 'sendCode.json', { loginAccount: 'late@shop.example' }, en);
    const code = (await latestCode(t.app, 'late@shop.example'))!;
    await sql(
      "UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE account = 'email:late@shop.example'",
    );
    expect((await register('late@shop.example', code)).json().errorCode).toBe('CODE_EXPIRED');
  });

  it('validates every field with a message naming it', async () => {
    await clearRateLimits(t.database);
    const weak = await register('x@shop.example', '1234', { pwd: 'weakpass' });
    expect(weak.json()).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      message: 'pwd: 8–16 characters with upper-case, lower-case letters and digits',
    });
    const terms = await register('x@shop.example', '1234', { agreeTerms: false });
    expect(terms.json().message).toBe('agreeTerms: please read and tick the terms');
    const invite = await post(t.app, 'inviteCode/validy.json', { inviteCode: 'NOPE' });
    expect(invite.json().result).toEqual({ valid: false });
    expect(
      (await post(t.app, 'inviteCode/validy.json', { inviteCode: 'TRADE2026' })).json().result,
    ).toEqual({ valid: true });
    const badInvite = await register('x@shop.example', '1234', { inviteCode: 'NOPE' });
    expect(badInvite.json().errorCode).toBe('INVITE_CODE_INVALID');
    const rows = await sql("SELECT count(*)::int AS n FROM users WHERE email = 'x@shop.example'");
    expect(rows.rows[0]!.n).toBe(0);
  });
});

describe('passwords', () => {
  it('resets a forgotten password with a code and ends every session', async () => {
    const tokens = await login(t.app, 'buyer@tradebridge.dev');
    await clearRateLimits(t.database);
    await post(
      t.app,
      'sendCode.json',
      { loginAccount: 'buyer@tradebridge.dev', scene: 'resetPwd' },
      en,
    );
    const code = (await latestCode(t.app, 'buyer@tradebridge.dev'))!;
    const res = await post(
      t.app,
      'resetPwd.json',
      { loginAccount: 'buyer@tradebridge.dev', verifyCode: code, pwd: 'Resetdone22' },
      en,
    );
    expect(res.json().status).toBe(1);
    expect(
      (await post(t.app, 'merchantInfo.json', undefined, authHeaders(tokens))).json().errorCode,
    ).toBe('NO_LOGIN');
    expect((await loginRequest(t.app, 'buyer@tradebridge.dev', 'Resetdone22')).json().status).toBe(
      1,
    );
  });

  it('answers a reset code request for an unknown account like a known one, sending nothing', async () => {
    await clearRateLimits(t.database);
    const res = await post(
      t.app,
      'sendCode.json',
      { loginAccount: 'ghost@shop.example', scene: 'resetPwd' },
      en,
    );
    expect(res.json().status).toBe(1);
    expect(await latestCode(t.app, 'ghost@shop.example')).toBeUndefined();
  });

  it('changes the password with the old one and ends every other session', async () => {
    const other = await login(t.app, 'demo@tradebridge.dev');
    const current = await login(t.app, 'demo@tradebridge.dev');
    void other;
    const mismatch = await post(
      t.app,
      'modifyPwd.json',
      { oldPwd: 'Tradebridge1', newPwd: 'Changed1234', newPwdTwo: 'Changed12345' },
      { ...authHeaders(current), ...en },
    );
    expect(mismatch.json().message).toBe('newPwdTwo: the two passwords are inconsistent');
    const wrongOld = await post(
      t.app,
      'modifyPwd.json',
      { oldPwd: 'Nope12345', newPwd: 'Changed1234', newPwdTwo: 'Changed1234' },
      { ...authHeaders(current), ...en },
    );
    expect(wrongOld.json().errorCode).toBe('OLD_PASSWORD_WRONG');
    const res = await post(
      t.app,
      'modifyPwd.json',
      { oldPwd: 'Tradebridge1', newPwd: 'Changed1234', newPwdTwo: 'Changed1234' },
      authHeaders(current),
    );
    expect(res.json().status).toBe(1);
    expect(
      (await post(t.app, 'merchantInfo.json', undefined, authHeaders(current))).json().status,
    ).toBe(1);
    expect((await loginRequest(t.app, 'demo@tradebridge.dev', 'Changed1234')).json().status).toBe(
      1,
    );
    const audit = await sql("SELECT action FROM audit_log WHERE action LIKE 'user.password.%'");
    expect(audit.rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['user.password.reset', 'user.password.change']),
    );
  });
});
