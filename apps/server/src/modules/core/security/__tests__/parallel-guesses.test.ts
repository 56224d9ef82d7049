// Payment-password guesses sent at once (issue 35, item 4): the outside probe sent 30 wrong PINs
// together and 6–16 were judged, because the lock was read before the comparison and the failure
// counted after it. Each outcome is now recorded in the statement that checks the lock, so at most
// the limit (5) are answered before the lock, across two server processes on PostgreSQL too, while
// right entries sent at once all pass.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, rowsOf, secondProcess, type TestApp } from '../../../../test/app.ts';
import { authHeaders, latestCode, login, post, type Tokens } from '../../../../test/session.ts';
import { PAY_LOCK_AFTER } from '../pay-password.ts';

const ACCOUNT = 'buyer@tradebridge.dev';
const PIN = '369258';
let t: TestApp;
let other: Awaited<ReturnType<typeof secondProcess>>;
let buyer: Tokens;

const call = (app: FastifyInstance, path: string, body: unknown) =>
  post(app, path, body, { ...authHeaders(buyer), language: 'en-US' });

/** A change of payment password from `old`: judged right when it says "same as the last". */
const tryPin = (app: FastifyInstance, old: string) =>
  call(app, 'merExtend/orderCredentialModify.json', {
    checkAccount: ACCOUNT,
    oldCredential: old,
    newCredential: PIN,
    newCredentialTwo: PIN,
  });

const rows = (text: string) => rowsOf(t.database, text);

const lockAudits = async () =>
  Number(
    (
      await rows(
        "SELECT count(*)::int AS n FROM audit_log WHERE action = 'security.payments.locked'",
      )
    )[0]!.n,
  );

const unlock = () =>
  t.database.db.execute(
    'UPDATE user_security SET pay_locked_until = NULL, pay_pwd_failures = 0' as never,
  );

beforeAll(async () => {
  t = await createTestApp();
  other = await secondProcess(t);
  buyer = await login(t.app, ACCOUNT);
  expect((await call(t.app, 'checkSmsCode.json', { checkAccount: ACCOUNT })).json().status).toBe(1);
  const set = await call(t.app, 'merExtend/orderVerifyConfig.json', {
    checkAccount: ACCOUNT,
    dynamicCode: await latestCode(t.app, ACCOUNT),
    payPwd: PIN,
    payPwdTwo: PIN,
  });
  expect(set.json().status).toBe(1);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

/** 30 tries at once, alternating between the two processes. */
const guessTogether = async (pins: string[]) => {
  const answers = await Promise.all(
    pins.map((pin, i) => tryPin(i % 2 === 0 ? t.app : other.app, pin)),
  );
  return answers.map((a) => a.json().errorCode as string);
};

const count = (codes: string[], code: string) => codes.filter((c) => c === code).length;

describe('payment-password guesses sent at once', () => {
  it('compares at most five of 30 wrong ones, locks once and refuses the rest', async () => {
    const codes = await guessTogether(
      Array.from({ length: 30 }, (_, i) => String(100_000 + i * 7)),
    );
    // Four told how many tries are left, then the fifth locks; every other one finds the lock.
    expect(count(codes, 'PAY_PWD_WRONG')).toBe(PAY_LOCK_AFTER - 1);
    expect(count(codes, 'PAY_LOCKED')).toBe(30 - (PAY_LOCK_AFTER - 1));
    expect(await lockAudits()).toBe(1);
    const [state] = await rows(
      'SELECT pay_locked_until FROM user_security WHERE pay_pwd_hash IS NOT NULL',
    );
    expect(state!.pay_locked_until).not.toBeNull();
  });

  it('refuses the right one too while locked', async () => {
    expect((await tryPin(t.app, PIN)).json().errorCode).toBe('PAY_LOCKED');
    await unlock();
  });

  it('accepts the right one among wrong ones only before the lock, and answers no wrong one after it', async () => {
    // Four wrong already: the next wrong entry locks. 30 sent together, the right PIN among them.
    for (let i = 0; i < PAY_LOCK_AFTER - 1; i += 1)
      expect((await tryPin(t.app, '100003')).json().errorCode).toBe('PAY_PWD_WRONG');
    const pins = Array.from({ length: 30 }, (_, i) => (i === 15 ? PIN : String(200_000 + i)));
    const locksBefore = await lockAudits();
    const codes = await guessTogether(pins);
    // Either the right PIN was recorded first (it passes, refused only as the same PIN, and starts
    // the count afresh: four more wrong ones are told so, the fifth locks), or a wrong one was,
    // which locked: then nothing else is judged, the right PIN included.
    expect(await lockAudits()).toBe(locksBefore + 1);
    if (codes[15] === 'PAY_PWD_SAME_AS_LAST') {
      expect(count(codes, 'PAY_PWD_WRONG')).toBe(PAY_LOCK_AFTER - 1);
      expect(count(codes, 'PAY_LOCKED')).toBe(30 - PAY_LOCK_AFTER);
    } else {
      expect(count(codes, 'PAY_LOCKED')).toBe(30);
    }
    await unlock();
  });

  it('never refuses right entries sent at once', async () => {
    const codes = await guessTogether(Array.from({ length: 10 }, () => PIN));
    expect(codes).toEqual(Array(10).fill('PAY_PWD_SAME_AS_LAST'));
  });

  it('starts the count afresh after a right entry', async () => {
    expect((await tryPin(t.app, '100003')).json().errorCode).toBe('PAY_PWD_WRONG');
    expect((await tryPin(other.app, PIN)).json().errorCode).toBe('PAY_PWD_SAME_AS_LAST');
    const wrong = await tryPin(t.app, '100003');
    expect(wrong.json().message).toContain(`${PAY_LOCK_AFTER - 1} tries left`);
    await unlock();
  });
});
