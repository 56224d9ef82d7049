// After an operator decides a shop: the answer replaces the cached shop, the lists and the audit
// log are refetched. A decision on a version the operator no longer sees (the merchant changed the
// shop, or another reviewer decided first) is refused with 409 SHOP_CHANGED or SHOP_STATE: the
// operator is told so and the shop is reloaded, so the screen shows what there is to decide now.
import type { OpsShopDetail } from '@tradebridge/contracts';
import { hasErrorCode, reviewMutationOf } from '../../../lib/review-mutation.ts';
import { shopDetailQueryKey } from './get-shop.ts';
import { shopsQueryKey } from './list-shops.ts';

export const isStaleShop = hasErrorCode(['SHOP_CHANGED', 'SHOP_STATE']);

/** A decision on one shop (see useReviewMutation). */
export const useShopMutation = reviewMutationOf<{ shopId: string }, OpsShopDetail>({
  namespace: 'shop',
  detailKey: shopDetailQueryKey,
  idOf: (request) => request.shopId,
  listKey: shopsQueryKey,
  isStale: isStaleShop,
});
