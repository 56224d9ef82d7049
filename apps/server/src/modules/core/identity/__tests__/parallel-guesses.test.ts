// Login passwords and one-time codes guessed in parallel (issue 35, item 4): each try is taken
// before the secret is compared — a login's under a lock of its account and address, a code's in
// the statement that counts it — so of 30 sent at once, across two server processes on PostgreSQL,
// no more are compared than one after another: 3 wrong logins before the address must wait, 5 tries
// of a code before it is void.
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE_AFTER } from '../../../../platform/login-attempts.ts';
import {
  clearRateLimits,
  createTestApp,
  rowsOf,
  secondProcess,
  type TestApp,
} from '../../../../test/app.ts';
import { b64, captcha, latestCode, login, MER, post } from '../../../../test/session.ts';
import { CODE_MAX_TRIES } from '../codes.ts';

let t: TestApp;
let other: Awaited<ReturnType<typeof secondProcess>>;
beforeAll(async () => {
  t = await createTestApp();
  other = await secondProcess(t);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const appOf = (i: number): FastifyInstance => (i % 2 === 0 ? t.app : other.app);
const count = (codes: string[], code: string) => codes.filter((c) => c === code).length;

const rows = (text: string) => rowsOf(t.database, text);

describe('login passwords guessed at once', () => {
  afterEach(() => {
    t.app.deps.now = other.app.deps.now = undefined;
  });

  it('compares three of 30 wrong passwords from one address; the rest must wait', async () => {
    const account = 'member@tradebridge.dev';
    // One instant for every try, however slowly a busy machine serves them: the wait after the
    // third failure (1 s) has not run out for any of them, so only the lock decides.
    const at = new Date();
    t.app.deps.now = other.app.deps.now = () => at;
    // Every try solves its own picture code first, as a real one must.
    const pictures = [];
    for (let i = 0; i < 30; i += 1) pictures.push(await captcha(t.app));
    const answers = await Promise.all(
      pictures.map(({ codeToken, answer }, i) =>
        post(appOf(i), 'login.json', {
          loginAccount: b64(account),
          pwd: b64(`Wrong-guess-${i}`),
          verifyCode: answer,
          codeToken,
        }),
      ),
    );
    const codes = answers.map((a) => a.json().errorCode as string);
    expect(count(codes, 'LOGIN_FAILED')).toBe(THROTTLE_AFTER);
    expect(count(codes, 'LOGIN_THROTTLED')).toBe(30 - THROTTLE_AFTER);
    // The record says the same: three wrong passwords, the rest refused as too early, none pending.
    const recorded = await rows(
      `SELECT reason, count(*)::int AS n FROM login_attempts WHERE account = 'email:${account}' GROUP BY reason`,
    );
    expect(Object.fromEntries(recorded.map((r) => [r.reason, r.n]))).toEqual({
      wrongPassword: THROTTLE_AFTER,
      throttled: 30 - THROTTLE_AFTER,
    });
  });

  it('leaves nothing pending after a right login, and a right login still opens a session', async () => {
    await clearRateLimits(t.database);
    await login(other.app, 'demo@tradebridge.dev');
    const recorded = await rows(
      "SELECT success, reason FROM login_attempts WHERE account = 'email:demo@tradebridge.dev'",
    );
    expect(recorded).toEqual([{ success: true, reason: null }]);
  });
});

describe('one-time codes guessed at once', () => {
  it('compares five of 30 wrong codes; then the code is void, the right one too', async () => {
    await clearRateLimits(t.database);
    const account = 'guess-race@shop.example';
    const sent = await post(t.app, 'sendCode.json', { loginAccount: account, scene: 'register' });
    expect(sent.json().status).toBe(1);
    const right = (await latestCode(t.app, account))!;
    const wrong = Array.from({ length: 30 }, (_, i) =>
      String((Number(right) + 1 + i) % 10_000).padStart(4, '0'),
    );
    const register = (app: FastifyInstance, verifyCode: string, i: number) =>
      app.inject({
        method: 'POST',
        url: `${MER}/register.json`,
        payload: { loginAccount: account, registerType: 'email', verifyCode, pwd: 'Tradebridge1' },
        // Registrations are limited per address: each try comes from its own.
        remoteAddress: `198.51.100.${i + 1}`,
      });
    const answers = await Promise.all(wrong.map((code, i) => register(appOf(i), code, i)));
    const codes = answers.map((a) => a.json().errorCode as string);
    // Four told "wrong", the fifth voids the code; every later try finds it void.
    expect(count(codes, 'CODE_WRONG')).toBe(CODE_MAX_TRIES - 1);
    expect(count(codes, 'CODE_VOID')).toBe(30 - (CODE_MAX_TRIES - 1));
    const late = await register(t.app, right, 100);
    expect(late.json().errorCode).toBe('CODE_VOID');
  });
});
