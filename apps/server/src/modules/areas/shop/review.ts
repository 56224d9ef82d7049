// The operators' review of shops: the queue, one shop with its story and authorization log, and
// the decision (approve, or refuse with a reason the merchant sees and may answer by resubmitting).
import {
  SHOP_EDGES,
  ShopQueue,
  ShopState,
  ZOpsShopListQuery,
  type OpsShopDetail,
  type OpsShopListQuery,
} from '@tradebridge/contracts';
import { storyEventView } from '../../../platform/story.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { pageFrom } from '../../../platform/db/paging.ts';
import type { Client, Deps } from '../../../platform/deps.ts';
import { orNotFound } from '../../../platform/errors.ts';
import { type OperatorAuth } from '../../../platform/http/auth.ts';
import { decideSimple } from '../../../platform/review.ts';
import {
  attemptsOf,
  findShop,
  insertShopEvent,
  listShops,
  lockShop,
  shopEventsOf,
  shopRefOf,
  updateShop,
  type ShopRow,
} from './repository.ts';
import { attemptView, shopView } from './views.ts';

const opsDetailOf = async (db: DbOrTx, row: ShopRow): Promise<OpsShopDetail> => {
  const ref = await shopRefOf(db, row);
  const events = await shopEventsOf(db, row.id);
  const attempts = await attemptsOf(db, row.id);
  return {
    ...shopView(row, ref.accountAlias),
    merchantId: row.merchantId,
    merNo: ref.merNo,
    merchantName: ref.merchantName,
    history: events.map(storyEventView),
    authorizations: attempts.map(attemptView),
    actions: row.state === ShopState.UnderReview ? ['approve', 'reject'] : [],
  };
};

export const opsListShops = async (deps: Deps, query: OpsShopListQuery) => {
  const q = ZOpsShopListQuery.parse(query);
  return pageFrom(
    q,
    (window) =>
      listShops(
        deps.db,
        {
          merchantId: q.merchantId,
          state: q.queue === ShopQueue.Review ? ShopState.UnderReview : q.state,
          platform: q.platform,
          name: q.name,
        },
        window,
        true,
      ),
    ({ shop, merNo, merchantName, accountAlias }) => ({
      ...shopView(shop, accountAlias),
      merchantId: shop.merchantId,
      merNo,
      merchantName,
    }),
  );
};

export const opsGetShop = async (deps: Deps, shopId: string) => {
  const row = orNotFound(await findShop(deps.db, shopId));
  return opsDetailOf(deps.db, row);
};

export const decideShop = async (
  deps: Deps,
  operator: OperatorAuth,
  input: { shopId: string; version: number; reason?: string },
  client: Client,
) =>
  deps.db.transaction(async (tx) => {
    const approve = input.reason === undefined;
    const reason = approve ? null : (input.reason ?? null);
    const to = approve ? ShopState.Effective : ShopState.NotApproved;
    const { updated } = await decideSimple(tx, operator, client, {
      area: 'shop',
      action: approve ? 'shop.approve' : 'shop.reject',
      reason,
      lock: () => lockShop(tx, input.shopId),
      version: { seen: input.version, changed: 'SHOP_CHANGED' },
      edges: SHOP_EDGES,
      to,
      refused: 'SHOP_STATE',
      update: (row, change) => updateShop(tx, row, change),
      event: (row, event) => insertShopEvent(tx, { shopId: row.id, ...event }),
    });
    return opsDetailOf(tx, updated);
  });
