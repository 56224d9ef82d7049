import { HOTP, Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearRateLimits, createTestApp, type TestApp } from '../../../../test/app.ts';
import {
  ADMIN_EMAIL,
  authHeaders as opsHeaders,
  enrolOperator,
  ops,
} from '../../../../test/operators.ts';
import { authHeaders, latestCode, login, post, type Tokens } from '../../../../test/session.ts';
import { userOf } from '../../../../platform/http/auth.ts';
import { ok } from '../../../../platform/http/envelope.ts';
import { hashPassword } from '../../../../platform/crypto.ts';
import { confirmPayment } from '../index.ts';

let t: TestApp;
let demo: Tokens;
beforeAll(async () => {
  // A probe payment route: the confirmation module as later money flows call it.
  t = await createTestApp({}, async (app) => {
    await app.register(
      async (scope) => {
        const { authScope } = await import('../../../../platform/http/auth.ts');
        await scope.register(authScope('user'));
        scope.post('/pay.json', async (request) => {
          const body = request.body as {
            total: string;
            reenteredTotal: string;
            payPwd?: string;
            dynamicCode?: string;
            accountCode?: string;
          };
          const confirmation = await confirmPayment(app.deps, userOf(request), {
            total: body.total,
            reenteredTotal: body.reenteredTotal,
            credentials: {
              payPwd: body.payPwd,
              dynamicCode: body.dynamicCode,
              accountCode: body.accountCode,
            },
          });
          await app.db.transaction((tx) => confirmation.consume(tx));
          return ok({ paid: true });
        });
      },
      { prefix: '/finance-gateway/api/mer/probe' },
    );
  });
  demo = await login(t.app, 'demo@tradebridge.dev');
});
afterAll(() => t.close());

const call = (path: string, body?: unknown, tokens = demo) =>
  post(t.app, path, body, { ...authHeaders(tokens), language: 'en-US' });
const clearLimits = () => clearRateLimits(t.database);

const securityCode = async () => {
  await clearLimits();
  const sent = await call('checkSmsCode.json', { checkAccount: 'demo@tradebridge.dev' });
  expect(sent.json().status).toBe(1);
  return (await latestCode(t.app, 'demo@tradebridge.dev'))!;
};

/** The demo user's payment password calls: the path, what proves the user, the new PIN's field. */
const PIN_CALLS = {
  set: ['merExtend/orderVerifyConfig.json', 'dynamicCode', 'payPwd'],
  modify: ['merExtend/orderCredentialModify.json', 'oldCredential', 'newCredential'],
  reset: ['merExtend/orderCredentialReset.json', 'dynamicCode', 'newCredential'],
} as const;
/** One of them, the new PIN entered twice alike. */
const pinCall = (kind: keyof typeof PIN_CALLS, proof: string, pin: string) => {
  const [path, proofField, pinField] = PIN_CALLS[kind];
  return call(path, {
    checkAccount: 'demo@tradebridge.dev',
    [proofField]: proof,
    [pinField]: pin,
    [`${pinField}Two`]: pin,
  });
};
const setPin = (dynamicCode: string, pin: string) => pinCall('set', dynamicCode, pin);
const modifyPin = (oldPin: string, pin: string) => pinCall('modify', oldPin, pin);
const resetPin = (dynamicCode: string, pin: string) => pinCall('reset', dynamicCode, pin);

const totpAt = (secret: string, offsetSteps = 0) =>
  HOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    counter: TOTP.counter({ period: 30 }) + offsetSteps,
  });

describe('payment password', () => {
  it('starts with nothing set', async () => {
    const flags = (await call('securityAuthFlag.json')).json().result;
    expect(flags).toMatchObject({
      loginPassword: true,
      payPassword: false,
      authenticator: false,
      dualVerification: false,
      checkAccount: 'de***@tradebridge.dev',
    });
  });

  it('sends codes only to the own account', async () => {
    const res = await call('checkSmsCode.json', { checkAccount: 'buyer@tradebridge.dev' });
    expect(res.json().errorCode).toBe('CHECK_ACCOUNT_MISMATCH');
  });

  it.each([
    ['111111', 'PAY_PWD_SAME_DIGITS'],
    ['123456', 'PAY_PWD_SEQUENCE'],
    ['987654', 'PAY_PWD_SEQUENCE'],
    ['123123', 'PAY_PWD_COMMON'],
  ])('refuses the too simple %s and says why', async (pin, code) => {
    const res = await setPin('0000', pin);
    expect(res.json().errorCode).toBe(code);
  });

  it('refuses two different entries with the spec message', async () => {
    const res = await call('merExtend/orderVerifyConfig.json', {
      checkAccount: 'demo@tradebridge.dev',
      dynamicCode: '0000',
      payPwd: '258147',
      payPwdTwo: '258148',
    });
    // The catalogued code of spec §8, with its message, and the field it concerns.
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'PAY_PASSWORDS_MISMATCH',
      message: 'The two passwords are inconsistent.',
      fields: [{ field: 'payPwdTwo', message: 'the two passwords are inconsistent' }],
    });
    for (const [path, body] of [
      [
        'merExtend/orderCredentialModify.json',
        { oldCredential: '111111', newCredential: '258147', newCredentialTwo: '258148' },
      ],
      [
        'merExtend/orderCredentialReset.json',
        { dynamicCode: '0000', newCredential: '258147', newCredentialTwo: '258148' },
      ],
    ] as const) {
      const other = await call(path, { checkAccount: 'demo@tradebridge.dev', ...body });
      expect(other.json().errorCode, path).toBe('PAY_PASSWORDS_MISMATCH');
    }
  });

  it('sets it with the code sent to the account, stored hashed', async () => {
    const code = await securityCode();
    const res = await setPin(code, '258147');
    expect(res.json().status).toBe(1);
    const rows = (await t.database.db.execute(
      'SELECT pay_pwd_hash FROM user_security' as never,
    )) as unknown as { rows: { pay_pwd_hash: string }[] };
    // A keyed hash (docs/decisions/0015): the key is not in the database.
    expect(rows.rows[0]!.pay_pwd_hash).toMatch(/^hmac-sha256\$[0-9a-f]{64}$/);
    expect(JSON.stringify(rows.rows)).not.toContain('258147');
    const again = await setPin(code, '369258');
    expect(again.json().errorCode).toBe('PAY_PWD_ALREADY_SET');
  });

  it('changes it with the old one and refuses the same one again', async () => {
    const same = await modifyPin('258147', '258147');
    expect(same.json().errorCode).toBe('PAY_PWD_SAME_AS_LAST');
    const res = await modifyPin('258147', '369258');
    expect(res.json().status).toBe(1);
  });

  it('still accepts a PIN stored as argon2id before, and stores it keyed afterwards', async () => {
    const userId = (await t.database.db.execute(
      "SELECT u.id FROM users u WHERE u.email = 'demo@tradebridge.dev'" as never,
    )) as unknown as { rows: { id: string }[] };
    const id = userId.rows[0]!.id;
    const legacy = await hashPassword(t.app.deps.secrets.keyedHash(`paypwd|${id}|369258`));
    const stored = async () =>
      (
        (await t.database.db.execute(
          `SELECT pay_pwd_hash FROM user_security WHERE user_id = '${id}'` as never,
        )) as unknown as { rows: { pay_pwd_hash: string }[] }
      ).rows[0]!.pay_pwd_hash;
    const keyed = await stored();
    await t.database.db.execute(
      `UPDATE user_security SET pay_pwd_hash = '${legacy}' WHERE user_id = '${id}'` as never,
    );
    expect((await modifyPin('111357', '472951')).json().errorCode).toBe('PAY_PWD_WRONG');
    expect(await stored()).toBe(legacy);
    // The right PIN passes (refused only for being the same as the last) and is stored keyed.
    expect((await modifyPin('369258', '369258')).json().errorCode).toBe('PAY_PWD_SAME_AS_LAST');
    expect(await stored()).toBe(keyed);
    await t.database.db.execute('UPDATE user_security SET pay_pwd_failures = 0' as never);
  });

  it('locks payments for 30 minutes after 5 wrong entries, with the time shown', async () => {
    for (let left = 4; left >= 1; left--) {
      const res = await modifyPin('000001', '472951');
      expect(res.json()).toMatchObject({ errorCode: 'PAY_PWD_WRONG' });
      expect(res.json().message).toContain(`${left} tries left`);
    }
    const fifth = await modifyPin('000001', '472951');
    expect(fifth.json().errorCode).toBe('PAY_LOCKED');
    // In the caller's language's own format (English here), in their zone or else in UTC.
    expect(fifth.json().message).toMatch(
      /locked until \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2} [AP]M( UTC)?\.$/,
    );
    const right = await modifyPin('369258', '472951');
    expect(right.json().errorCode).toBe('PAY_LOCKED');
    const flags = (await call('securityAuthFlag.json')).json().result;
    const minutes = (Date.parse(flags.payLockedUntil) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    await t.database.db.execute('UPDATE user_security SET pay_locked_until = NULL' as never);
  });

  it('resets a forgotten one with a code', async () => {
    const code = await securityCode();
    const res = await resetPin(code, '472951');
    expect(res.json().status).toBe(1);
  });
});

let secret = '';

describe('authenticator', () => {
  it('binds by a first code, secret encrypted at rest', async () => {
    const init = (await call('mfa/bindInit.json')).json().result;
    expect(init.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(init.otpauthUrl).toContain('otpauth://totp/Tradebridge');
    secret = init.secret;
    const wrong = await call('mfa/bind.json', { bindToken: init.bindToken, dynamicCode: '000000' });
    expect(wrong.json().errorCode).toBe('TOTP_WRONG');
    expect(
      (
        await call('mfa/bind.json', { bindToken: init.bindToken, dynamicCode: totpAt(secret) })
      ).json().status,
    ).toBe(1);
    expect((await call('mfa/query.json')).json().result.bound).toBe(true);
    const rows = (await t.database.db.execute(
      'SELECT totp_secret FROM user_security' as never,
    )) as unknown as { rows: { totp_secret: string }[] };
    expect(rows.rows[0]!.totp_secret).not.toContain(secret);
  });

  it('refuses unbinding without a current code, and a code used twice', async () => {
    const noCode = await call('mfa/unbind.json', { dynamicCode: '000000', payPwd: '472951' });
    expect(noCode.json().errorCode).toBe('TOTP_WRONG');
    // The binding code's step was used; the same code cannot serve again.
    const replay = await call('mfa/unbind.json', { dynamicCode: totpAt(secret), payPwd: '472951' });
    expect(replay.json().errorCode).toBe('TOTP_WRONG');
  });

  it('switches on dual verification only with both set', async () => {
    const res = await call('merExtend/dualVerification.json', { enabled: true, payPwd: '472951' });
    expect(res.json().status).toBe(1);
    expect((await call('payment/requirements.json')).json().result).toMatchObject({
      payPassword: true,
      authenticator: true,
      accountCode: false,
      missing: [],
    });
    const buyer = await login(t.app, 'buyer@tradebridge.dev');
    const refused = await call(
      'merExtend/dualVerification.json',
      { enabled: true, payPwd: '472951' },
      buyer,
    );
    expect(refused.json()).toMatchObject({
      errorCode: 'SECURITY_NOT_SET',
      message: 'Security information must be set first.',
    });
  });
});

describe('payment confirmation', () => {
  it('demands the re-entered total, the payment password and the authenticator under dual verification', async () => {
    const mismatch = await call('probe/pay.json', {
      total: '100.00',
      reenteredTotal: '10.00',
      payPwd: '472951',
    });
    expect(mismatch.json().errorCode).toBe('AMOUNT_MISMATCH');
    const noTotp = await call('probe/pay.json', {
      total: '100.00',
      reenteredTotal: '100.00',
      payPwd: '472951',
    });
    expect(noTotp.json().errorCode).toBe('TOTP_WRONG');
    const code = totpAt(secret, 1);
    const paid = await call('probe/pay.json', {
      total: '100.00',
      reenteredTotal: '100.00',
      payPwd: '472951',
      dynamicCode: code,
    });
    expect(paid.json()).toEqual({ status: 1, result: { paid: true } });
    const replay = await call('probe/pay.json', {
      total: '100.00',
      reenteredTotal: '100.00',
      payPwd: '472951',
      dynamicCode: code,
    });
    expect(replay.json().errorCode).toBe('TOTP_WRONG');
  });

  it('asks a user without a payment password to set security first', async () => {
    const buyer = await login(t.app, 'buyer@tradebridge.dev');
    const res = await call(
      'probe/pay.json',
      { total: '5', reenteredTotal: '5', payPwd: '472951' },
      buyer,
    );
    expect(res.json().errorCode).toBe('SECURITY_NOT_SET');
    expect(
      (await call('payment/requirements.json', undefined, buyer)).json().result.missing,
    ).toEqual(['payPassword']);
  });

  it('without dual verification asks for a code sent to the account', async () => {
    const buyer = await login(t.app, 'buyer@tradebridge.dev');
    await clearLimits();
    await call('checkSmsCode.json', { checkAccount: 'buyer@tradebridge.dev' }, buyer);
    const code = (await latestCode(t.app, 'buyer@tradebridge.dev'))!;
    await call(
      'merExtend/orderVerifyConfig.json',
      {
        checkAccount: 'buyer@tradebridge.dev',
        dynamicCode: code,
        payPwd: '582947',
        payPwdTwo: '582947',
      },
      buyer,
    );
    expect((await call('payment/requirements.json', undefined, buyer)).json().result).toMatchObject(
      { authenticator: false, accountCode: true },
    );
    const noCode = await call(
      'probe/pay.json',
      { total: '5', reenteredTotal: '5', payPwd: '582947' },
      buyer,
    );
    expect(noCode.json().errorCode).toBe('SEND_CODE_FIRST');
    await clearLimits();
    await call('payment/sendCode.json', undefined, buyer);
    const payCode = (await latestCode(t.app, 'buyer@tradebridge.dev'))!;
    const paid = await call(
      'probe/pay.json',
      { total: '5', reenteredTotal: '5', payPwd: '582947', accountCode: payCode },
      buyer,
    );
    expect(paid.json()).toEqual({ status: 1, result: { paid: true } });
    const reused = await call(
      'probe/pay.json',
      { total: '5', reenteredTotal: '5', payPwd: '582947', accountCode: payCode },
      buyer,
    );
    expect(reused.json().errorCode).toBe('SEND_CODE_FIRST');
  });
});

describe('notification settings', () => {
  it('are all on by default and change per kind and channel', async () => {
    const list = (await call('notify/query.json')).json().result.list;
    // The spec's four toggles, then rate alerts and exchange review results (issue 18).
    expect(list.map((s: { kind: string }) => s.kind)).toEqual([
      'accountOpening',
      'cardBinding',
      'fundInflow',
      'fundOutflow',
      'rateAlert',
      'exchangeReview',
    ]);
    expect(list.every((s: { inApp: boolean; email: boolean }) => s.inApp && s.email)).toBe(true);
    const updated = await call('notify/update.json', {
      kind: 'fundInflow',
      inApp: true,
      email: false,
    });
    expect(
      updated.json().result.list.find((s: { kind: string }) => s.kind === 'fundInflow'),
    ).toEqual({ kind: 'fundInflow', inApp: true, email: false });
  });
});

describe('document expiry', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  const upload = (data: Buffer, filename: string, tokens = demo) => {
    const boundary = '----tb' + Math.random().toString(16).slice(2);
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/finance-gateway/api/mer/file/upload.json',
      headers: {
        ...authHeaders(tokens),
        'content-type': `multipart/form-data; boundary=${boundary}`,
        language: 'en-US',
      },
      payload: body,
    });
  };

  it('lists expired and soon expiring documents, masked, and not the valid ones', async () => {
    const list = (await call('idExpire/list.json')).json().result.list;
    expect(
      list.map((d: { holderName: string; expired: boolean }) => [d.holderName, d.expired]),
    ).toEqual([
      ['Chen Jing', true],
      ['Zhang Wei', false],
    ]);
    expect(list[1].idNumber).toMatch(/^\*+1234$/);
    expect(list[1].daysLeft).toBe(20);
  });

  it('checks uploads by content, not by name', async () => {
    const fake = await upload(Buffer.from('%!PS not really a png'), 'photo.png');
    expect(fake.json()).toMatchObject({ errorCode: 'FILE_TYPE_REFUSED' });
    const real = await upload(png, 'renewed.png');
    expect(real.json().result).toMatchObject({ mime: 'image/png', name: 'renewed.png' });
  });

  it('submits a renewal once; another merchant cannot use the file or the document', async () => {
    const fileId = (await upload(png, 'id.png')).json().result.id;
    const doc = (await call('idExpire/list.json')).json().result.list[0];
    const past = await call('idExpire/modify.json', {
      documentId: doc.id,
      fileId,
      newExpiresOn: '2020-01-01',
    });
    expect(past.json().message).toBe('newExpiresOn: must be a date in the future');
    const buyer = await login(t.app, 'buyer@tradebridge.dev');
    expect(
      (
        await call(
          'idExpire/modify.json',
          { documentId: doc.id, fileId, newExpiresOn: '2036-01-01' },
          buyer,
        )
      ).json().errorCode,
    ).toBe('NOT_FOUND');
    const buyerFile = (await upload(png, 'b.png', buyer)).json().result.id;
    expect(
      (
        await call('idExpire/modify.json', {
          documentId: doc.id,
          fileId: buyerFile,
          newExpiresOn: '2036-01-01',
        })
      ).json().errorCode,
    ).toBe('NOT_FOUND');
    const res = await call('idExpire/modify.json', {
      documentId: doc.id,
      fileId,
      newExpiresOn: '2036-01-01',
    });
    expect(res.json().result.list[0].renewal).toMatchObject({
      state: 1,
      newExpiresOn: '2036-01-01',
    });
    expect(
      (
        await call('idExpire/modify.json', {
          documentId: doc.id,
          fileId,
          newExpiresOn: '2036-01-01',
        })
      ).json().errorCode,
    ).toBe('RENEWAL_PENDING');
  });
});

describe('renewal review in the console', () => {
  it('approves a renewal: the document takes the new validity and the renewal keeps the old one', async () => {
    const admin = await enrolOperator(t.app, ADMIN_EMAIL);
    const queue = (await ops(t.app, 'documents/renewals.json', { state: 1 }, admin)).json().result;
    expect(queue.total).toBe(1);
    const renewal = queue.list[0];
    const reject = await ops(
      t.app,
      'documents/review.json',
      { renewalId: renewal.id, approve: false },
      admin,
    );
    expect(reject.json().message).toBe('reason: cannot be empty');
    const approved = (
      await ops(t.app, 'documents/review.json', { renewalId: renewal.id, approve: true }, admin)
    ).json().result;
    expect(approved).toMatchObject({
      state: 3,
      newExpiresOn: '2036-01-01',
      oldExpiresOn: renewal.oldExpiresOn,
    });
    expect(approved.oldExpiresOn).not.toBe('2036-01-01');
    const list = (await call('idExpire/list.json')).json().result.list;
    expect(list.find((d: { id: string }) => d.id === renewal.documentId)).toBeUndefined();
    const file = await t.app.inject({
      method: 'POST',
      url: '/finance-gateway/api/ops/documents/renewalFile.json',
      headers: { ...opsHeaders(admin), 'content-type': 'application/json' },
      payload: { renewalId: renewal.id },
    });
    expect(file.headers['content-type']).toBe('image/png');
  });
});
