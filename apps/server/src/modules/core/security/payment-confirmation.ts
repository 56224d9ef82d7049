// The payment confirmation every money-moving module calls before it moves money, and the code it
// may ask for.
import {
  CodeScene,
  type Language,
  type PaymentCredentials,
  type PaymentRequirements,
} from '@tradebridge/contracts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { Client, Deps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/errors.ts';
import type { UserAuth } from '../../../platform/http/auth.ts';
import { timed } from '../../../platform/http/server-timing.ts';
import { checkCode, markCodeUsed, parseAccount, sendCode } from '../identity/index.ts';
import { loginAccountOf, maskAccount, lockedUntil } from './account-security.ts';
import { verifyPayPassword } from './pay-password.ts';
import { matchAuthenticator, claimTotpStep } from './authenticator.ts';
import { securityOf, type Security } from './repository.ts';

/** What a payment will ask of this user (the confirmation component shows exactly this). */
export const getPaymentRequirements = async (
  deps: Deps,
  auth: UserAuth,
): Promise<PaymentRequirements> =>
  requirementsOf(await securityOf(deps.db, auth.userId), await loginAccountOf(deps, auth.userId));

const requirementsOf = (security: Security, loginAccount: string): PaymentRequirements => {
  const hasPin = security.payPwdHash !== null;
  const hasTotp = security.totpSecret !== null;
  const dual = hasTotp && security.dualVerification;
  // Every payment asks two things: the payment password, and a one-time code — from the
  // authenticator under dual verification, else one sent to the login account.
  return {
    payPassword: hasPin,
    authenticator: dual,
    accountCode: !dual,
    checkAccount: maskAccount(loginAccount),
    missing: hasPin ? [] : ['payPassword'],
    payLockedUntil: lockedUntil(security)?.toISOString() ?? null,
  };
};

/** A checked payment confirmation; `consume` uses up its one-time credential. */
export type PaymentConfirmation = { consume(tx: DbOrTx): Promise<void> };

/**
 * The payment confirmation check every money-moving module calls before it moves money: the
 * re-entered total must equal the total, then the credentials the settings demand. The one-time
 * credential (code or authenticator step) is used up by `consume` in the transaction that moves
 * the money, so a failure before that commit leaves it usable and a committed payment has used it.
 */
export const confirmPayment = async (
  deps: Deps,
  auth: UserAuth,
  input: {
    total: string;
    reenteredTotal: string;
    credentials: PaymentCredentials;
    timeZone?: string;
  },
): Promise<PaymentConfirmation> => {
  if (input.total !== input.reenteredTotal) throw new AppError('AMOUNT_MISMATCH');
  // Read once for the whole check: the settings and the account a code goes to.
  const security = await securityOf(deps.db, auth.userId);
  const loginAccount = await loginAccountOf(deps, auth.userId);
  const requirements = requirementsOf(security, loginAccount);
  if (requirements.missing.length > 0) throw new AppError('SECURITY_NOT_SET');
  if (!input.credentials.payPwd) throw new AppError('SECURITY_NOT_SET');
  await verifyPayPassword(deps, auth, input.credentials.payPwd, input.timeZone, security);
  if (requirements.authenticator) {
    if (!input.credentials.dynamicCode) throw new AppError('TOTP_WRONG');
    const code = input.credentials.dynamicCode;
    const step = await timed('code', () => matchAuthenticator(deps, auth, code));
    return { consume: (tx) => claimTotpStep(tx, auth.userId, step) };
  }
  if (!input.credentials.accountCode) throw new AppError('SEND_CODE_FIRST');
  const account = parseAccount(loginAccount);
  if (!account) throw new AppError('CHECK_ACCOUNT_MISMATCH');
  const accountCode = input.credentials.accountCode;
  const codeId = await timed('code', () =>
    checkCode(deps.db, deps.secrets, account, CodeScene.Payment, accountCode),
  );
  return { consume: (tx) => markCodeUsed(tx, codeId) };
};

/** Sends the one-time code a payment without dual verification asks for. */
export const sendPaymentCode = async (
  deps: Deps,
  auth: UserAuth,
  client: Client,
  language: Language,
) =>
  sendCode(
    deps,
    { loginAccount: await loginAccountOf(deps, auth.userId), scene: CodeScene.Payment },
    client,
    language,
  );
