// The shop module's tables (Drizzle); drizzle.config.ts reads every module's schema.ts.
import { index, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { collectionAccounts } from '../collection/schema.ts';
import { merchantRef, reviewFields } from '../../../platform/db/merchant-columns.ts';
import {
  instant,
  money,
  refTo,
  storyTable,
  timestamps,
  uuidKey,
  version,
} from '../../../platform/db/columns.ts';

/** A merchant's store on a platform or own site; secrets are sealed (AES-GCM), never answered. */
export const shops = pgTable(
  'shops',
  {
    id: uuidKey(),
    merchantId: merchantRef(),
    /** ShopState (spec §4 shop/account-use). */
    state: smallint('state').notNull(),
    version: version(),
    name: text('name').notNull(),
    link: text('link').notNull(),
    holder: text('holder').notNull(),
    /** GoodsType code. */
    category: text('category').notNull(),
    /** US dollar cents. */
    yearlySales: money('yearly_sales'),
    site: text('site').notNull(),
    /** ShopPlatform. */
    platform: text('platform').notNull(),
    /** StoreType. */
    storeType: text('store_type').notNull(),
    handle: text('handle').notNull(),
    platformMerchantId: text('platform_merchant_id').notNull().default(''),
    gateway: text('gateway').notNull().default(''),
    apiKeySealed: text('api_key_sealed'),
    apiKeyHint: text('api_key_hint'),
    privateKeySealed: text('private_key_sealed'),
    privateKeyHint: text('private_key_hint'),
    ...reviewFields(),
    /** AuthorizationState; null where the platform has no adapter. */
    authState: smallint('auth_state'),
    /** The platform's access token, sealed. */
    authTokenSealed: text('auth_token_sealed'),
    authScopes: jsonb('auth_scopes').notNull().default([]),
    authorizedAt: instant('authorized_at'),
    /** UnionState: the association with a collection account. */
    unionState: smallint('union_state').notNull().default(0),
    unionAccountId: uuid('union_account_id').references(() => collectionAccounts.id),
    unionReason: text('union_reason'),
    unionAt: instant('union_at'),
    ...timestamps(),
  },
  (t) => [
    index('shops_merchant_idx').on(t.merchantId, t.createdAt),
    index('shops_queue_idx').on(t.state, t.updatedAt),
    // One open shop per store of a platform for a merchant (a closed one may be added again).
    uniqueIndex('shops_store_key')
      .on(t.merchantId, t.platform, t.handle)
      .where(sql`state <> 4`),
  ],
);

export const shopEvents = storyTable('shop_events', 'shopId', 'shop_id', () => shops.id);

/** One authorization hand-off of a shop: its step, its one-time code (hashed) and its outcome. */
export const shopAuthorizations = pgTable(
  'shop_authorizations',
  {
    id: uuidKey(),
    shopId: refTo('shop_id', () => shops.id),
    merchantId: merchantRef(),
    platform: text('platform').notNull(),
    /** HandoffStep reached: login, consent, callback. */
    step: text('step').notNull(),
    startedBy: text('started_by').notNull(),
    /** SHA-256 of the one-time code the platform issued at consent. */
    codeHash: text('code_hash'),
    /** HandoffOutcome, once it ended. */
    outcome: text('outcome'),
    reason: text('reason'),
    expiresAt: instant('expires_at').notNull(),
    startedAt: instant('started_at').notNull().defaultNow(),
    finishedAt: instant('finished_at'),
  },
  (t) => [index('shop_authorizations_shop_idx').on(t.shopId, t.startedAt)],
);
