import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../../test/suite.ts';
import {
  authHeaders,
  b64,
  captcha,
  login,
  loginRequest,
  MER,
  post,
} from '../../../../test/session.ts';

const t = useTestApp();

const en = { language: 'en-US' };

/** The demo user's login with this answer to the captcha of `codeToken`. */
const demoLogin = (verifyCode: string, codeToken: string) =>
  post(
    t.app,
    'login.json',
    { loginAccount: b64('demo@tradebridge.dev'), pwd: b64('Tradebridge1'), verifyCode, codeToken },
    en,
  );

describe('captcha', () => {
  it('serves an SVG picture', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${MER}/common/vcode?codeToken=abcdefgh12`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('<svg');
  });

  it('refuses a wrong answer and then the same picture again (single use)', async () => {
    const { codeToken, answer } = await captcha(t.app);
    const wrong = await demoLogin('zzzz', codeToken);
    expect(wrong.json()).toMatchObject({ status: 0, errorCode: 'CAPTCHA_WRONG' });
    const again = await demoLogin(answer, codeToken);
    expect(again.json()).toMatchObject({
      status: 0,
      errorCode: 'VCODE_EXPIRED',
      message: 'The verification code has expired, please refresh.',
    });
  });

  it('says expired for a stale picture', async () => {
    const { codeToken, answer } = await captcha(t.app);
    await t.database.db.execute(
      `UPDATE captchas SET expires_at = now() - interval '1 second' WHERE code_token = '${codeToken}'` as never,
    );
    const res = await demoLogin(answer, codeToken);
    expect(res.json().errorCode).toBe('VCODE_EXPIRED');
  });
});

describe('login', () => {
  it('logs in with Base64 account and password and answers the session tokens', async () => {
    const res = await loginRequest(t.app, 'Demo@TradeBridge.dev', 'Tradebridge1', {
      rememberMe: true,
    });
    expect(res.statusCode).toBe(200);
    const result = res.json().result;
    expect(result).toMatchObject({ adminFlag: true });
    expect(result.token).toMatch(/^[\w-]{40,}$/);
    expect(result.financeToken).toMatch(/^[\w-]{40,}$/);
    const days = (Date.parse(result.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const info = await post(t.app, 'merchantInfo.json', undefined, authHeaders(result));
    expect(info.json().result).toMatchObject({
      email: 'demo@tradebridge.dev',
      merNo: 'M100000001',
      adminFlag: true,
      state: 2,
    });
    expect(info.json().result.accountManager).toMatchObject({ name: 'Li Wei' });
  });

  it('keeps a browser session without an expiry for the client when remember me is off', async () => {
    const res = await loginRequest(t.app, 'buyer@tradebridge.dev', 'Tradebridge1');
    expect(res.json().result.expiresAt).toBeNull();
  });

  it('stores only hashes of the tokens', async () => {
    const tokens = await login(t.app, 'buyer@tradebridge.dev');
    const rows = await t.database.db.execute(
      `SELECT token_hash, finance_token_hash FROM sessions` as never,
    );
    const text = JSON.stringify(rows);
    expect(text).not.toContain(tokens.token);
    expect(text).not.toContain(tokens.financeToken);
  });

  it('says wrong account or password the same way for an unknown account', async () => {
    const res = await loginRequest(t.app, 'nobody@tradebridge.dev', 'Tradebridge1', {}, en);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      errorCode: 'LOGIN_FAILED',
      message: 'Wrong account or password.',
    });
  });

  it('slows an address down after wrong passwords, without locking the account out', async () => {
    const from = (remoteAddress: string, password: string) =>
      captcha(t.app).then(({ codeToken, answer }) =>
        t.app.inject({
          method: 'POST',
          url: `${MER}/login.json`,
          headers: en,
          remoteAddress,
          payload: {
            loginAccount: b64('buyer@tradebridge.dev'),
            pwd: b64(password),
            verifyCode: answer,
            codeToken,
          },
        }),
      );
    const attacker = '198.51.100.66';
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(start);
      for (let i = 0; i < 3; i += 1) {
        const res = await from(attacker, 'Wrong-pass1');
        // The same answer as an unknown account: nothing tells how many tries are left.
        expect(res.json()).toMatchObject({
          errorCode: 'LOGIN_FAILED',
          message: 'Wrong account or password.',
        });
      }
      // From the third failure on, each try from that address waits, doubling: 1 s, 2 s, 4 s…
      const early = await from(attacker, 'Tradebridge1');
      expect(early.statusCode).toBe(429);
      expect(early.json()).toMatchObject({
        errorCode: 'LOGIN_THROTTLED',
        message: 'Too many failed logins from here. Please try again in 1 seconds.',
      });
      vi.setSystemTime(start + 1_000);
      expect((await from(attacker, 'Wrong-pass1')).json().errorCode).toBe('LOGIN_FAILED');
      expect((await from(attacker, 'Wrong-pass1')).json().message).toContain('in 2 seconds');
      vi.setSystemTime(start + 3_000);
      expect((await from(attacker, 'Wrong-pass1')).json().errorCode).toBe('LOGIN_FAILED');
      expect((await from(attacker, 'Wrong-pass1')).json().message).toContain('in 4 seconds');
      // The owner, from their own address, logs in at once with the right password.
      expect((await from('192.0.2.10', 'Tradebridge1')).json().status).toBe(1);
      // And so can whoever waits out the delay with the right password.
      vi.setSystemTime(start + 7_000);
      expect((await from(attacker, 'Tradebridge1')).json().status).toBe(1);
    } finally {
      vi.useRealTimers();
    }
    const audit = (await t.database.db.execute(
      `SELECT action, after FROM audit_log WHERE action = 'user.throttled'` as never,
    )) as unknown as { rows: { after: { ip: string } }[] };
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]!.after.ip).toBe(attacker);
  });

  it('refuses a user without any permission', async () => {
    await t.database.db.execute(
      `UPDATE users SET auth_ids = '[]' WHERE email = 'member@tradebridge.dev'` as never,
    );
    const res = await loginRequest(t.app, 'member@tradebridge.dev', 'Tradebridge1', {}, en);
    expect(res.json()).toMatchObject({
      errorCode: 'LOGIN_NO_PERMISSION',
      message: 'No permission, please contact your account manager.',
    });
    await t.database.db.execute(
      `UPDATE users SET auth_ids = '["main:view"]' WHERE email = 'member@tradebridge.dev'` as never,
    );
  });
});

describe('sessions', () => {
  it('answers NO_LOGIN without a token, with a bad token, or without the finance token', async () => {
    expect((await post(t.app, 'merchantInfo.json')).json().errorCode).toBe('NO_LOGIN');
    expect(
      (
        await post(t.app, 'merchantInfo.json', undefined, {
          authorization: 'forged',
          'session-finance-token': 'x',
        })
      ).json().errorCode,
    ).toBe('NO_LOGIN');
    const tokens = await login(t.app, 'demo@tradebridge.dev');
    const noFinance = await post(t.app, 'merchantInfo.json', undefined, {
      authorization: tokens.token,
    });
    expect(noFinance.statusCode).toBe(401);
    expect(noFinance.json().errorCode).toBe('NO_LOGIN');
  });

  it('refuses a cookie-borne token without the matching Session-Finance-Token (no cross-site use)', async () => {
    const tokens = await login(t.app, 'demo@tradebridge.dev');
    const viaCookie = await post(t.app, 'merchantInfo.json', undefined, {
      cookie: `token=${tokens.token}`,
    });
    expect(viaCookie.json().errorCode).toBe('NO_LOGIN');
    const withHeader = await post(t.app, 'merchantInfo.json', undefined, {
      cookie: `token=${tokens.token}`,
      'session-finance-token': tokens.financeToken,
    });
    expect(withHeader.json().status).toBe(1);
  });

  it('ends the earlier session when the user logs in elsewhere: LOGIN_REPEAT', async () => {
    const first = await login(t.app, 'demo@tradebridge.dev');
    const second = await login(t.app, 'demo@tradebridge.dev');
    const old = await post(t.app, 'merchantInfo.json', undefined, {
      ...authHeaders(first),
      language: 'en-US',
    });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ errorCode: 'LOGIN_REPEAT' });
    expect(old.json().message).toContain('another location');
    expect(
      (await post(t.app, 'merchantInfo.json', undefined, authHeaders(second))).json().status,
    ).toBe(1);
  });

  it("remembers the user's language: a first login sets it, later logins answer it, user/language.json changes it", async () => {
    // member@ has not logged in before: its first login's language becomes the user's.
    const first = await loginRequest(
      t.app,
      'member@tradebridge.dev',
      'Tradebridge1',
      {},
      {
        language: 'ru-RU',
      },
    );
    expect(first.json().result.language).toBe('ru-RU');

    const account = 'buyer@tradebridge.dev';
    const tokens = await login(t.app, account);
    const info = async () =>
      (await post(t.app, 'merchantInfo.json', undefined, authHeaders(tokens))).json().result;
    const set = await post(t.app, 'user/language.json', { language: 'ru-RU' }, authHeaders(tokens));
    expect(set.json()).toMatchObject({ status: 1, result: { language: 'ru-RU' } });
    expect((await info()).language).toBe('ru-RU');
    // A later login from a tab in the default language does not take it away.
    const later = (await loginRequest(t.app, account, 'Tradebridge1')).json();
    expect(later.result.language).toBe('ru-RU');

    const again = { token: later.result.token, financeToken: later.result.financeToken };
    const bad = await post(t.app, 'user/language.json', { language: 'fr-FR' }, authHeaders(again));
    expect(bad.json()).toMatchObject({ status: 0, errorCode: 'VALIDATION_FAILED' });
    expect((await post(t.app, 'user/language.json', { language: 'en-US' })).json().errorCode).toBe(
      'NO_LOGIN',
    );
  });

  it('logs out: the token stops working', async () => {
    const tokens = await login(t.app, 'demo@tradebridge.dev');
    expect((await post(t.app, 'loginOut.json', undefined, authHeaders(tokens))).json().status).toBe(
      1,
    );
    expect(
      (await post(t.app, 'merchantInfo.json', undefined, authHeaders(tokens))).json().errorCode,
    ).toBe('NO_LOGIN');
  });

  it('expires sessions', async () => {
    const tokens = await login(t.app, 'demo@tradebridge.dev');
    await t.database.db.execute(
      `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE ended_at IS NULL` as never,
    );
    expect(
      (await post(t.app, 'merchantInfo.json', undefined, authHeaders(tokens))).json().errorCode,
    ).toBe('NO_LOGIN');
  });

  it('shows login activity and ends a chosen session only of the caller', async () => {
    const tokens = await login(t.app, 'demo@tradebridge.dev');
    const activity = (
      await post(t.app, 'loginActivity.json', undefined, authHeaders(tokens))
    ).json().result;
    expect(activity.logins[0]).toMatchObject({ success: true });
    expect(activity.sessions.find((s: { current: boolean }) => s.current)).toBeTruthy();
    expect(
      activity.sessions.some((s: { endedReason: string }) => s.endedReason === 'replaced'),
    ).toBe(true);
    const buyer = await login(t.app, 'buyer@tradebridge.dev');
    const buyerSession = (
      await post(t.app, 'loginActivity.json', undefined, authHeaders(buyer))
    ).json().result.sessions[0].id;
    const cross = await post(
      t.app,
      'session/end.json',
      { sessionId: buyerSession },
      authHeaders(tokens),
    );
    expect(cross.json().errorCode).toBe('NOT_FOUND');
    expect(
      (await post(t.app, 'merchantInfo.json', undefined, authHeaders(buyer))).json().status,
    ).toBe(1);
  });

  it('writes the audit log for logins, slowed-down addresses and logouts', async () => {
    const rows = (await t.database.db.execute(
      `SELECT action FROM audit_log` as never,
    )) as unknown as { rows: { action: string }[] };
    const actions = new Set(rows.rows.map((r) => r.action));
    for (const action of ['user.login', 'user.throttled', 'user.logout'])
      expect(actions).toContain(action);
  });
});
