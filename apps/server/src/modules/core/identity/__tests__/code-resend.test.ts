// The resend rule a user is told is the rule enforced (issue 11, item 1): a code may be asked again
// as soon as the advertised wait has passed, refusals count nothing, and the wait a refusal names is
// exact. The clock is moved by faking Date only; the database and timers run for real.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../../test/suite.ts';
import { authHeaders, login, MER, type Tokens } from '../../../../test/session.ts';

const t = useTestApp();
afterEach(() => {
  vi.useRealTimers();
});

let clock = Date.parse('2026-03-02T10:00:00.000Z');
const at = (ms: number) => {
  clock = ms;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(clock));
};
const send = (loginAccount: string, ip = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: '/finance-gateway/api/mer/sendCode.json',
    headers: { language: 'en-US' },
    payload: { loginAccount, scene: 'register' },
    remoteAddress: ip,
  });

describe('asking for a code again', () => {
  it('accepts every account again at 61 s, whatever the second within the window the first came', async () => {
    // Eight accounts asked at different offsets inside a minute, as the probe's were.
    const accounts = Array.from({ length: 8 }, (_, i) => `resend${i}@shop.example`);
    const start = clock;
    for (const [i, account] of accounts.entries()) {
      at(start + i * 7_300);
      expect((await send(account, `198.51.100.${i}`)).json().status).toBe(1);
    }
    for (const [i, account] of accounts.entries()) {
      at(start + i * 7_300 + 61_000);
      const again = await send(account, `198.51.100.${i}`);
      expect(again.json(), account).toMatchObject({ status: 1 });
    }
  });

  it('names the exact wait, does not count refusals, and accepts once the named wait has passed', async () => {
    const account = 'patient@shop.example';
    const ip = '192.0.2.44';
    const start = clock + 3_600_000;
    at(start);
    expect((await send(account, ip)).json().status).toBe(1);
    // Six refusals, each followed to the letter: none of them moves the wait.
    let now = start + 1_500;
    for (let i = 0; i < 6; i += 1) {
      at(now);
      const refused = await send(account, ip);
      expect(refused.statusCode).toBe(429);
      const { errorCode, message } = refused.json();
      expect(errorCode).toBe('CODE_TOO_FREQUENT');
      const seconds = Math.ceil((start + 60_000 - now) / 1000);
      expect(message).toContain(String(seconds));
      now += 5_000;
    }
    at(start + 60_000);
    expect((await send(account, ip)).json()).toMatchObject({
      status: 1,
      result: { resendAfterSeconds: 60 },
    });
  });

  it('counts sends per address, not refusals', async () => {
    const ip = '192.0.2.99';
    const start = clock + 7_200_000;
    at(start);
    expect((await send('first@shop.example', ip)).json().status).toBe(1);
    // Thirty refused asks for the same account from this address…
    for (let i = 0; i < 30; i += 1) {
      at(start + 1_000 + i * 100);
      expect((await send('first@shop.example', ip)).json().errorCode).toBe('CODE_TOO_FREQUENT');
    }
    // …leave the address's hourly allowance (20 sends) untouched: 19 more accounts are served.
    for (let i = 0; i < 19; i += 1) {
      at(start + 10_000 + i * 100);
      expect((await send(`other${i}@shop.example`, ip)).json(), `send ${i}`).toMatchObject({
        status: 1,
      });
    }
    // The 21st send of the hour is refused, with the wait until the first send ages out.
    at(start + 20_000);
    const over = await send('one-more@shop.example', ip);
    expect(over.json()).toMatchObject({ errorCode: 'CODE_TOO_FREQUENT' });
    expect(over.json().message).toContain(String(3600 - 20));
  });

  it('lets only one of two racing asks through', async () => {
    at(clock + 10_800_000);
    const results = await Promise.all([
      send('racer@shop.example', '192.0.2.5'),
      send('racer@shop.example', '192.0.2.6'),
    ]);
    expect(results.map((r) => r.json().status).sort()).toEqual([0, 1]);
  });
});

describe('budgets a stranger cannot spend for the owner (issue 35, item 1)', () => {
  const owner = 'demo@tradebridge.dev';
  const signedIn = (path: string, tokens: Tokens, payload: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: `${MER}/${path}`,
      headers: { language: 'en-US', ...authHeaders(tokens) },
      payload,
      remoteAddress: '192.0.2.200',
    });

  it('leaves the owner payment and security codes after a stranger spends the reset budget', async () => {
    const tokens = await login(t.app, owner);
    const start = clock + 14_400_000;
    // The probe's attack: a reset code asked every 61 s from rotating addresses until refused.
    let refusedAt = -1;
    for (let i = 0; i < 12; i += 1) {
      at(start + i * 61_000);
      const res = await t.app.inject({
        method: 'POST',
        url: `${MER}/sendCode.json`,
        headers: { language: 'en-US' },
        payload: { loginAccount: owner, scene: 'resetPwd' },
        remoteAddress: `203.0.113.${100 + i}`,
      });
      if (res.json().status === 0) {
        expect(res.json().errorCode).toBe('CODE_TOO_FREQUENT');
        refusedAt = i;
        break;
      }
    }
    // The account's public budget did run out (10 an hour)…
    expect(refusedAt).toBe(10);
    // …and the owner, signed in, is sent a payment code and a security code at once.
    expect((await signedIn('payment/sendCode.json', tokens)).json()).toMatchObject({ status: 1 });
    expect(
      (await signedIn('checkSmsCode.json', tokens, { checkAccount: owner })).json(),
    ).toMatchObject({ status: 1 });
  });

  it('sends no payment or security code to whoever asks without a login', async () => {
    for (const scene of ['payment', 'security']) {
      const res = await send(owner, '203.0.113.250').then(() =>
        t.app.inject({
          method: 'POST',
          url: `${MER}/sendCode.json`,
          headers: { language: 'en-US' },
          payload: { loginAccount: owner, scene },
          remoteAddress: '203.0.113.251',
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'VALIDATION_FAILED',
        fields: [{ field: 'scene' }],
      });
    }
  });

  it('still sends the signed-in user a code only once a minute and ten an hour', async () => {
    const tokens = await login(t.app, 'buyer@tradebridge.dev');
    const start = clock + 18_000_000;
    at(start);
    expect((await signedIn('payment/sendCode.json', tokens)).json().status).toBe(1);
    at(start + 30_000);
    const again = await signedIn('payment/sendCode.json', tokens);
    expect(again.json()).toMatchObject({ errorCode: 'CODE_TOO_FREQUENT' });
    expect(again.json().message).toContain('30');
    for (let i = 1; i < 10; i += 1) {
      at(start + i * 61_000);
      expect((await signedIn('payment/sendCode.json', tokens)).json(), `code ${i}`).toMatchObject({
        status: 1,
      });
    }
    at(start + 10 * 61_000);
    expect((await signedIn('payment/sendCode.json', tokens)).json()).toMatchObject({
      errorCode: 'CODE_TOO_FREQUENT',
    });
  });
});
