// The operator's language (issue 14, item 7): the first login makes the login page's language the
// operator's; me/language.json changes it; a later login from a page in another language leaves it;
// login and me.json answer it; each operator has their own.
import { ZCurrentOperator, type Language } from '@tradebridge/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  DEMO_PASSWORD,
  OPS,
  opsCaptcha,
  ROLE_PRESETS,
  authHeaders,
  totpCode,
  type Session,
} from '../../../../test/operators.ts';
import { useAppWithAdmin } from '../../../../test/suite.ts';

const { t, admin } = useAppWithAdmin();

/** An operator call from a page in `language` (the Language header every console call carries). */
const call = (
  language: Language,
  path: string,
  body: object = {},
  session?: Session,
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: 'POST',
    url: `${OPS}/${path}`,
    headers: { ...authHeaders(session), language },
    payload: body,
  });

const me = async (session: Session) =>
  ZCurrentOperator.parse((await call('en-US', 'me.json', {}, session)).json().result);

/** A first login in `language`: password, then the authenticator's enrolment. */
const firstLogin = async (language: Language, email: string, pwd: string) => {
  const first = await call(language, 'login.json', {
    loginAccount: email,
    pwd,
    ...(await opsCaptcha(t.app)),
  });
  const { enrolToken, secret } = first.json().result as { enrolToken: string; secret: string };
  const done = await call(language, 'totp/enrol.json', { enrolToken, totpCode: totpCode(secret) });
  expect(done.json()).toMatchObject({ status: 1, result: { step: 'done' } });
  return { ...(done.json().result as Session & { language: Language }), secret };
};

/** A later login in `language` with the next unused authenticator code. */
const laterLogin = async (language: Language, email: string, pwd: string, secret: string) => {
  for (const offset of [0, 1]) {
    const res = await call(language, 'login.json', {
      loginAccount: email,
      pwd,
      totpCode: totpCode(secret, offset),
      ...(await opsCaptcha(t.app)),
    });
    if (res.json().result?.step === 'done')
      return res.json().result as Session & { language: Language };
  }
  throw new Error(`${email} could not log in again`);
};

describe("the operator's language", () => {
  it('is set by the first login, changed by me/language.json and kept by later logins', async () => {
    const { email, name, pwd } = ROLE_PRESETS.reviewer;
    const created = await call(
      'en-US',
      'operators/create.json',
      { email, name, pwd, role: 'reviewer' },
      admin,
    );
    expect(created.json().status).toBe(1);
    // A new operator's row has no language until the first login gives one; the list says nothing.
    expect(created.json().result).not.toHaveProperty('language');

    const first = await firstLogin('ru-RU', email, pwd);
    expect(first.language).toBe('ru-RU');
    expect((await me(first)).language).toBe('ru-RU');

    const set = await call('ru-RU', 'me/language.json', { language: 'en-US' }, first);
    expect(set.json()).toMatchObject({ status: 1, result: { language: 'en-US' } });
    expect((await me(first)).language).toBe('en-US');

    // A later login from a new tab's page in the default Chinese does not take it away.
    const later = await laterLogin('zh-CN', email, pwd, first.secret);
    expect(later.language).toBe('en-US');
    expect((await me(later)).language).toBe('en-US');

    // The admin's own language (set by the admin's first login, in English) stayed as it was.
    expect((await me(admin)).language).toBe('en-US');
    const adminSet = await call('en-US', 'me/language.json', { language: 'ru-RU' }, admin);
    expect(adminSet.json().status).toBe(1);
    expect((await me(admin)).language).toBe('ru-RU');
    expect((await me(later)).language).toBe('en-US');
  });

  it('takes one of the languages, from a signed-in operator only', async () => {
    const bad = await call('en-US', 'me/language.json', { language: 'fr-FR' }, admin);
    expect(bad.json()).toMatchObject({ status: 0, errorCode: 'VALIDATION_FAILED' });
    const anonymous = await call('en-US', 'me/language.json', { language: 'en-US' });
    expect(anonymous.json().errorCode).toBe('NO_LOGIN');
  });

  it('answers the default for an operator with none stored (before the first login set one)', async () => {
    await t.database.db.execute(
      `UPDATE operators SET language = NULL WHERE email = '${ADMIN_EMAIL}'` as never,
    );
    expect((await me(admin)).language).toBe('zh-CN');
    // The next login fills it in from its page.
    const later = await laterLogin('ru-RU', ADMIN_EMAIL, DEMO_PASSWORD, admin.secret);
    expect(later.language).toBe('ru-RU');
  });
});
