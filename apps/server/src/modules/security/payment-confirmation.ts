// The payment confirmation every money-moving module calls before it moves money, and the code it
// may ask for.
import {
  CodeScene,
  type Language,
  type PaymentCredentials,
  type PaymentRequirements,
} from '@tradebridge/contracts';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { Client, Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { UserAuth } from '../../platform/http/auth.ts';
import { checkCode, markCodeUsed, sendCode } from '../identity/index.ts';
import { loginAccountOf, maskAccount, lockedUntil, ownAccount } from './account-security.ts';
import { verifyPayPassword } from './pay-password.ts';
import { matchAuthenticator, claimTotpStep } from './authenticator.ts';
import { securityOf } from './repository.ts';

/** What a payment will ask of this user (the confirmation component shows exactly this). */
export const getPaymentRequirements = async (
  deps: Deps,
  auth: UserAuth,
): Promise<PaymentRequirements> => {
  const security = await securityOf(deps.db, auth.userId);
  const hasPin = security.payPwdHash !== null;
  const hasTotp = security.totpSecret !== null;
  const dual = hasTotp && security.dualVerification;
  // Every payment asks two things: the payment password, and a one-time code — from the
  // authenticator under dual verification, else one sent to the login account.
  return {
    payPassword: hasPin,
    authenticator: dual,
    accountCode: !dual,
    checkAccount: maskAccount(await loginAccountOf(deps, auth.userId)),
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
  const requirements = await getPaymentRequirements(deps, auth);
  if (requirements.missing.length > 0) throw new AppError('SECURITY_NOT_SET');
  if (!input.credentials.payPwd) throw new AppError('SECURITY_NOT_SET');
  await verifyPayPassword(deps, auth, input.credentials.payPwd, input.timeZone);
  if (requirements.authenticator) {
    if (!input.credentials.dynamicCode) throw new AppError('TOTP_WRONG');
    const step = await matchAuthenticator(deps, auth, input.credentials.dynamicCode);
    return { consume: (tx) => claimTotpStep(tx, auth.userId, step) };
  }
  if (!input.credentials.accountCode) throw new AppError('SEND_CODE_FIRST');
  const { account } = await ownAccount(deps, auth, await loginAccountOf(deps, auth.userId));
  const codeId = await checkCode(
    deps.db,
    deps.secrets,
    account,
    CodeScene.Payment,
    input.credentials.accountCode,
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
