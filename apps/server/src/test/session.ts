// Test helpers that go through the real public flows: captcha from the development inbox,
// Base64 login, codes read from the outbox.
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';

export const MER = '/finance-gateway/api/mer';
export const DEV = '/finance-gateway/api/dev';

export const b64 = (value: string) => Buffer.from(value, 'utf8').toString('base64');

export type Tokens = { token: string; financeToken: string };

export const authHeaders = (tokens: Tokens) => ({
  authorization: tokens.token,
  'session-finance-token': tokens.financeToken,
});

export const post = (
  app: FastifyInstance,
  path: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: path.startsWith('/') ? path : `${MER}/${path}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: payload === undefined ? '' : JSON.stringify(payload),
  });

/** Gets a captcha (of the portal, or of the console with OPS) and reads its answer from the inbox. */
export const captcha = async (app: FastifyInstance, api = MER) => {
  const codeToken = randomBytes(8).toString('hex');
  const image = await app.inject({
    method: 'GET',
    url: `${api}/common/vcode?codeToken=${codeToken}`,
  });
  if (image.statusCode !== 200) throw new Error(`vcode: ${image.statusCode} ${image.body}`);
  const inbox = await app.inject({ method: 'GET', url: `${DEV}/inbox` });
  const answer = inbox
    .json()
    .result.captchas.find((c: { codeToken: string }) => c.codeToken === codeToken)?.answer;
  return { codeToken, answer: answer as string };
};

export const loginRequest = async (
  app: FastifyInstance,
  account: string,
  password: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) => {
  const { codeToken, answer } = await captcha(app);
  return post(
    app,
    'login.json',
    { loginAccount: b64(account), pwd: b64(password), verifyCode: answer, codeToken, ...extra },
    headers,
  );
};

export const login = async (
  app: FastifyInstance,
  account: string,
  password = 'Tradebridge1',
): Promise<Tokens> => {
  const res = await loginRequest(app, account, password);
  const body = res.json();
  if (body.status !== 1) throw new Error(`login ${account}: ${res.body}`);
  return { token: body.result.token, financeToken: body.result.financeToken };
};

/** The code of the latest outbox message to `to`. */
export const latestCode = async (app: FastifyInstance, to: string) => {
  const inbox = await app.inject({ method: 'GET', url: `${DEV}/inbox` });
  const message = inbox
    .json()
    .result.messages.find((m: { to: string; code: string | null }) => m.to === to && m.code);
  return message?.code as string | undefined;
};
