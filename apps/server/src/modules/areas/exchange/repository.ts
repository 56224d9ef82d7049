// SQL of the exchange module: quotes, orders, pricing rules, rate alerts, and the platform's FX
// position read from the ledger's accounts.
import { randomUUID } from 'node:crypto';
import { OrderType, PlatformAccount, type Currency } from '@tradebridge/contracts';
import { and, count, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import { queryRows, queryTuples, type Db, type DbOrTx } from '../../../platform/db/client.ts';
import { containing } from '../../../platform/db/like.ts';
import type { RowWindow } from '../../../platform/db/paging.ts';
import { exchangeOrders, exchangeQuotes, exchangeRules, rateAlerts } from './schema.ts';
import { merchants, users } from '../../../platform/db/schema.ts';
import { onDays } from '../../../platform/db/days.ts';
import { merchantNamed } from '../../../platform/db/merchant-lists.ts';

export type QuoteRow = typeof exchangeQuotes.$inferSelect;
export type NewQuote = typeof exchangeQuotes.$inferInsert;
export type OrderRow = typeof exchangeOrders.$inferSelect;
export type NewOrder = typeof exchangeOrders.$inferInsert;
export type RuleRow = typeof exchangeRules.$inferSelect;
export type AlertRow = typeof rateAlerts.$inferSelect;

// ——— Quotes ———

/**
 * Stores a quote only while `available` (the ledger's SQL of the balance it sells from) covers
 * its sell amount, in one statement; undefined when it does not.
 */
export const insertQuoteIfCovered = async (db: Db, row: NewQuote, available: SQL) => {
  const id = randomUUID();
  // Every quote runs this one statement: prepared, so PostgreSQL plans it once per connection.
  const inserted = await queryTuples<[string]>(
    db,
    sql`INSERT INTO exchange_quotes (id, merchant_id, user_id, sell_currency, buy_currency, side,
          sell_amount, buy_amount, fee, mid_rate, rate, spread_bp, lock_seconds, review, provider,
          expires_at, created_at)
        SELECT ${id}::uuid, ${row.merchantId}::uuid, ${row.userId}::uuid, ${row.sellCurrency},
          ${row.buyCurrency}, ${row.side}, ${row.sellAmount.toString()}::bigint,
          ${row.buyAmount.toString()}::bigint, ${row.fee.toString()}::bigint, ${row.midRate}::numeric,
          ${row.rate}::numeric, ${row.spreadBp}, ${row.lockSeconds}, ${row.review}, ${row.provider},
          ${row.expiresAt.toISOString()}::timestamptz, ${(row.createdAt ?? new Date()).toISOString()}::timestamptz
        WHERE ${available} >= ${row.sellAmount.toString()}::bigint
        RETURNING id`,
    { prepareAs: 'exchange_insert_quote' },
  );
  return inserted.length > 0
    ? ({ ...row, id, createdAt: row.createdAt ?? new Date(), usedAt: null } as QuoteRow)
    : undefined;
};

/** A quote of this merchant (another merchant's id is not found), locked when asked. */
export const findQuote = async (
  db: DbOrTx,
  quoteId: string,
  merchantId: string,
  { lock = false } = {},
) => {
  const query = db
    .select()
    .from(exchangeQuotes)
    .where(and(eq(exchangeQuotes.id, quoteId), eq(exchangeQuotes.merchantId, merchantId)))
    .$dynamic();
  return (await (lock ? query.for('update') : query.limit(1)))[0];
};

export const markQuoteUsed = (db: DbOrTx, quoteId: string, at: Date) =>
  db
    .update(exchangeQuotes)
    .set({ usedAt: at })
    .where(and(eq(exchangeQuotes.id, quoteId), isNull(exchangeQuotes.usedAt)));

// ——— Orders ———

export const insertOrder = async (db: DbOrTx, row: NewOrder) => {
  const [created] = await db.insert(exchangeOrders).values(row).returning();
  return created!;
};

export type OrderWithNames = {
  order: OrderRow;
  merNo: string;
  merchantName: string;
  createdByName: string | null;
};

const orderSelection = {
  order: exchangeOrders,
  ...merchantNamed,
  createdByName: users.name,
};

const ordersWithNames = (db: DbOrTx) =>
  db
    .select(orderSelection)
    .from(exchangeOrders)
    .innerJoin(merchants, eq(merchants.id, exchangeOrders.merchantId))
    .leftJoin(users, eq(users.id, exchangeOrders.createdBy))
    .$dynamic();

export const findOrderByQuote = async (db: DbOrTx, quoteId: string) =>
  (await ordersWithNames(db).where(eq(exchangeOrders.quoteId, quoteId)).limit(1))[0];

/** An order by number, of this merchant when one is named. */
export const findOrder = async (db: DbOrTx, orderNo: string, merchantId?: string) =>
  (
    await ordersWithNames(db)
      .where(
        and(
          eq(exchangeOrders.orderNo, orderNo),
          merchantId ? eq(exchangeOrders.merchantId, merchantId) : undefined,
        ),
      )
      .limit(1)
  )[0];

export const lockOrder = async (db: DbOrTx, orderNo: string) =>
  (
    await db.select().from(exchangeOrders).where(eq(exchangeOrders.orderNo, orderNo)).for('update')
  )[0];

export const updateOrder = async (db: DbOrTx, id: string, patch: Partial<NewOrder>) => {
  const [updated] = await db
    .update(exchangeOrders)
    .set(patch)
    .where(eq(exchangeOrders.id, id))
    .returning();
  return updated!;
};

export type OrderFilter = {
  merchantId?: string | undefined;
  state?: number | undefined;
  sellCurrency?: string | undefined;
  buyCurrency?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  orderNo?: string | undefined;
  /** Created on or after this moment. */
  since?: Date | undefined;
};

const orderWhere = (f: OrderFilter): SQL | undefined =>
  and(
    f.merchantId ? eq(exchangeOrders.merchantId, f.merchantId) : undefined,
    f.state !== undefined ? eq(exchangeOrders.state, f.state) : undefined,
    f.sellCurrency ? eq(exchangeOrders.sellCurrency, f.sellCurrency) : undefined,
    f.buyCurrency ? eq(exchangeOrders.buyCurrency, f.buyCurrency) : undefined,
    onDays(exchangeOrders.createdAt, f.dateFrom, f.dateTo),
    f.orderNo ? ilike(exchangeOrders.orderNo, containing(f.orderNo)) : undefined,
    f.since ? sql`${exchangeOrders.createdAt} >= ${f.since.toISOString()}::timestamptz` : undefined,
  );

export const listOrders = async (db: DbOrTx, filter: OrderFilter, window: RowWindow) => {
  const where = orderWhere(filter);
  const rows = await ordersWithNames(db)
    .where(where)
    .orderBy(desc(exchangeOrders.createdAt), desc(exchangeOrders.orderNo))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ n: count() }).from(exchangeOrders).where(where);
  return { rows, total: Number(total?.n ?? 0) };
};

/** Every order of a filter, a batch at a time (exports). */
export async function* iterateOrders(db: DbOrTx, filter: OrderFilter, batchSize: number) {
  for (let offset = 0; ; offset += batchSize) {
    const { rows } = await listOrders(db, filter, { limit: batchSize, offset });
    yield rows;
    if (rows.length < batchSize) return;
  }
}

export const countOrders = async (db: DbOrTx, filter: OrderFilter) => {
  const [total] = await db.select({ n: count() }).from(exchangeOrders).where(orderWhere(filter));
  return Number(total?.n ?? 0);
};

/** Completed exchanges since `since`, by pair. */
export const pairTotalsSince = (db: DbOrTx, since: Date, completed: number) =>
  queryRows<{
    sell_currency: Currency;
    buy_currency: Currency;
    n: string | number;
    sell_total: string;
    buy_total: string;
  }>(
    db,
    sql`SELECT sell_currency, buy_currency, count(*) AS n,
               sum(sell_amount)::text AS sell_total, sum(buy_amount)::text AS buy_total
        FROM exchange_orders
        WHERE created_at >= ${since.toISOString()}::timestamptz AND state = ${completed}
        GROUP BY sell_currency, buy_currency
        ORDER BY count(*) DESC, sell_currency, buy_currency`,
  );

/** The platform's FX position accounts and the exchange fees its revenue accounts received. */
export const fxAccounts = (db: DbOrTx) =>
  queryRows<{ currency: Currency; position: string; fees: string }>(
    db,
    sql`SELECT c.currency,
               coalesce((SELECT balance FROM ledger_accounts
                         WHERE owner = 'P' AND kind = ${PlatformAccount.FxPosition} AND currency = c.currency), 0)::text AS position,
               coalesce((SELECT sum(p.amount) FROM postings p
                         JOIN journal_entries e ON e.id = p.entry_id
                         JOIN ledger_accounts a ON a.id = p.account_id
                         WHERE a.owner = 'P' AND a.kind = ${PlatformAccount.FeeRevenue} AND a.currency = c.currency
                           AND e.order_type = ${OrderType.Exchange}), 0)::text AS fees
        FROM (SELECT DISTINCT currency FROM ledger_accounts
              WHERE owner = 'P' AND kind = ${PlatformAccount.FxPosition}) c
        ORDER BY c.currency`,
  );

// ——— Rules ———

export type RuleWithMerchant = RuleRow & { merNo: string | null; merchantName: string | null };

/** Every pricing rule (the cache of pricing.ts picks the one that applies). */
export const listRules = async (db: DbOrTx): Promise<RuleWithMerchant[]> => {
  const rows = await db
    .select({ rule: exchangeRules, ...merchantNamed })
    .from(exchangeRules)
    .leftJoin(merchants, eq(merchants.id, exchangeRules.merchantId))
    .orderBy(
      sql`${exchangeRules.merchantId} IS NOT NULL`,
      merchants.merNo,
      sql`coalesce(${exchangeRules.sellCurrency}, '')`,
      sql`coalesce(${exchangeRules.buyCurrency}, '')`,
    );
  return rows.map((r) => ({ ...r.rule, merNo: r.merNo, merchantName: r.merchantName }));
};

export const findRule = async (db: DbOrTx, id: string) =>
  (await db.select().from(exchangeRules).where(eq(exchangeRules.id, id)).for('update'))[0];

/** The rule of exactly this scope, if any (another id may not take it). */
export const findRuleOfScope = async (
  db: DbOrTx,
  scope: { merchantId: string | null; sellCurrency: string | null; buyCurrency: string | null },
) =>
  (
    await db
      .select()
      .from(exchangeRules)
      .where(
        sql`coalesce(${exchangeRules.merchantId}::text, '') = ${scope.merchantId ?? ''}
            AND coalesce(${exchangeRules.sellCurrency}, '') = ${scope.sellCurrency ?? ''}
            AND coalesce(${exchangeRules.buyCurrency}, '') = ${scope.buyCurrency ?? ''}`,
      )
      .limit(1)
  )[0];

export const insertRule = (db: DbOrTx, row: typeof exchangeRules.$inferInsert) =>
  db.insert(exchangeRules).values(row);

export const updateRule = (
  db: DbOrTx,
  id: string,
  patch: Partial<typeof exchangeRules.$inferInsert>,
) => db.update(exchangeRules).set(patch).where(eq(exchangeRules.id, id));

export const deleteRuleRow = (db: DbOrTx, id: string) =>
  db.delete(exchangeRules).where(eq(exchangeRules.id, id));

// ——— Alerts ———

export const listAlerts = (db: DbOrTx, merchantId: string) =>
  db
    .select()
    .from(rateAlerts)
    .where(eq(rateAlerts.merchantId, merchantId))
    .orderBy(sql`${rateAlerts.state} = 'triggered'`, desc(rateAlerts.createdAt));

export const countActiveAlerts = async (db: DbOrTx, merchantId: string) => {
  const [row] = await db
    .select({ n: count() })
    .from(rateAlerts)
    .where(and(eq(rateAlerts.merchantId, merchantId), eq(rateAlerts.state, 'active')));
  return Number(row?.n ?? 0);
};

export const insertAlert = async (db: DbOrTx, row: typeof rateAlerts.$inferInsert) => {
  const [created] = await db.insert(rateAlerts).values(row).returning();
  return created!;
};

export const deleteAlertRow = (db: DbOrTx, id: string, merchantId: string) =>
  db
    .delete(rateAlerts)
    .where(and(eq(rateAlerts.id, id), eq(rateAlerts.merchantId, merchantId)))
    .returning({ id: rateAlerts.id });

export const activeAlerts = (db: DbOrTx) =>
  db.select().from(rateAlerts).where(eq(rateAlerts.state, 'active'));

/** Marks an alert triggered, once: false when another run got there first. */
export const triggerAlert = async (db: DbOrTx, id: string, rate: string, at: Date) => {
  const rows = await db
    .update(rateAlerts)
    .set({ state: 'triggered', triggeredAt: at, triggeredRate: rate })
    .where(and(eq(rateAlerts.id, id), eq(rateAlerts.state, 'active')))
    .returning({ id: rateAlerts.id });
  return rows.length > 0;
};

/** Deletes quotes never booked that expired before `before`; answers how many. */
export const deleteStaleQuotes = async (db: DbOrTx, before: Date) => {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`DELETE FROM exchange_quotes
        WHERE used_at IS NULL AND expires_at < ${before.toISOString()}::timestamptz
        RETURNING id`,
  );
  return rows.length;
};
