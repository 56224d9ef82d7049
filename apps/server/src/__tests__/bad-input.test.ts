// What an outside probe answered with HTTP 500 (issue 11, item 3): a NUL character in a string, a
// body that is not multipart on the upload call, amounts at or past 2^63 minor units, and a huge
// sandbox credit that pinned a platform account at the integer limit. Each is now a field-level
// envelope error that writes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, authHeaders as opsHeaders, enrolOperator } from '../test/operators.ts';
import { authHeaders, login, MER, post, type Tokens } from '../test/session.ts';
import { useTestApp } from '../test/suite.ts';

const t = useTestApp();
let demo: Tokens;
let admin: Awaited<ReturnType<typeof enrolOperator>>;
beforeAll(async () => {
  demo = await login(t.app, 'demo@tradebridge.dev');
  admin = await enrolOperator(t.app, ADMIN_EMAIL);
});

const en = { language: 'en-US' };
const count = async (table: string) =>
  Number(
    (
      (await t.database.db.execute(
        `SELECT count(*)::int AS n FROM ${table}` as never,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n,
  );

describe('a NUL character', () => {
  it('is refused on the field that holds it, on a no-login call, with nothing written', async () => {
    const res = await post(t.app, 'inviteCode/validy.json', { inviteCode: 'TRADE\u00002026' }, en);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 0,
      errorCode: 'VALIDATION_FAILED',
      fields: [
        {
          field: 'inviteCode',
          message: 'contains a character that cannot be stored (NUL or a broken Unicode character)',
        },
      ],
    });
  });

  it('is refused in a nested field and in an object key', async () => {
    const outbox = await count('outbox');
    const res = await post(
      t.app,
      'sendCode.json',
      { loginAccount: 'nul\u0000@shop.example', scene: 'register' },
      en,
    );
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    expect(res.json().message).toContain('loginAccount');
    expect(await count('outbox')).toBe(outbox);
    const nested = await post(
      t.app,
      'wallet/transfer.json',
      {
        payeeAccount: 'buyer@tradebridge.dev',
        currency: 'USD',
        amount: '1.00',
        reenteredAmount: '1.00',
        credentials: { payPwd: '12\u00003456' },
      },
      { ...authHeaders(demo), ...en, 'idempotency-key': 'nul-in-credentials' },
    );
    expect(nested.json().fields).toEqual([
      {
        field: 'credentials.payPwd',
        message: 'contains a character that cannot be stored (NUL or a broken Unicode character)',
      },
    ]);
    const key = await post(t.app, 'inviteCode/validy.json', { 'a\u0000': 1, inviteCode: 'X' }, en);
    expect(key.statusCode).toBe(400);
  });

  it('is refused on the operator login and in a query string', async () => {
    const res = await post(
      t.app,
      '/finance-gateway/api/ops/login.json',
      { loginAccount: 'admin@tradebridge.dev\u0000', pwd: 'x' },
      en,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe('loginAccount');
    const picture = await t.app.inject({
      method: 'GET',
      url: `${MER}/common/vcode?codeToken=abc%00defgh`,
    });
    expect(picture.statusCode).toBe(400);
    expect(picture.json().fields[0].field).toBe('codeToken');
  });
});

describe('the upload call', () => {
  it('answers a body that is not multipart with 415, not 500', async () => {
    const json = await post(t.app, 'file/upload.json', { file: 'x' }, authHeaders(demo));
    expect(json.statusCode).toBe(415);
    expect(json.json().errorCode).toBe('UNSUPPORTED_MEDIA_TYPE');
    const text = await t.app.inject({
      method: 'POST',
      url: `${MER}/file/upload.json`,
      headers: { ...authHeaders(demo), 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBeLessThan(500);
  });

  it('keeps a file name free of control characters', async () => {
    const boundary = '----probe';
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a\u0000b.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `${MER}/file/upload.json`,
      headers: {
        ...authHeaders(demo),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    expect(res.json()).toMatchObject({ status: 1, result: { name: 'ab.png' } });
  });
});

describe('amounts', () => {
  const transfer = (amount: string, key: string) =>
    post(
      t.app,
      'wallet/transfer.json',
      {
        payeeAccount: 'buyer@tradebridge.dev',
        currency: 'USD',
        amount,
        reenteredAmount: amount,
        credentials: { payPwd: '123456', accountCode: '1234' },
      },
      { ...authHeaders(demo), ...en, 'idempotency-key': key },
    );

  it('refuses 2^63 minor units and more on the amount field', async () => {
    for (const [i, amount] of ['92233720368547758.08', '9223372036854775808', '1e30'].entries()) {
      const res = await transfer(amount, `huge-amount-${i}-key`);
      expect(res.statusCode, amount).toBe(400);
      expect(res.json().fields[0].field, amount).toBe('amount');
    }
    const res = await transfer('10000000000000', 'huge-amount-9-key');
    expect(res.json().fields).toEqual([
      { field: 'amount', message: 'must not exceed 9999999999999.99' },
      { field: 'reenteredAmount', message: 'must not exceed 9999999999999.99' },
    ]);
  });

  it('refuses a sandbox credit past the maximum, and later credits in the currency still work', async () => {
    const merchants = await t.app.inject({
      method: 'POST',
      url: '/finance-gateway/api/ops/merchants/list.json',
      headers: opsHeaders(admin),
      payload: { keyword: 'M100000002' },
    });
    const merchantId = merchants.json().result.list[0].id;
    const credit = (amount: string, key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/finance-gateway/api/ops/sandbox/credit.json',
        headers: { ...opsHeaders(admin), ...en, 'idempotency-key': key },
        payload: {
          merchantId,
          currency: 'GBP',
          amount,
          payerName: 'Probe Ltd',
          payerCountry: 'GB',
          reference: 'P-1',
        },
      });
    const huge = await credit('92233720368547758.07', 'credit-huge-0001');
    expect(huge.statusCode).toBe(400);
    expect(huge.json().fields[0]).toEqual({
      field: 'amount',
      message: 'must not exceed 9999999999999.99',
    });
    // The largest accepted credit, then an ordinary one: the platform account is not pinned.
    expect((await credit('9999999999999.99', 'credit-max-00001')).json().status).toBe(1);
    expect((await credit('12.34', 'credit-small-0001')).json().status).toBe(1);
  });

  it('refuses a movement that would take a platform balance past the ledger limit, writing nothing', async () => {
    // A platform account brought next to the limit (as ten thousand maximal credits would).
    await t.database.db.execute(
      `UPDATE ledger_accounts SET balance = -999999999999999999 WHERE owner = 'P' AND currency = 'GBP'` as never,
    );
    const entries = await count('journal_entries');
    const merchants = await t.app.inject({
      method: 'POST',
      url: '/finance-gateway/api/ops/merchants/list.json',
      headers: opsHeaders(admin),
      payload: { keyword: 'M100000002' },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/finance-gateway/api/ops/sandbox/credit.json',
      headers: { ...opsHeaders(admin), ...en, 'idempotency-key': 'credit-limit-0001' },
      payload: {
        merchantId: merchants.json().result.list[0].id,
        currency: 'GBP',
        amount: '100.00',
        payerName: 'Probe Ltd',
        payerCountry: 'GB',
        reference: 'P-2',
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('BALANCE_LIMIT');
    expect(await count('journal_entries')).toBe(entries);
  });
});
