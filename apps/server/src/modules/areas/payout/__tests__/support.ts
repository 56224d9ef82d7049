// What the payout and batch tests share: calls as a signed-in user, their answers, SQL reads,
// fresh Idempotency-Keys, the payment confirmation's set-up and codes, balances, payees, races.
import { toMinor, type Currency } from '@tradebridge/contracts';
import type { UserAuth } from '../../../../platform/http/auth.ts';
import { errorOf, ok } from '../../../../test/answers.ts';
import { clearRateLimits, rowsOf, type TestApp } from '../../../../test/app.ts';
import { ops, type OpsSession } from '../../../../test/operators.ts';
import { usSupplier as usPayee } from '../../../../test/payees.ts';
import { paymentCodeOf, setPaymentPassword } from '../../../../test/payment.ts';
import { submitPayout } from '../orders.ts';
import { authHeaders, latestCode, login, post, type Tokens } from '../../../../test/session.ts';

export const PIN = '258147';

type Plan = Parameters<typeof submitPayout>[2]['plan'];

export { errorOf, ok };

let keys = 0;
/** A fresh Idempotency-Key header. */
export const key = () => ({ 'idempotency-key': `payout-test-${(keys += 1)}-${Math.random()}` });

/** A US supplier's bank account as the payee form describes it. */
export const usSupplier = (accountNumber: string, extra: object = {}): object =>
  usPayee({
    accountName: `Evergreen Components ${accountNumber.slice(-4)} Inc`,
    accountNumber,
    ...extra,
  });

/** The helpers bound to a test app (read when called: the app is made in beforeAll). */
export const kitOf = (app: () => TestApp) => {
  const call = (tokens: Tokens, path: string, body: object = {}, headers: object = {}) =>
    post(app().app, path, body, { ...authHeaders(tokens), language: 'en-US', ...headers });
  const rows = (text: string) => rowsOf(app().database, text);
  const paymentCode = (tokens: Tokens, account: string) => paymentCodeOf(app(), tokens, account);
  const preparePayment = (tokens: Tokens, account: string) =>
    setPaymentPassword(app(), tokens, account, PIN);
  /**
   * A team member `owner` invites with the right to pay (and to see payouts and payees), their
   * password set through a reset, signed in with the payment password set.
   */
  const payingMember = async (
    owner: Tokens,
    member: { email: string; name: string; password: string },
  ) => {
    await clearRateLimits(app().database);
    ok(
      await call(owner, 'team/invite.json', {
        loginAccount: member.email,
        name: member.name,
        authIdList: ['pay:operate', 'payOrder:view', 'payee:view'],
      }),
    );
    ok(await post(app().app, 'sendCode.json', { loginAccount: member.email, scene: 'resetPwd' }));
    const code = (await latestCode(app().app, member.email))!;
    ok(
      await post(app().app, 'resetPwd.json', {
        loginAccount: member.email,
        verifyCode: code,
        pwd: member.password,
      }),
    );
    const tokens = await login(app().app, member.email, member.password);
    await preparePayment(tokens, member.email);
    return tokens;
  };
  const balances = async (currency: Currency, tokens: Tokens) => {
    const list = ok(await call(tokens, 'wallet/list.json')) as {
      list: { currency: string; available: string; frozen: string }[];
    };
    const wallet = list.list.find((w) => w.currency === currency);
    return {
      available: toMinor(wallet?.available ?? '0', currency),
      frozen: toMinor(wallet?.frozen ?? '0', currency),
    };
  };
  /** A payee added by `tokens` and approved by the operator. */
  const addApprovedPayee = async (body: object, tokens: Tokens, operator: OpsSession) => {
    const payee = ok(await call(tokens, 'payee/add.json', body, key())) as {
      id: string;
      version: number;
    };
    ok(
      await ops(
        app().app,
        'payee/decide.json',
        { payeeId: payee.id, version: payee.version, approve: true },
        operator,
      ),
    );
    return payee.id;
  };
  /**
   * A main user's session as a route would pass it, for tests that call a service's money step
   * directly (many at once: a user holds one live payment code, so the HTTP race cannot).
   */
  const mainUserAuth = async (email: string): Promise<UserAuth> => {
    const [user] = await rows(
      `SELECT u.id, u.name, u.merchant_id FROM users u WHERE u.email = '${email}'`,
    );
    return {
      kind: 'user',
      sessionId: 'race',
      userId: String(user!.id),
      userName: String(user!.name),
      merchantId: String(user!.merchant_id),
      merchantState: 1,
      frozenReason: null,
      adminFlag: true,
      permissions: [],
    };
  };
  /**
   * `count` payouts in USD sent at once through the money step as the route runs it, with a
   * confirmation whose code is already checked (one user holds one live payment code: the codes are
   * not what a race is about); each one's outcome.
   */
  const racePayouts = (
    auth: UserAuth,
    race: {
      count: number;
      /** The Idempotency-Keys' stem: each payout has its own. */
      key: string;
      payeeId: string;
      payee: Plan['payee'];
      /** As typed (a decimal string), and in minor units. */
      amount: string;
      minor: bigint;
      fee: bigint;
      quotaUsd: bigint | null;
    },
  ) =>
    Promise.allSettled(
      Array.from({ length: race.count }, (_, i) =>
        submitPayout(
          app().app.deps,
          auth,
          {
            input: {
              type: 2,
              payeeId: race.payeeId,
              currency: 'USD',
              amount: race.amount,
              purpose: 'products',
              explanation: '',
              postscript: '',
              proofFileIds: [],
              reenteredAmount: '',
              credentials: { payPwd: PIN },
            },
            plan: {
              payee: race.payee,
              currency: 'USD',
              amount: race.minor,
              fee: race.fee,
              approvalsNeeded: 0,
              approverIds: [],
              quotaUsd: race.quotaUsd,
            },
            confirmation: { consume: async () => undefined },
          },
          { scope: `user:${auth.userId}`, key: `${race.key}-${i}` },
          { ip: '127.0.0.1', userAgent: 'test' },
        ),
      ),
    );
  return {
    call,
    rows,
    paymentCode,
    preparePayment,
    payingMember,
    balances,
    addApprovedPayee,
    mainUserAuth,
    racePayouts,
  };
};
