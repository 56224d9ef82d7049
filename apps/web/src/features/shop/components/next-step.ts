// What a submission of the shop form leads to, said before it is sent (the server's rules in
// shops.ts): a new shop on a platform that can be authorized waits for its authorization, then
// review, any other goes to review; a change of store (platform or handle) is authorized again and
// ends the association; a refused or effective shop goes to review again.
import { ShopState, UnionState, type ShopDetail } from '@tradebridge/contracts';

export type NextStep =
  /** Authorize on the platform, then review. */
  | 'authorize'
  /** Straight to review. */
  | 'review'
  /** Another store: authorized again, then reviewed again. */
  | 'reauthorize'
  /** Still waiting for its authorization, then review. */
  | 'stillAwaiting'
  /** Waiting for an authorization that the chosen platform does not offer here. */
  | 'awaitingNoAdapter'
  /** A refused shop corrected: to review again. */
  | 'resubmit'
  /** An effective shop changed: to review again. */
  | 'reviewAgain'
  /** Under review, it stays so with the changes. */
  | 'staysUnderReview';

export type NextStepInput = {
  shop: Pick<ShopDetail, 'state' | 'platform' | 'handle' | 'union'> | undefined;
  platform: string | undefined;
  handle: string | undefined;
  canAuthorize: boolean;
};

export const nextStepOf = ({ shop, platform, handle, canAuthorize }: NextStepInput): NextStep => {
  if (!shop) return canAuthorize ? 'authorize' : 'review';
  const storeChanged = platform !== shop.platform || (handle ?? '').trim() !== shop.handle;
  if (shop.state === ShopState.AwaitingAuthorization)
    return canAuthorize ? 'stillAwaiting' : 'awaitingNoAdapter';
  if (storeChanged && canAuthorize) return 'reauthorize';
  if (shop.state === ShopState.NotApproved) return 'resubmit';
  if (shop.state === ShopState.Effective) return 'reviewAgain';
  return 'staysUnderReview';
};

/** A change of store ends the shop's association with its payout account. */
export const endsAssociation = ({ shop, platform, handle }: NextStepInput): boolean =>
  Boolean(
    shop &&
    shop.union.state === UnionState.Linked &&
    (platform !== shop.platform || (handle ?? '').trim() !== shop.handle),
  );
