// With SERVER_TIMING on, a wallet transfer says where its time went, step by step (what the
// transfer benchmark reports); with it off (the default) nothing is said.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearRateLimits, createTestApp, type TestApp } from '../../../../test/app.ts';
import { authHeaders, latestCode, login, post, type Tokens } from '../../../../test/session.ts';

const DEMO = 'demo@tradebridge.dev';
let timedApp: TestApp;
let plainApp: TestApp;

const transfer = async (t: TestApp, key: string) => {
  const demo: Tokens = await login(t.app, DEMO);
  const call = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
    post(t.app, path, body, { ...authHeaders(demo), language: 'en-US', ...headers });
  await clearRateLimits(t.database);
  await call('checkSmsCode.json', { checkAccount: DEMO });
  const setup = (await latestCode(t.app, DEMO))!;
  await call('merExtend/orderVerifyConfig.json', {
    checkAccount: DEMO,
    dynamicCode: setup,
    payPwd: '258147',
    payPwdTwo: '258147',
  });
  await clearRateLimits(t.database);
  await call('payment/sendCode.json');
  const code = (await latestCode(t.app, DEMO))!;
  return call(
    'wallet/transfer.json',
    {
      payeeAccount: 'M100000002',
      currency: 'USD',
      amount: '3.00',
      reenteredAmount: '3.00',
      credentials: { payPwd: '258147', accountCode: code },
    },
    { 'idempotency-key': key },
  );
};

beforeAll(async () => {
  [timedApp, plainApp] = await Promise.all([
    createTestApp({ serverTiming: true }),
    createTestApp(),
  ]);
});
afterAll(() => Promise.all([timedApp.close(), plainApp.close()]));

describe('Server-Timing', () => {
  it('names each step of a transfer and the whole when on', async () => {
    const res = await transfer(timedApp, 'timing-key-0001');
    expect(res.json().status).toBe(1);
    const steps = Object.fromEntries(
      String(res.headers['server-timing'])
        .split(', ')
        .map((part) => {
          const [name, dur] = part.split(';dur=');
          return [name, Number(dur)];
        }),
    );
    for (const step of ['pin', 'code', 'transaction', 'ledger', 'audit', 'notify']) {
      expect(steps[step], step).toBeGreaterThan(0);
    }
    // Steps inside the transaction take part of it; everything takes part of the whole.
    expect(steps.ledger! + steps.audit! + steps.notify!).toBeLessThanOrEqual(steps.transaction!);
    expect(steps.pin! + steps.transaction!).toBeLessThanOrEqual(steps.total!);
  });

  it('says nothing when off', async () => {
    const res = await transfer(plainApp, 'timing-key-0002');
    expect(res.json().status).toBe(1);
    expect(res.headers['server-timing']).toBeUndefined();
  });
});
