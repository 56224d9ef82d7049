// The merchant's shops: add, change, close, and the association (union) with a collection
// account. Secrets (API key, private key) are sealed with the app's key before they are stored and
// are answered, audited and logged only as hints. Every move follows SHOP_EDGES and is on the
// shop's story and in the audit log.
import {
  AuthorizationState,
  SHOP_EDGES,
  ShopAction,
  ShopState,
  shopStartState,
  toMinor,
  UnionState,
  ZShopListQuery,
  type AddShopRequest,
  type EditShopRequest,
  type ShopDetail,
  type ShopListQuery,
} from '@tradebridge/contracts';

import { storyEventView } from '../../../platform/story.ts';

import type { DbOrTx } from '../../../platform/db/client.ts';

import { pageFrom } from '../../../platform/db/paging.ts';

import type { Client, Deps } from '../../../platform/deps.ts';

import { AppError, FieldError, orNotFound } from '../../../platform/errors.ts';

import type { UserAuth } from '../../../platform/http/auth.ts';
import { auditUser } from '../../../platform/http/audited.ts';

import { saveIdempotentResult, type Idempotency } from '../../../platform/http/idempotency.ts';

import { assertMove, atVersion } from '../../../platform/review.ts';

import { findCollectionAccount, listEffectiveAccounts } from '../collection/index.ts';

import { adapterOf } from './platforms.ts';

import {
  findOpenShopOfStore,
  insertShop,
  insertShopEvent,
  listShops,
  lockShop,
  findShop,
  shopEventsOf,
  shopRefOf,
  updateShop,
  type NewShop,
  type ShopRow,
} from './repository.ts';

import { hintOf, shopView } from './views.ts';

const actionsOf = (row: ShopRow): ShopDetail['actions'] => {
  if (row.state === ShopState.Cancelled) return [];
  const actions: ShopDetail['actions'] = [ShopAction.Edit];
  if (adapterOf(row.platform) && row.authState !== AuthorizationState.Opened)
    actions.push(ShopAction.Authorize);
  if (row.state === ShopState.Effective && row.unionState !== UnionState.Linked)
    actions.push(ShopAction.Link);
  if (row.unionState === UnionState.Linked) actions.push(ShopAction.Unlink);
  actions.push(ShopAction.Close);
  return actions;
};

export const detailOf = async (db: DbOrTx, row: ShopRow): Promise<ShopDetail> => {
  const ref = await shopRefOf(db, row);
  const events = await shopEventsOf(db, row.id);
  return {
    ...shopView(row, ref.accountAlias),
    history: events.map(storyEventView),
    actions: actionsOf(row),
  };
};

/** What an audit entry may say of a shop: its fields, never its secrets. */
const auditedFields = (row: Pick<ShopRow, 'name' | 'link' | 'platform' | 'handle' | 'site'>) => ({
  name: row.name,
  link: row.link,
  platform: row.platform,
  handle: row.handle,
  site: row.site,
});

type ShopFields = Omit<AddShopRequest, 'apiKey' | 'privateKey'>;
const columnsOf = (input: ShopFields) => ({
  name: input.name,
  link: input.link,
  holder: input.holder,
  category: input.category,
  yearlySales: toMinor(input.yearlySales, 'USD'),
  site: input.site,
  platform: input.platform,
  storeType: input.storeType,
  handle: input.handle,
  platformMerchantId: input.platformMerchantId ?? '',
  gateway: input.gateway ?? '',
});

/** A secret as typed: sealed with its hint, removed when empty, kept when not sent. */
const secretColumns = (
  deps: Deps,
  secrets: { apiKey?: string | undefined; privateKey?: string | undefined },
): Partial<NewShop> => {
  const out: Partial<NewShop> = {};
  if (secrets.apiKey !== undefined) {
    out.apiKeySealed = secrets.apiKey ? deps.secrets.encrypt(secrets.apiKey) : null;
    out.apiKeyHint = hintOf(secrets.apiKey);
  }
  if (secrets.privateKey !== undefined) {
    out.privateKeySealed = secrets.privateKey ? deps.secrets.encrypt(secrets.privateKey) : null;
    out.privateKeyHint = hintOf(secrets.privateKey);
  }
  return out;
};

const assertStoreFree = async (
  db: DbOrTx,
  merchantId: string,
  input: { platform: string; handle: string },
  except?: string,
) => {
  const other = await findOpenShopOfStore(db, merchantId, input.platform, input.handle);
  if (other && other.id !== except) throw new FieldError('handle', 'shopTaken');
};

/** The merchant's shop, locked, at the version the caller looked at. */
const lockMyShop = async (db: DbOrTx, user: UserAuth, input: { shopId: string; version: number }) =>
  atVersion(await lockShop(db, input.shopId, user.merchantId), input.version, 'SHOP_CHANGED');

export const listMyShops = async (deps: Deps, user: UserAuth, query: ShopListQuery) => {
  const q = ZShopListQuery.parse(query);
  return pageFrom(
    q,
    (window) =>
      listShops(
        deps.db,
        { merchantId: user.merchantId, state: q.state, platform: q.platform, name: q.name },
        window,
      ),
    (r) => shopView(r.shop, r.accountAlias),
  );
};

export const getMyShop = async (deps: Deps, user: UserAuth, shopId: string) => {
  const row = orNotFound(await findShop(deps.db, shopId, user.merchantId));
  return detailOf(deps.db, row);
};

export const addShop = async (
  deps: Deps,
  user: UserAuth,
  input: AddShopRequest,
  idempotency: Idempotency,
  client: Client,
) =>
  deps.db.transaction(async (tx) => {
    await assertStoreFree(tx, user.merchantId, input);
    const adapter = adapterOf(input.platform);
    const row = await insertShop(tx, {
      merchantId: user.merchantId,
      state: shopStartState(Boolean(adapter)),
      ...columnsOf(input),
      ...secretColumns(deps, input),
      authState: adapter ? AuthorizationState.AwaitingAuthorization : null,
    });
    await insertShopEvent(tx, { shopId: row.id, action: 'added', actor: user.userName });
    await auditUser(tx, user, client, {
      action: 'shop.add',
      target: `shop:${row.id}`,
      after: { ...auditedFields(row), state: row.state, hasApiKey: Boolean(input.apiKey) },
    });
    const answer = await detailOf(tx, row);
    await saveIdempotentResult(tx, idempotency, answer);
    return answer;
  });

export const editShop = async (
  deps: Deps,
  user: UserAuth,
  input: EditShopRequest,
  client: Client,
) =>
  deps.db.transaction(async (tx) => {
    const row = await lockMyShop(tx, user, input);
    if (row.state === ShopState.Cancelled) throw new AppError('SHOP_STATE');
    await assertStoreFree(tx, user.merchantId, input, row.id);
    const adapter = adapterOf(input.platform);
    const storeChanged = input.platform !== row.platform || input.handle !== row.handle;
    // Another store is another authorization; a refused or effective shop is reviewed again, and
    // so is one moved to a platform without an adapter (it has no authorization to wait for).
    let to = row.state as ShopState;
    if (storeChanged && adapter) {
      if (row.state !== ShopState.AwaitingAuthorization) to = ShopState.AwaitingAuthorization;
    } else if (
      row.state === ShopState.NotApproved ||
      row.state === ShopState.Effective ||
      (row.state === ShopState.AwaitingAuthorization && !adapter)
    )
      to = ShopState.UnderReview;
    const edge = to === row.state ? null : assertMove(SHOP_EDGES, row.state, to, 'SHOP_STATE');
    const updated = await updateShop(tx, row, {
      ...columnsOf(input),
      ...secretColumns(deps, input),
      state: to,
      reason: edge ? null : row.reason,
      ...(storeChanged
        ? {
            authState: adapter ? AuthorizationState.AwaitingAuthorization : null,
            authTokenSealed: null,
            authScopes: [],
            authorizedAt: null,
            unionState: UnionState.Unlinked,
            unionAccountId: null,
            unionReason: null,
            unionAt: null,
          }
        : {}),
    });
    await insertShopEvent(tx, {
      shopId: row.id,
      action: storeChanged ? 'storeChanged' : (edge?.by ?? 'edited'),
      actor: user.userName,
    });
    await auditUser(tx, user, client, {
      action: 'shop.edit',
      target: `shop:${row.id}`,
      before: { ...auditedFields(row), state: row.state },
      after: {
        ...auditedFields(updated),
        state: updated.state,
        apiKeyChanged: input.apiKey !== undefined,
        privateKeyChanged: input.privateKey !== undefined,
      },
    });
    return detailOf(tx, updated);
  });

export const closeShop = async (
  deps: Deps,
  user: UserAuth,
  input: { shopId: string; version: number },
  client: Client,
) =>
  deps.db.transaction(async (tx) => {
    const row = await lockMyShop(tx, user, input);
    const edge = assertMove(SHOP_EDGES, row.state, ShopState.Cancelled, 'SHOP_STATE');
    const updated = await updateShop(tx, row, {
      state: ShopState.Cancelled,
      authTokenSealed: null,
      unionState: UnionState.Unlinked,
      unionAccountId: null,
      unionAt: row.unionState === UnionState.Linked ? new Date() : row.unionAt,
    });
    await insertShopEvent(tx, { shopId: row.id, action: edge.by, actor: user.userName });
    await auditUser(tx, user, client, {
      action: 'shop.close',
      target: `shop:${row.id}`,
      before: { state: row.state, unionAccountId: row.unionAccountId },
      after: { state: updated.state },
    });
    return detailOf(tx, updated);
  });

/**
 * Associates an effective shop with an effective collection account of the same merchant. The
 * platform sets its payouts to the account, or refuses: then the association failed, with the
 * platform's reason on the shop, and may be tried again with another account.
 */
export const linkShop = async (
  deps: Deps,
  user: UserAuth,
  input: { shopId: string; version: number; accountId: string },
  client: Client,
) =>
  deps.db.transaction(async (tx) => {
    const row = await lockMyShop(tx, user, input);
    if (row.state !== ShopState.Effective || row.unionState === UnionState.Linked)
      throw new AppError('SHOP_STATE');
    const account = await findCollectionAccount(tx, input.accountId, user.merchantId);
    if (!account) throw new FieldError('accountId', 'required');
    if (account.state !== ShopState.Effective) throw new AppError('COLLECTION_ACCOUNT_STATE');
    const adapter = adapterOf(row.platform);
    const binding = adapter
      ? await adapter.bindPayouts(row, {
          currencies: account.currencies as string[],
          alias: account.alias,
        })
      : ({ ok: true } as const);
    const updated = await updateShop(tx, row, {
      unionState: binding.ok ? UnionState.Linked : UnionState.LinkFailed,
      unionAccountId: account.id,
      unionReason: binding.ok ? null : binding.reason,
      unionAt: new Date(),
    });
    await insertShopEvent(tx, {
      shopId: row.id,
      action: binding.ok ? 'linked' : 'linkFailed',
      actor: user.userName,
      reason: binding.ok ? null : binding.reason,
    });
    await auditUser(tx, user, client, {
      action: 'shop.link',
      target: `shop:${row.id}`,
      before: { unionState: row.unionState, unionAccountId: row.unionAccountId },
      after: { unionState: updated.unionState, unionAccountId: account.id },
    });
    return detailOf(tx, updated);
  });

export const unlinkShop = async (
  deps: Deps,
  user: UserAuth,
  input: { shopId: string; version: number },
  client: Client,
) =>
  deps.db.transaction(async (tx) => {
    const row = await lockMyShop(tx, user, input);
    if (row.unionState !== UnionState.Linked) throw new AppError('SHOP_STATE');
    const updated = await updateShop(tx, row, {
      unionState: UnionState.Unlinked,
      unionAccountId: null,
      unionReason: null,
      unionAt: new Date(),
    });
    await insertShopEvent(tx, { shopId: row.id, action: 'unlinked', actor: user.userName });
    await auditUser(tx, user, client, {
      action: 'shop.unlink',
      target: `shop:${row.id}`,
      before: { unionState: row.unionState, unionAccountId: row.unionAccountId },
      after: { unionState: updated.unionState },
    });
    return detailOf(tx, updated);
  });

/** The merchant's effective collection accounts, for choosing where a shop's payouts go. */
export const payoutAccounts = async (deps: Deps, user: UserAuth) => ({
  list: (await listEffectiveAccounts(deps.db, user.merchantId)).map((a) => ({
    id: a.id,
    alias: a.alias,
    currencies: a.currencies as string[],
  })),
});
