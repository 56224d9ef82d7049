// The shape of a journal entry and the pure rules it must meet before anything is written.
import {
  CapitalAccountType,
  MAX_AMOUNT_MINOR,
  PlatformAccount,
  type Currency,
  type OrderType,
} from '@tradebridge/contracts';
import { AppError } from '../../../platform/errors.ts';

export type MerchantAccountRef = {
  merchantId: string;
  currency: Currency;
  type: CapitalAccountType;
};
export type PlatformAccountRef = { platform: PlatformAccount; currency: Currency };
export type AccountRef = MerchantAccountRef | PlatformAccountRef;

export type PostingInput = { account: AccountRef; amount: bigint };

export type EntryInput = {
  /** Unique business reference, e.g. "transfer:T123" or "payout:123:hold". */
  reference: string;
  orderType?: OrderType | null;
  orderNo?: string | null;
  idempotencyKey?: string | null;
  /** Who caused it: "user:<id>", "operator:<id>", "system:<job>". */
  causedBy: string;
  memo?: Record<string, unknown>;
  postings: PostingInput[];
  /** Set on a reversing entry: the id of the entry it reverses (at most one reversal each). */
  reverses?: number | null;
};

export const isMerchantRef = (ref: AccountRef): ref is MerchantAccountRef => 'merchantId' in ref;

/** The unique key of an account: owner, currency, kind. */
export const accountKey = (ref: AccountRef) =>
  isMerchantRef(ref)
    ? {
        owner: `M:${ref.merchantId}`,
        merchantId: ref.merchantId,
        currency: ref.currency,
        kind: ref.type as number,
      }
    : { owner: 'P', merchantId: null, currency: ref.currency, kind: ref.platform as number };

export const keyText = (ref: AccountRef) => {
  const k = accountKey(ref);
  return `${k.owner}|${k.currency}|${k.kind}`;
};

const CAPITAL_TYPES = new Set<number>(Object.values(CapitalAccountType));
const PLATFORM_ACCOUNTS = new Set<number>(Object.values(PlatformAccount));

/**
 * Checks an entry and merges postings to the same account. Refused before any write: fewer than
 * two postings, a zero amount, an unknown account kind, money both leaving and entering one
 * account (source = destination), or a currency whose postings do not sum to zero.
 */
export const normaliseEntry = (input: EntryInput): PostingInput[] => {
  if (!input.reference || input.reference.length > 200)
    throw new Error('ledger: reference missing or too long');
  const merged = new Map<string, PostingInput & { signs: Set<number> }>();
  for (const posting of input.postings) {
    if (typeof posting.amount !== 'bigint')
      throw new Error('ledger: amounts are bigint minor units');
    if (posting.amount === 0n) throw new Error('ledger: zero posting');
    // No posting above the largest amount a request may carry (checked again on the balance).
    if (posting.amount > MAX_AMOUNT_MINOR || posting.amount < -MAX_AMOUNT_MINOR)
      throw new AppError('BALANCE_LIMIT');
    const ref = posting.account;
    if (isMerchantRef(ref) ? !CAPITAL_TYPES.has(ref.type) : !PLATFORM_ACCOUNTS.has(ref.platform)) {
      throw new Error('ledger: unknown account kind');
    }
    const key = keyText(ref);
    const current = merged.get(key);
    const sign = posting.amount > 0n ? 1 : -1;
    if (current) {
      current.amount += posting.amount;
      current.signs.add(sign);
    } else {
      merged.set(key, { account: ref, amount: posting.amount, signs: new Set([sign]) });
    }
  }
  for (const posting of merged.values()) {
    if (posting.signs.size > 1) throw new AppError('SAME_ACCOUNT');
  }
  if (merged.size < 2) throw new AppError('SAME_ACCOUNT');
  const sums = new Map<string, bigint>();
  for (const posting of merged.values()) {
    sums.set(posting.account.currency, (sums.get(posting.account.currency) ?? 0n) + posting.amount);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0n) throw new Error(`ledger: postings in ${currency} sum to ${sum}, not zero`);
  }
  return [...merged.values()]
    .map(({ account, amount }) => ({ account, amount }))
    .sort((a, b) => (keyText(a.account) < keyText(b.account) ? -1 : 1));
};
