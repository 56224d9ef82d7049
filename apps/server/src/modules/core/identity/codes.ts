// One-time codes sent by e-mail or SMS: 4 digits, valid 5 minutes, 5 tries then void, one per
// purpose (scene); asking again replaces the earlier code.
import type { CodeScene, Language } from '@tradebridge/contracts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { randomDigits, safeEqual, type Secrets } from '../../../platform/crypto.ts';
import { AppError } from '../../../platform/errors.ts';
import { messageText } from '../../../platform/messages.ts';
import type { Outbox } from '../../../platform/outbox.ts';
import type { Account } from './accounts.ts';
import { displayAccount } from './accounts.ts';
import {
  countCodeTry,
  findLatestCode,
  insertCode,
  useCode,
  voidUnusedCodes,
} from './repository.ts';

export const CODE_TTL_MS = 5 * 60 * 1000;
export const CODE_MAX_TRIES = 5;
export const RESEND_AFTER_SECONDS = 60;

const codeHash = (secrets: Secrets, account: Account, scene: CodeScene, code: string) =>
  secrets.keyedHash(`code|${account.key}|${scene}|${code}`);

/** Makes a code, stores its hash and queues the message; returns the outbox id to deliver. */
export const issueCode = async (
  tx: DbOrTx,
  deps: { secrets: Secrets; outbox: Outbox },
  account: Account,
  scene: CodeScene,
  language: Language,
) => {
  const code = randomDigits(4);
  // Earlier unused codes of the same purpose stop working.
  await voidUnusedCodes(tx, account.key, scene);
  await insertCode(tx, {
    account: account.key,
    scene,
    codeHash: codeHash(deps.secrets, account, scene, code),
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  const to =
    account.kind === 'email'
      ? account.email
      : displayAccount({ email: null, areaCode: account.areaCode, mPhone: account.mPhone });
  return deps.outbox.queue(tx, {
    channel: account.kind === 'email' ? 'email' : 'sms',
    to,
    kind: `code.${scene}`,
    subject: messageText('code', 'subject', language, {}),
    body: messageText('code', account.kind === 'email' ? 'body' : 'sms', language, { code }),
    code,
  });
};

/**
 * Checks a code. Every try counts (committed at once, even when the caller's work then fails), so
 * five wrong tries void the code. Returns the code's id; `markCodeUsed` consumes it in the
 * caller's transaction.
 */
export const checkCode = async (
  db: Db,
  secrets: Secrets,
  account: Account,
  scene: CodeScene,
  code: string,
) => {
  const latest = await findLatestCode(db, account.key, scene);
  if (!latest || latest.usedAt) throw new AppError('SEND_CODE_FIRST');
  if (latest.expiresAt.getTime() < Date.now()) throw new AppError('CODE_EXPIRED');
  const attempts = await countCodeTry(db, latest.id, CODE_MAX_TRIES);
  if (attempts === undefined) throw new AppError('CODE_VOID');
  if (!safeEqual(latest.codeHash, codeHash(secrets, account, scene, code))) {
    throw new AppError(attempts >= CODE_MAX_TRIES ? 'CODE_VOID' : 'CODE_WRONG');
  }
  return latest.id;
};

/** Consumes a checked code; a code is used once even when two requests race. */
export const markCodeUsed = async (tx: DbOrTx, codeId: string) => {
  if (!(await useCode(tx, codeId))) throw new AppError('SEND_CODE_FIRST');
};
