// Operator login: authenticator enrolment at first login, TOTP with replay protection, lockout.
import { ZOperator, ZOperatorLoginResult } from '@tradebridge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  ADMIN_EMAIL,
  DEMO_PASSWORD,
  enrolOperator,
  failure,
  ops,
  totpCode,
  wrongCode,
  type OpsSession,
} from '../../../test/operators.ts';

let t: TestApp;
let admin: OpsSession;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('operator login', () => {
  it('enrols the authenticator at first login and opens a session', async () => {
    const first = await ops(t.app, 'login.json', { loginAccount: ADMIN_EMAIL, pwd: DEMO_PASSWORD });
    const result = ZOperatorLoginResult.parse(first.json().result);
    expect(result.step).toBe('enrol');
    if (result.step !== 'enrol') return;
    expect(result.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Tradebridge:admin%40tradebridge\.dev\?/);
    expect(result.otpauthUrl).toContain('issuer=Tradebridge');
    expect(result.otpauthUrl).toContain(`secret=${result.secret}`);
    expect(result.qrDataUrl).toMatch(/^data:image\/png;base64,/);

    const wrong = await ops(t.app, 'totp/enrol.json', {
      enrolToken: result.enrolToken,
      totpCode: wrongCode(result.secret),
    });
    expect(failure(wrong).errorCode).toBe('TOTP_WRONG');

    const done = await ops(t.app, 'totp/enrol.json', {
      enrolToken: result.enrolToken,
      totpCode: totpCode(result.secret),
    });
    expect(done.json()).toMatchObject({ status: 1, result: { step: 'done' } });
    const session = done.json().result;
    const me = await ops(t.app, 'me.json', {}, session);
    const operator = ZOperator.parse(me.json().result);
    expect(operator).toMatchObject({ email: ADMIN_EMAIL, role: 'admin', totpEnrolled: true });
    expect(operator.lastLoginAt).not.toBeNull();
    admin = { ...session, secret: result.secret, id: operator.id };

    // The enrolment is single use.
    const again = await ops(t.app, 'totp/enrol.json', {
      enrolToken: result.enrolToken,
      totpCode: totpCode(result.secret),
    });
    expect(failure(again)).toEqual({ httpStatus: 400, errorCode: 'ENROL_EXPIRED' });
  });

  it('asks for the code once enrolled, then logs in with it', async () => {
    const step = await ops(t.app, 'login.json', { loginAccount: ADMIN_EMAIL, pwd: DEMO_PASSWORD });
    expect(step.json()).toEqual({ status: 1, result: { step: 'totp' } });

    // The enrolment used the current step; the next step's code is inside the accepted window.
    const code = totpCode(admin.secret, 1);
    const done = await ops(t.app, 'login.json', {
      loginAccount: 'Admin@Tradebridge.dev',
      pwd: DEMO_PASSWORD,
      totpCode: code,
    });
    expect(done.json()).toMatchObject({ status: 1, result: { step: 'done' } });
    const previous = admin;
    admin = { ...admin, ...done.json().result };
    // One session per operator: the new login replaced the earlier one.
    expect(failure(await ops(t.app, 'me.json', {}, previous)).errorCode).toBe('LOGIN_REPEAT');
    expect((await ops(t.app, 'me.json', {}, admin)).json().status).toBe(1);

    // The same code a second time is refused, even with the right password.
    const replay = await ops(t.app, 'login.json', {
      loginAccount: ADMIN_EMAIL,
      pwd: DEMO_PASSWORD,
      totpCode: code,
    });
    expect(failure(replay)).toEqual({ httpStatus: 400, errorCode: 'TOTP_WRONG' });
    // And refused codes open no session: the current one still works.
    expect((await ops(t.app, 'me.json', {}, admin)).json().status).toBe(1);
  });

  it('refuses a wrong code and counts it as a failed login', async () => {
    const wrong = await ops(t.app, 'login.json', {
      loginAccount: ADMIN_EMAIL,
      pwd: DEMO_PASSWORD,
      totpCode: wrongCode(admin.secret),
    });
    expect(failure(wrong).errorCode).toBe('TOTP_WRONG');
    // Replay + wrong code + this wrong password: 3 failures, 2 tries left.
    const badPassword = await ops(t.app, 'login.json', {
      loginAccount: ADMIN_EMAIL,
      pwd: 'Nope12345',
    });
    expect(failure(badPassword)).toEqual({ httpStatus: 401, errorCode: 'LOGIN_FAILED_TRIES' });
    expect(badPassword.json().message).toContain('2 tries left');
  });

  it('accepts a code once even when two logins race with it', async () => {
    const olga = await enrolOperator(t.app, 'olga.ivanova@tradebridge.dev');
    const body = {
      loginAccount: 'olga.ivanova@tradebridge.dev',
      pwd: DEMO_PASSWORD,
      totpCode: totpCode(olga.secret, 1),
    };
    const answers = await Promise.all([
      ops(t.app, 'login.json', body),
      ops(t.app, 'login.json', body),
      ops(t.app, 'login.json', body),
    ]);
    const codes = answers.map((res) => res.json().errorCode ?? res.json().result.step).sort();
    expect(codes).toEqual(['TOTP_WRONG', 'TOTP_WRONG', 'done']);
  });

  it('answers an unknown account like a wrong password, without telling which', async () => {
    const res = await ops(t.app, 'login.json', {
      loginAccount: 'nobody@tradebridge.dev',
      pwd: DEMO_PASSWORD,
    });
    expect(failure(res)).toEqual({ httpStatus: 401, errorCode: 'LOGIN_FAILED' });
  });

  it('locks an operator after 5 wrong passwords in 15 minutes', async () => {
    const created = await ops(
      t.app,
      'operators/create.json',
      { email: 'lock.me@tradebridge.dev', name: 'Lock Me', role: 'reviewer', pwd: 'Reviewer123' },
      admin,
    );
    expect(created.json().status).toBe(1);
    const counts: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await ops(t.app, 'login.json', {
        loginAccount: 'lock.me@tradebridge.dev',
        pwd: 'Wrong12345',
      });
      expect(failure(res).errorCode).toBe('LOGIN_FAILED_TRIES');
      counts.push(res.json().message);
    }
    expect(counts[0]).toContain('4 tries left');
    expect(counts[3]).toContain('1 tries left');
    const fifth = await ops(t.app, 'login.json', {
      loginAccount: 'lock.me@tradebridge.dev',
      pwd: 'Wrong12345',
    });
    expect(failure(fifth)).toEqual({ httpStatus: 423, errorCode: 'ACCOUNT_LOCKED' });
    expect(fifth.json().message).toMatch(/locked until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    // Locked: even the right password is refused.
    const right = await ops(t.app, 'login.json', {
      loginAccount: 'lock.me@tradebridge.dev',
      pwd: 'Reviewer123',
    });
    expect(failure(right).errorCode).toBe('ACCOUNT_LOCKED');

    const audit = await ops(t.app, 'audit/list.json', { action: 'operator.locked' }, admin);
    expect(audit.json().result.list[0]).toMatchObject({
      actorType: 'system',
      target: `operator:${created.json().result.id}`,
    });
  });

  it('limits login calls per IP address', async () => {
    const ip = '203.0.113.9';
    let last;
    for (let i = 0; i < 31; i++) {
      last = await ops(
        t.app,
        'login.json',
        { loginAccount: 'nobody@tradebridge.dev', pwd: 'x' },
        undefined,
        ip,
      );
    }
    expect(failure(last!)).toEqual({ httpStatus: 429, errorCode: 'RATE_LIMITED' });
  });

  it('needs a session for everything but login', async () => {
    for (const path of [
      'me.json',
      'logout.json',
      'accountManagers.json',
      'operators/list.json',
      'merchants/list.json',
      'audit/list.json',
    ]) {
      const res = await ops(t.app, path);
      expect(failure(res), path).toEqual({ httpStatus: 401, errorCode: 'NO_LOGIN' });
    }
    // The finance token is part of the session.
    const noFinance = await ops(t.app, 'me.json', {}, { token: admin.token, financeToken: 'x' });
    expect(failure(noFinance).errorCode).toBe('NO_LOGIN');
  });

  it('logs out: the session ends and the logout is audited', async () => {
    const manager = await enrolOperator(t.app, 'li.wei@tradebridge.dev');
    expect((await ops(t.app, 'logout.json', {}, manager)).json()).toEqual({
      status: 1,
      result: { ok: true },
    });
    expect(failure(await ops(t.app, 'me.json', {}, manager)).errorCode).toBe('NO_LOGIN');
    const audit = await ops(t.app, 'audit/list.json', { actorId: manager.id }, admin);
    expect(audit.json().result.list.map((e: { action: string }) => e.action)).toEqual([
      'operator.logout',
      'operator.login',
      'operator.totp.enrol',
    ]);
  });
});
