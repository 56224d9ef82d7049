// Reference rates: the merchant's total in a display currency, and operators changing the rates.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, enrolOperator, ops } from '../../../../test/operators.ts';
import { authHeaders, login, post, type Tokens } from '../../../../test/session.ts';
import { useTestApp } from '../../../../test/suite.ts';

const t = useTestApp();
let demo: Tokens;
let buyer: Tokens;
let admin: Awaited<ReturnType<typeof enrolOperator>>;

const call = (path: string, body?: unknown, tokens = demo) =>
  post(t.app, path, body, { ...authHeaders(tokens), language: 'en-US' });

beforeAll(async () => {
  demo = await login(t.app, 'demo@tradebridge.dev');
  buyer = await login(t.app, 'buyer@tradebridge.dev');
  admin = await enrolOperator(t.app, ADMIN_EMAIL);
});

describe('reference rates', () => {
  it('sums the seeded balances in the display currency at the default rates', async () => {
    // Demo: USD 125,000; EUR 48,250 / 0.865; CNY 350,000 / 7.12; HKD 80,000 / 7.78.
    const res = (await call('wallet/total.json', { displayCurrency: 'USD' })).json();
    expect(res.status).toBe(1);
    // 125000 + 55780.346820… + 49157.303370… + 10282.776349… = 240220.43
    expect(res.result).toMatchObject({
      displayCurrency: 'USD',
      available: '240220.43',
      total: '240220.43',
      missing: [],
    });
    // The built-in rates: no source text of their own (each screen names them in its language).
    expect(res.result.source).toBe('');

    const inCny = (await call('wallet/total.json', { displayCurrency: 'CNY' })).json().result;
    // 240220.426539… × 7.12 = 1,710,369.44
    expect(inCny.available).toBe('1710369.44');
    const inJpy = (await call('wallet/total.json', { displayCurrency: 'JPY' })).json().result;
    expect(inJpy.available).toBe('37114056'); // no decimals in yen

    // The buyer sees only its own money.
    const other = (await call('wallet/total.json', { displayCurrency: 'USD' }, buyer)).json();
    expect(other.result.available).toBe('20000.00');
  });

  it('refuses an unknown display currency, naming the field', async () => {
    const res = (await call('wallet/total.json', { displayCurrency: 'XXX' })).json();
    expect(res.status).toBe(0);
    expect(res.message).toContain('displayCurrency');
  });

  it('lets finance operators change rates, audited, and the totals follow', async () => {
    const bad = (
      await ops(t.app, 'rates/reference/update.json', { perUsd: { EUR: '-1' }, source: 'x' }, admin)
    ).json();
    expect(bad.status).toBe(0);
    expect(bad.message).toContain('perUsd.EUR');

    const res = (
      await ops(
        t.app,
        'rates/reference/update.json',
        { perUsd: { EUR: '0.8', USD: '3' }, source: 'Treasury desk' },
        admin,
      )
    ).json();
    expect(res.status).toBe(1);
    expect(res.result.perUsd).toMatchObject({ EUR: '0.8', USD: '1', CNY: '7.12' });
    expect(res.result).toMatchObject({ source: 'Treasury desk', updatedBy: expect.any(String) });

    const rates = (await call('rates/reference.json')).json().result;
    expect(rates.perUsd.EUR).toBe('0.8');
    const total = (await call('wallet/total.json', { displayCurrency: 'EUR' })).json().result;
    // (125000 + 49157.303370… + 10282.776349…) × 0.8 + 48250 = 195802.06
    expect(total.available).toBe('195802.06');

    const audit = (await ops(t.app, 'audit/list.json', { action: 'rates.' }, admin)).json();
    expect(audit.result.list[0]).toMatchObject({ action: 'rates.referenceUpdate' });
  });

  it('keeps merchants out of the operator call', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/finance-gateway/api/ops/rates/reference/update.json',
      headers: { ...authHeaders(demo), language: 'en-US' },
      payload: { perUsd: { EUR: '1' }, source: 'me' },
    });
    expect(res.json()).toMatchObject({ status: 0, errorCode: 'NO_LOGIN' });
    expect((await call('rates/reference.json')).json().result.perUsd.EUR).toBe('0.8');
  });
});
