// How payouts use the settlement quota (ADR 0023): a payout into mainland China draws its US dollar
// value from the merchant's available quotas of the kinds its purpose allows, soonest ending first,
// in the payout's own transaction; a payout that fails or is refused gives back what it drew. The
// quotas are locked for the draw and a check keeps their use within their amount, so payouts at
// once never draw more than is left.
import { fromMinor, quotaKindsOf, type PaymentPurpose } from '@tradebridge/contracts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { insertDraws, lockDrawable, returnDraws, roomOf, type NewDraw } from './repository.ts';
import { todayOf } from './quotas.ts';

/** What the merchant's available quotas for these purposes leave (USD cents), unlocked. */
export const quotaRoom = (db: DbOrTx, merchantId: string, purposes: PaymentPurpose[], at: Date) =>
  roomOf(db, merchantId, [...new Set(purposes.flatMap(quotaKindsOf))], todayOf(at));

export type QuotaNeed = { orderNo: string; purpose: PaymentPurpose; usd: bigint };

/**
 * Draws every order's dollars in the caller's transaction, or refuses them all with the spec's
 * INSUFFICIENT_FX_LIMIT (with what is left) when any does not fit in what is left.
 */
export const drawQuota = async (db: DbOrTx, merchantId: string, needs: QuotaNeed[], at: Date) => {
  const wanted = needs.filter((need) => need.usd > 0n);
  if (wanted.length === 0) return;
  const today = todayOf(at);
  const kinds = [...new Set(wanted.flatMap((need) => quotaKindsOf(need.purpose)))];
  const quotas = await lockDrawable(db, merchantId, kinds, today);
  const left = new Map(quotas.map((q) => [q.id, q.amount - q.used]));
  const draws: NewDraw[] = [];
  for (const need of wanted) {
    const allowed = quotaKindsOf(need.purpose);
    let rest = need.usd;
    for (const quota of quotas) {
      if (rest === 0n) break;
      if (!allowed.includes(quota.kind as (typeof allowed)[number])) continue;
      const take = [left.get(quota.id)!, rest].reduce((a, b) => (a < b ? a : b));
      if (take <= 0n) continue;
      left.set(quota.id, left.get(quota.id)! - take);
      draws.push({ quotaId: quota.id, orderNo: need.orderNo, amount: take });
      rest -= take;
    }
    if (rest > 0n) {
      const remaining = quotas
        .filter((q) => allowed.includes(q.kind as (typeof allowed)[number]))
        .reduce((sum, q) => sum + q.amount - q.used, 0n);
      throw new AppError('INSUFFICIENT_FX_LIMIT', {
        orderNo: need.orderNo,
        needed: fromMinor(need.usd, 'USD'),
        remaining: fromMinor(remaining, 'USD'),
      });
    }
  }
  await insertDraws(db, draws, at);
};

/** Gives back what these orders drew (a failed or refused payout); once, whatever repeats. */
export const returnQuota = (db: DbOrTx, orderNos: string[], at: Date) =>
  returnDraws(db, orderNos, at);
