// SQL of the shop module: shops with their story, and the authorization hand-offs.
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { containing } from '../../../platform/db/like.ts';
import { filteredWindow, type RowWindow } from '../../../platform/db/paging.ts';
import { versionedRecords } from '../../../platform/db/versioned.ts';
import { collectionAccounts } from '../collection/schema.ts';
import { shopAuthorizations, shopEvents, shops } from './schema.ts';
import { merchants } from '../../../platform/db/schema.ts';
import { storyRecords } from '../../../platform/db/story-records.ts';
import { merchantNamed, queueFirstOr } from '../../../platform/db/merchant-lists.ts';

export type ShopRow = typeof shops.$inferSelect;
export type NewShop = typeof shops.$inferInsert;
export type AttemptRow = typeof shopAuthorizations.$inferSelect;

const shopRecords = versionedRecords(shops);

export const insertShop = shopRecords.insert;

/** A shop, of this merchant when one is named (another merchant's id is not found). */
export const findShop = shopRecords.find;

export const lockShop = shopRecords.lock;

/** Writes a change and bumps the version (every change does). */
export const updateShop = shopRecords.update;

/** An open shop of this merchant on the platform with the handle (one store, one shop). */
export const findOpenShopOfStore = async (
  db: DbOrTx,
  merchantId: string,
  platform: string,
  handle: string,
) =>
  (
    await db
      .select({ id: shops.id })
      .from(shops)
      .where(
        and(
          eq(shops.merchantId, merchantId),
          eq(shops.platform, platform),
          eq(shops.handle, handle),
          sql`${shops.state} <> 4`,
        ),
      )
      .limit(1)
  )[0];

export type ShopFilter = {
  merchantId?: string | undefined;
  state?: number | undefined;
  platform?: string | undefined;
  name?: string | undefined;
};

const shopWhere = (filter: ShopFilter): SQL | undefined =>
  and(
    filter.merchantId ? eq(shops.merchantId, filter.merchantId) : undefined,
    filter.state === undefined ? undefined : eq(shops.state, filter.state),
    filter.platform ? eq(shops.platform, filter.platform) : undefined,
    filter.name
      ? or(ilike(shops.name, containing(filter.name)), ilike(shops.link, containing(filter.name)))
      : undefined,
  );

/** Shops with their merchant and the alias of the account they are associated with. */
export const listShops = async (
  db: DbOrTx,
  filter: ShopFilter,
  window: RowWindow,
  queueFirst = false,
) => {
  return filteredWindow(
    db
      .select({
        shop: shops,
        ...merchantNamed,
        accountAlias: collectionAccounts.alias,
      })
      .from(shops)
      .innerJoin(merchants, eq(merchants.id, shops.merchantId))
      .leftJoin(collectionAccounts, eq(collectionAccounts.id, shops.unionAccountId))
      .$dynamic(),
    (where) => db.select({ n: count() }).from(shops).where(where),
    {
      where: shopWhere(filter),
      order: queueFirstOr(queueFirst, { state: shops.state, waiting: 2, since: shops.updatedAt }, [
        desc(shops.createdAt),
      ]),
      window,
    },
  );
};

export const shopRefOf = async (db: DbOrTx, row: ShopRow) => {
  const [ref] = await db
    .select(merchantNamed)
    .from(merchants)
    .where(eq(merchants.id, row.merchantId))
    .limit(1);
  const [account] = row.unionAccountId
    ? await db
        .select({ alias: collectionAccounts.alias })
        .from(collectionAccounts)
        .where(eq(collectionAccounts.id, row.unionAccountId))
        .limit(1)
    : [];
  return {
    merNo: ref!.merNo,
    merchantName: ref!.merchantName,
    accountAlias: account?.alias ?? null,
  };
};

const shopStory = storyRecords(shopEvents, 'shopId');

export const insertShopEvent = shopStory.insert;

export const shopEventsOf = shopStory.of;

/** Whether the merchant has an effective shop (its e-commerce trade authority). */
export const hasEffectiveShop = async (db: DbOrTx, merchantId: string) =>
  (
    await db
      .select({ id: shops.id })
      .from(shops)
      .where(and(eq(shops.merchantId, merchantId), eq(shops.state, 1)))
      .limit(1)
  ).length > 0;

// ——— Authorization hand-offs ———

export const insertAttempt = async (db: DbOrTx, row: typeof shopAuthorizations.$inferInsert) => {
  const [created] = await db.insert(shopAuthorizations).values(row).returning();
  return created!;
};

export const lockAttempt = async (db: DbOrTx, attemptId: string) =>
  (
    await db
      .select()
      .from(shopAuthorizations)
      .where(eq(shopAuthorizations.id, attemptId))
      .for('update')
  )[0];

export const findAttempt = async (db: DbOrTx, attemptId: string) =>
  (
    await db.select().from(shopAuthorizations).where(eq(shopAuthorizations.id, attemptId)).limit(1)
  )[0];

export const updateAttempt = async (
  db: DbOrTx,
  attemptId: string,
  patch: Partial<typeof shopAuthorizations.$inferInsert>,
) => {
  await db.update(shopAuthorizations).set(patch).where(eq(shopAuthorizations.id, attemptId));
};

export const attemptsOf = (db: DbOrTx, shopId: string) =>
  db
    .select()
    .from(shopAuthorizations)
    .where(eq(shopAuthorizations.shopId, shopId))
    .orderBy(desc(shopAuthorizations.startedAt))
    .limit(50);
