// Helpers of the operator-console integration tests: calls with an operator session, logging an
// operator in through the real password + authenticator flow, and logging a merchant user in.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { HOTP, Secret, TOTP } from 'otpauth';
import type { OperatorRole } from '@tradebridge/contracts';
import { expect } from 'vitest';
import { captcha, MER } from './session.ts';

export const OPS = '/finance-gateway/api/ops';
export const DEMO_PASSWORD = 'Tradebridge1';
export const ADMIN_EMAIL = 'admin@tradebridge.dev';

export type Session = { token: string; financeToken: string };
export type OpsSession = Session & { secret: string; id: string };

export const authHeaders = (session?: Session) =>
  session ? { authorization: session.token, 'session-finance-token': session.financeToken } : {};

/** POST an operator call; `remoteAddress` varies the caller's IP (login limits are per IP). */
export const ops = (
  app: FastifyInstance,
  path: string,
  body: object = {},
  session?: Session,
  remoteAddress?: string,
): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST',
    url: `${OPS}/${path}`,
    headers: { ...authHeaders(session), language: 'en-US' },
    payload: body,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

/** The authenticator code of `secret` for now plus `offsetSteps` 30-second steps. */
export const totpCode = (secret: string, offsetSteps = 0) =>
  TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: Date.now() + offsetSteps * 30_000,
  });

/** A well-formed code that no step near now accepts. */
export const wrongCode = (secret: string) => {
  const key = Secret.fromBase32(secret);
  const current = TOTP.counter({ timestamp: Date.now() });
  const near = new Set<string>();
  for (let step = current - 3; step <= current + 3; step++) {
    near.add(HOTP.generate({ secret: key, counter: step }));
  }
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
};

/** A solved picture code of the console login: { codeToken, verifyCode }. */
export const opsCaptcha = async (app: FastifyInstance) => {
  const { codeToken, answer } = await captcha(app, OPS);
  return { codeToken, verifyCode: answer };
};

/** The password step of the console login, with a solved picture code. */
export const opsLogin = async (
  app: FastifyInstance,
  body: { loginAccount: string; pwd: string; totpCode?: string },
  remoteAddress?: string,
) => ops(app, 'login.json', { ...body, ...(await opsCaptcha(app)) }, undefined, remoteAddress);

/** First login of an operator: password, enrol the authenticator with its first code, session. */
export const enrolOperator = async (
  app: FastifyInstance,
  email: string,
  pwd = DEMO_PASSWORD,
  remoteAddress?: string,
): Promise<OpsSession> => {
  const first = await opsLogin(app, { loginAccount: email, pwd }, remoteAddress);
  expect(first.json()).toMatchObject({ status: 1, result: { step: 'enrol' } });
  const { enrolToken, secret } = first.json().result as { enrolToken: string; secret: string };
  const done = await ops(
    app,
    'totp/enrol.json',
    { enrolToken, totpCode: totpCode(secret) },
    undefined,
    remoteAddress,
  );
  expect(done.json()).toMatchObject({ status: 1, result: { step: 'done' } });
  const session = done.json().result as Session;
  const me = await ops(app, 'me.json', {}, session);
  return { ...session, secret, id: me.json().result.id as string };
};

/** One operator of each role for tests that check what a role may do (password: <Role>123). */
export const ROLE_PRESETS = {
  reviewer: { email: 'rita.reviewer@tradebridge.dev', name: 'Rita Reviewer', pwd: 'Reviewer123' },
  finance: { email: 'fin@tradebridge.dev', name: 'Fin', pwd: 'Finance123' },
  manager: { email: 'max.manager@tradebridge.dev', name: 'Max Manager', pwd: 'Manager123' },
  admin: { email: 'ada.second@tradebridge.dev', name: 'Ada Second', pwd: 'Admin1234' },
} as const satisfies Record<OperatorRole, { email: string; name: string; pwd: string }>;

/** The admin creates an operator of `role` (its preset), who then enrols and is signed in. */
export const operatorWithRole = async (
  app: FastifyInstance,
  admin: Session,
  role: OperatorRole,
): Promise<OpsSession> => {
  const preset = ROLE_PRESETS[role];
  const created = await ops(app, 'operators/create.json', { ...preset, role }, admin);
  expect(created.json()).toMatchObject({ status: 1 });
  return enrolOperator(app, preset.email, preset.pwd);
};

/** A later login of an enrolled operator: password, then the next unused authenticator code. */
export const loginOperator = async (
  app: FastifyInstance,
  email: string,
  secret: string,
  pwd = DEMO_PASSWORD,
): Promise<Session> => {
  for (const offset of [0, 1]) {
    const res = await opsLogin(app, {
      loginAccount: email,
      pwd,
      totpCode: totpCode(secret, offset),
    });
    if (res.json().result?.step === 'done') return res.json().result as Session;
  }
  throw new Error(`operator ${email} could not log in again`);
};

/** An error envelope's code (and the HTTP status it came with). */
export const failure = (res: LightMyRequestResponse) => ({
  httpStatus: res.statusCode,
  errorCode: (res.json() as { errorCode?: string }).errorCode,
});

/** Logs a merchant user in through the captcha and the Base64 login of the portal. */
export const merchantLogin = async (
  app: FastifyInstance,
  loginAccount: string,
  pwd = DEMO_PASSWORD,
): Promise<Session> => {
  const codeToken = `t${Math.random().toString(36).slice(2, 14)}`;
  const picture = await app.inject({
    method: 'GET',
    url: `${MER}/common/vcode?codeToken=${codeToken}`,
  });
  expect(picture.statusCode).toBe(200);
  const inbox = await app.inject({ method: 'GET', url: '/finance-gateway/api/dev/inbox' });
  const captcha = (inbox.json().result.captchas as { codeToken: string; answer: string }[]).find(
    (c) => c.codeToken === codeToken,
  );
  expect(captcha).toBeDefined();
  const res = await app.inject({
    method: 'POST',
    url: `${MER}/login.json`,
    payload: {
      loginAccount: Buffer.from(loginAccount).toString('base64'),
      pwd: Buffer.from(pwd).toString('base64'),
      verifyCode: captcha!.answer,
      codeToken,
    },
  });
  expect(res.json()).toMatchObject({ status: 1 });
  return res.json().result as Session;
};
