// Operator login: picture code, authenticator enrolment at first login, TOTP with replay protection,
// and failed logins that slow the address down without locking the operator out.
import { ZOperator, ZOperatorLoginResult } from '@tradebridge/contracts';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../../test/suite.ts';
import {
  ADMIN_EMAIL,
  DEMO_PASSWORD,
  enrolOperator,
  failure,
  ops,
  opsCaptcha,
  opsLogin,
  totpCode,
  wrongCode,
  type OpsSession,
} from '../../../../test/operators.ts';

const t = useTestApp();
let admin: OpsSession;

describe('operator login', () => {
  it('enrols the authenticator at first login and opens a session', async () => {
    const first = await opsLogin(t.app, { loginAccount: ADMIN_EMAIL, pwd: DEMO_PASSWORD });
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

  it('asks for the code once enrolled, then logs in with it and the ticket of the first step', async () => {
    const step = await opsLogin(t.app, { loginAccount: ADMIN_EMAIL, pwd: DEMO_PASSWORD });
    expect(step.json()).toMatchObject({ status: 1, result: { step: 'totp' } });
    const { loginTicket } = step.json().result as { loginTicket: string };

    // The enrolment used the current step; the next step's code is inside the accepted window.
    const code = totpCode(admin.secret, 1);
    const done = await ops(t.app, 'login.json', {
      loginAccount: 'Admin@Tradebridge.dev',
      pwd: DEMO_PASSWORD,
      totpCode: code,
      loginTicket,
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
      loginTicket,
    });
    expect(failure(replay)).toEqual({ httpStatus: 400, errorCode: 'TOTP_WRONG' });
    // And refused codes open no session: the current one still works.
    expect((await ops(t.app, 'me.json', {}, admin)).json().status).toBe(1);
  });

  it('needs the picture code unless a ticket of this operator and address is given', async () => {
    const none = await ops(t.app, 'login.json', { loginAccount: ADMIN_EMAIL, pwd: DEMO_PASSWORD });
    expect(failure(none)).toEqual({ httpStatus: 400, errorCode: 'VALIDATION_FAILED' });
    expect(none.json().fields[0].field).toBe('codeToken');
    const { codeToken } = await opsCaptcha(t.app);
    const wrong = await ops(t.app, 'login.json', {
      loginAccount: ADMIN_EMAIL,
      pwd: DEMO_PASSWORD,
      codeToken,
      verifyCode: 'zzzz',
    });
    expect(failure(wrong).errorCode).toBe('CAPTCHA_WRONG');
    const step = await opsLogin(t.app, { loginAccount: ADMIN_EMAIL, pwd: DEMO_PASSWORD });
    const { loginTicket } = step.json().result as { loginTicket: string };
    // Another address, another operator, a forged or expired ticket: a new picture is needed.
    const elsewhere = await ops(
      t.app,
      'login.json',
      { loginAccount: ADMIN_EMAIL, pwd: DEMO_PASSWORD, loginTicket },
      undefined,
      '203.0.113.50',
    );
    expect(failure(elsewhere).errorCode).toBe('VCODE_EXPIRED');
    const forged = `${Date.now() + 60_000}.${'0'.repeat(64)}`;
    for (const [account, ticket] of [
      [ADMIN_EMAIL, forged],
      [ADMIN_EMAIL, `1.${loginTicket.split('.')[1]}`],
      [ADMIN_EMAIL, 'x'],
      ['olga.ivanova@tradebridge.dev', loginTicket],
    ]) {
      const res = await ops(t.app, 'login.json', {
        loginAccount: account,
        pwd: DEMO_PASSWORD,
        loginTicket: ticket,
      });
      expect(failure(res).errorCode, ticket).toBe('VCODE_EXPIRED');
    }
  });

  it('refuses a wrong code and a wrong password with the same answer as an unknown account', async () => {
    const { loginTicket } = (
      await opsLogin(t.app, { loginAccount: ADMIN_EMAIL, pwd: DEMO_PASSWORD })
    ).json().result as { loginTicket: string };
    const wrong = await ops(t.app, 'login.json', {
      loginAccount: ADMIN_EMAIL,
      pwd: DEMO_PASSWORD,
      totpCode: wrongCode(admin.secret),
      loginTicket,
    });
    expect(failure(wrong).errorCode).toBe('TOTP_WRONG');
    const badPassword = await opsLogin(t.app, { loginAccount: ADMIN_EMAIL, pwd: 'Nope12345' });
    const unknown = await opsLogin(t.app, {
      loginAccount: 'nobody@tradebridge.dev',
      pwd: DEMO_PASSWORD,
    });
    expect(failure(badPassword)).toEqual({ httpStatus: 401, errorCode: 'LOGIN_FAILED' });
    expect(failure(unknown)).toEqual({ httpStatus: 401, errorCode: 'LOGIN_FAILED' });
    expect(badPassword.json().message).toBe(unknown.json().message);
  });

  it('accepts a code once even when two logins race with it', async () => {
    const olga = await enrolOperator(t.app, 'olga.ivanova@tradebridge.dev');
    const { loginTicket } = (
      await opsLogin(t.app, { loginAccount: 'olga.ivanova@tradebridge.dev', pwd: DEMO_PASSWORD })
    ).json().result as { loginTicket: string };
    const body = {
      loginAccount: 'olga.ivanova@tradebridge.dev',
      pwd: DEMO_PASSWORD,
      totpCode: totpCode(olga.secret, 1),
      loginTicket,
    };
    const answers = await Promise.all([
      ops(t.app, 'login.json', body),
      ops(t.app, 'login.json', body),
      ops(t.app, 'login.json', body),
    ]);
    const codes = answers.map((res) => res.json().errorCode ?? res.json().result.step).sort();
    expect(codes).toEqual(['TOTP_WRONG', 'TOTP_WRONG', 'done']);
  });

  it('slows an attacking address down, never locking the operator out', async () => {
    const created = await ops(
      t.app,
      'operators/create.json',
      { email: 'lock.me@tradebridge.dev', name: 'Lock Me', role: 'reviewer', pwd: 'Reviewer123' },
      admin,
    );
    expect(created.json().status).toBe(1);
    const attacker = '198.51.100.77';
    const from = (ip: string, pwd: string) =>
      opsLogin(t.app, { loginAccount: 'lock.me@tradebridge.dev', pwd }, ip);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(start);
      for (let i = 0; i < 5; i++) {
        vi.setSystemTime(start + i * 60_000);
        const res = await from(attacker, 'Wrong12345');
        expect(failure(res)).toEqual({ httpStatus: 401, errorCode: 'LOGIN_FAILED' });
      }
      // Five failures: the next try from that address waits 4 s, even with the right password.
      const early = await from(attacker, 'Reviewer123');
      expect(failure(early)).toEqual({ httpStatus: 429, errorCode: 'LOGIN_THROTTLED' });
      expect(early.json().message).toContain('4 seconds');
      // The operator, from their own address, is not refused.
      const own = await from('192.0.2.20', 'Reviewer123');
      expect(own.json()).toMatchObject({ status: 1, result: { step: 'enrol' } });
      // Waits grow with every failure and stop at 15 minutes.
      let now = start + 4 * 60_000 + 4_000;
      for (let i = 0; i < 12; i++) {
        vi.setSystemTime(now);
        expect(failure(await from(attacker, 'Wrong12345')).errorCode).toBe('LOGIN_FAILED');
        now += Math.min(2 ** (i + 3), 900) * 1000;
      }
    } finally {
      vi.useRealTimers();
    }

    // The audit log says once when the address started being slowed down.
    const audit = await ops(t.app, 'audit/list.json', { action: 'operator.throttled' }, admin);
    const entries = (audit.json().result.list as { target: string }[]).filter(
      (e) => e.target === `operator:${created.json().result.id}`,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorType: 'system' });
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
