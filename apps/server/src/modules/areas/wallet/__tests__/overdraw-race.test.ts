// The HTTP-level race of overdrawing wallet transfers: several users of one merchant send transfers
// at the same moment, each with its own Idempotency-Key and a valid payment confirmation, that
// together ask for more than the wallet holds. The balance must decide, not the timing: exactly as
// many succeed as fit, the rest are refused as insufficient, and nothing goes below zero.
import { fromMinor, toMinor } from '@tradebridge/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../../core/ledger/index.ts';
import { clearRateLimits } from '../../../../test/app.ts';
import { authHeaders, latestCode, login, post, type Tokens } from '../../../../test/session.ts';
import { useTestApp } from '../../../../test/suite.ts';

/** Transfers sent at once; each needs its own user, since a user has one live payment code. */
const SENDERS = 6;
/** How many of the transfers the wallet can pay. */
const FITS = 4;
const CURRENCY = 'HKD';
const PIN = '258147';
const PASSWORD = 'Racepass2026';

const t = useTestApp();
let admin: Tokens;

const call = (path: string, body: unknown, tokens: Tokens, headers: Record<string, string> = {}) =>
  post(t.app, path, body, { ...authHeaders(tokens), language: 'en-US', ...headers });

const ok = async (answer: Promise<{ json(): { status: number } }>, what: string) => {
  const body = (await answer).json();
  expect(body, what).toMatchObject({ status: 1 });
};

/** A new user of the demo merchant who may move money, signed in. */
const walletMember = async (account: string): Promise<Tokens> => {
  await clearRateLimits(t.database);
  await ok(
    call(
      'team/invite.json',
      { loginAccount: account, name: account, authIdList: ['wallet:operate'] },
      admin,
    ),
    `invite ${account}`,
  );
  await ok(post(t.app, 'sendCode.json', { loginAccount: account, scene: 'resetPwd' }), 'code');
  const code = (await latestCode(t.app, account))!;
  await ok(
    post(t.app, 'resetPwd.json', { loginAccount: account, verifyCode: code, pwd: PASSWORD }),
    `password of ${account}`,
  );
  return login(t.app, account, PASSWORD);
};

/** Sets the user's payment password, then asks for the payment code their transfer will carry. */
const paymentReady = async (tokens: Tokens, account: string) => {
  await clearRateLimits(t.database);
  await ok(call('checkSmsCode.json', { checkAccount: account }, tokens), 'security code');
  const setupCode = (await latestCode(t.app, account))!;
  await ok(
    call(
      'merExtend/orderVerifyConfig.json',
      { checkAccount: account, dynamicCode: setupCode, payPwd: PIN, payPwdTwo: PIN },
      tokens,
    ),
    `payment password of ${account}`,
  );
  await clearRateLimits(t.database);
  await ok(call('payment/sendCode.json', undefined, tokens), 'payment code');
  return { tokens, code: (await latestCode(t.app, account))! };
};

const available = async (tokens: Tokens) => {
  const list = (await call('wallet/list.json', undefined, tokens)).json().result.list as {
    currency: string;
    available: string;
  }[];
  // A wallet not opened yet holds nothing.
  return toMinor(list.find((w) => w.currency === CURRENCY)?.available ?? '0', CURRENCY);
};

beforeAll(async () => {
  admin = await login(t.app, 'demo@tradebridge.dev');
});

describe('overdrawing wallet transfers at once', () => {
  it('pays exactly what the balance allows and refuses the rest as insufficient', async () => {
    const accounts = [
      'demo@tradebridge.dev',
      ...Array.from({ length: SENDERS - 1 }, (_, i) => `racer${i + 1}@tradebridge.dev`),
    ];
    const senders = [];
    for (const account of accounts) {
      const tokens = account === accounts[0] ? admin : await walletMember(account);
      senders.push(await paymentReady(tokens, account));
    }
    const buyer = await login(t.app, 'buyer@tradebridge.dev');
    const start = await available(admin);
    const buyerStart = await available(buyer);
    // Each transfer is a FITS-th of the wallet: together they ask for SENDERS / FITS of it.
    const amountMinor = start / BigInt(FITS);
    const amount = fromMinor(amountMinor, CURRENCY);
    const fits = Number(start / amountMinor);
    expect(fits).toBe(FITS);

    const answers = await Promise.all(
      senders.map(({ tokens, code }, i) =>
        call(
          'wallet/transfer.json',
          {
            payeeAccount: 'M100000002',
            currency: CURRENCY,
            amount,
            reenteredAmount: amount,
            note: `race ${i}`,
            credentials: { payPwd: PIN, accountCode: code },
          },
          tokens,
          { 'idempotency-key': `overdraw-race-${i}` },
        ),
      ),
    );

    const outcomes = answers.map((res) => res.json() as { status: number; errorCode?: string });
    const paid = outcomes.filter((o) => o.status === 1);
    expect(paid).toHaveLength(fits);
    expect(outcomes.filter((o) => o.status !== 1).map((o) => o.errorCode)).toEqual(
      Array(SENDERS - fits).fill('INSUFFICIENT_BALANCE'),
    );
    const end = await available(admin);
    expect(end).toBe(start - BigInt(paid.length) * amountMinor);
    expect(end >= 0n).toBe(true);
    expect(await available(buyer)).toBe(buyerStart + BigInt(paid.length) * amountMinor);
    for (const check of await verifyLedger(t.database.db))
      expect(check.breaches, check.name).toEqual([]);
  });
});
