// An operator signed in through the console API itself (picture code from the development inbox,
// password, then the authenticator enrolled at this first login of the journey's fresh server), for
// journeys that need an operator's decision without driving the console's screens.
import { expect } from 'vitest';
import { apiCaptcha } from './dev-inbox.ts';
import { DEMO_PASSWORD } from './sign-in.ts';
import { totpOf } from './totp.ts';

type Envelope<T> = { status: number; result: T; errorCode?: string; message?: string };

type LoginStep =
  | { step: 'done'; token: string; financeToken: string }
  | { step: 'enrol'; enrolToken: string; secret: string }
  | { step: 'totp'; loginTicket: string };

/** Payout service hours around the clock, set by journeys that must run at any hour. */
export const PAYOUTS_ALL_DAY = {
  timeZone: 'Asia/Hong_Kong',
  days: [1, 2, 3, 4, 5, 6, 7],
  opens: '00:00',
  closes: '24:00',
  fastCutoff: '24:00',
};

/**
 * Signs the operator in (first login: enrolment) and answers callers of the console API, with the
 * enrolled secret.
 */
export const operatorApi = async (baseUrl: string, email: string, password = DEMO_PASSWORD) => {
  const ops = `${baseUrl}/finance-gateway/api/ops`;
  const send = async <T>(path: string, body: unknown, headers: Record<string, string> = {}) =>
    (await (
      await fetch(`${ops}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', language: 'en-US', ...headers },
        body: JSON.stringify(body),
      })
    ).json()) as Envelope<T>;

  const { codeToken, answer: verifyCode } = await apiCaptcha(baseUrl, 'ops');
  const first = await send<LoginStep>('login.json', {
    loginAccount: email,
    pwd: password,
    verifyCode,
    codeToken,
  });
  expect(first.result?.step, `${first.errorCode} ${first.message}`).toBe('enrol');
  const { enrolToken, secret } = first.result as Extract<LoginStep, { step: 'enrol' }>;
  const done = await send<LoginStep>('totp/enrol.json', {
    enrolToken,
    totpCode: totpOf(secret),
  });
  expect(done.result?.step).toBe('done');
  const session = done.result as Extract<LoginStep, { step: 'done' }>;
  const auth = { Authorization: session.token, 'Session-Finance-Token': session.financeToken };

  /** A call that must succeed; `idempotencyKey` for the calls that move money. */
  const post = async <T>(
    path: string,
    body: unknown = {},
    { idempotencyKey }: { idempotencyKey?: string } = {},
  ): Promise<T> => {
    const response = await send<T>(path, body, {
      ...auth,
      ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
    });
    expect(response, `${path}: ${response.errorCode} ${response.message}`).toMatchObject({
      status: 1,
    });
    return response.result;
  };
  /** A file sent as the console sends it (multipart `file`) to a call that must succeed. */
  const upload = async <T>(path: string, name: string, bytes: Buffer): Promise<T> => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/xml' }), name);
    const response = (await (
      await fetch(`${ops}/${path}`, {
        method: 'POST',
        headers: { ...auth, language: 'en-US' },
        body: form,
      })
    ).json()) as Envelope<T>;
    expect(response, `${path}: ${response.errorCode} ${response.message}`).toMatchObject({
      status: 1,
    });
    return response.result;
  };
  /** The authenticator's secret enrolled here: a later console sign-in in a browser needs it. */
  return { post, upload, secret };
};
