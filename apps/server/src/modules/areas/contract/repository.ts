// SQL of the contract module: trade contracts with their story, their goods orders, and what of
// each order covers which collection.
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { containing } from '../../../platform/db/like.ts';
import { filteredWindow, type RowWindow } from '../../../platform/db/paging.ts';
import { versionedRecords } from '../../../platform/db/versioned.ts';
import {
  tradeContractEvents,
  tradeContracts,
  tradeOrderCollections,
  tradeOrders,
} from './schema.ts';
import { files, merchants } from '../../../platform/db/schema.ts';
import { storyRecords } from '../../../platform/db/story-records.ts';
import { merchantNamed, queueFirstOr } from '../../../platform/db/merchant-lists.ts';

export type ContractRow = typeof tradeContracts.$inferSelect;
export type NewContract = typeof tradeContracts.$inferInsert;
export type OrderRow = typeof tradeOrders.$inferSelect;
export type NewOrder = typeof tradeOrders.$inferInsert;

// ——— Contracts ———

const contractRecords = versionedRecords(tradeContracts);

export const insertContract = contractRecords.insert;

/** A contract, of this merchant when one is named (another merchant's id is not found). */
export const findContract = contractRecords.find;

export const lockContract = contractRecords.lock;

export const updateContract = contractRecords.update;

export type ContractFilter = {
  merchantId?: string | undefined;
  state?: number | undefined;
  tradeType?: number | undefined;
  currency?: string | undefined;
  keyword?: string | undefined;
  /** Deleted contracts are the merchant's past: listed only when asked by state. */
  withDeleted?: boolean;
};

const contractWhere = (filter: ContractFilter): SQL | undefined =>
  and(
    filter.merchantId ? eq(tradeContracts.merchantId, filter.merchantId) : undefined,
    filter.state === undefined
      ? filter.withDeleted
        ? undefined
        : sql`${tradeContracts.state} <> 3`
      : eq(tradeContracts.state, filter.state),
    filter.tradeType === undefined ? undefined : eq(tradeContracts.tradeType, filter.tradeType),
    filter.currency ? eq(tradeContracts.currency, filter.currency) : undefined,
    filter.keyword
      ? or(
          ilike(tradeContracts.contractNo, containing(filter.keyword)),
          ilike(tradeContracts.buyerName, containing(filter.keyword)),
        )
      : undefined,
  );

/** Order count and total of each contract listed (one grouped query). */
const orderTotals = sql<string>`(SELECT coalesce(sum(o.total), 0)::text FROM trade_orders o WHERE o.contract_id = ${tradeContracts.id})`;
const orderCount = sql<number>`(SELECT count(*)::int FROM trade_orders o WHERE o.contract_id = ${tradeContracts.id})`;

/** What a contract is listed and shown with: its merchant, its orders' count and total. */
const extraColumns = {
  ...merchantNamed,
  orderTotal: orderTotals,
  orderCount,
};

export const listContracts = async (
  db: DbOrTx,
  filter: ContractFilter,
  window: RowWindow,
  queueFirst = false,
) => {
  return filteredWindow(
    db
      .select({ contract: tradeContracts, ...extraColumns })
      .from(tradeContracts)
      .innerJoin(merchants, eq(merchants.id, tradeContracts.merchantId))
      .$dynamic(),
    (where) => db.select({ n: count() }).from(tradeContracts).where(where),
    {
      where: contractWhere(filter),
      order: queueFirstOr(
        queueFirst,
        { state: tradeContracts.state, waiting: 0, since: tradeContracts.updatedAt },
        [desc(tradeContracts.createdAt)],
      ),
      window,
    },
  );
};

/** The contract's merchant, its orders' count and total, and its files' names. */
export const contractExtrasOf = async (db: DbOrTx, row: ContractRow) => {
  const [extras] = await db
    .select(extraColumns)
    .from(tradeContracts)
    .innerJoin(merchants, eq(merchants.id, tradeContracts.merchantId))
    .where(eq(tradeContracts.id, row.id));
  const ids = [row.contractFileId, ...(row.piFileId ? [row.piFileId] : [])];
  const named = await db
    .select({ id: files.id, name: files.name, mime: files.mime })
    .from(files)
    .where(inArray(files.id, ids));
  return { ...extras!, files: named };
};

const contractStory = storyRecords(tradeContractEvents, 'contractId');

export const insertContractEvent = contractStory.insert;

export const contractEventsOf = contractStory.of;

/** The trade types of the merchant's effective contracts (its trade authorities). */
export const effectiveTradeTypes = async (db: DbOrTx, merchantId: string) =>
  (
    await db
      .selectDistinct({ tradeType: tradeContracts.tradeType })
      .from(tradeContracts)
      .where(and(eq(tradeContracts.merchantId, merchantId), eq(tradeContracts.state, 1)))
  ).map((r) => r.tradeType);

/** Some of the merchant's contracts by id (evidence of a quota application): another's are absent. */
export const contractsByIds = async (db: DbOrTx, merchantId: string, ids: string[]) =>
  ids.length === 0
    ? []
    : db
        .select({
          id: tradeContracts.id,
          contractNo: tradeContracts.contractNo,
          currency: tradeContracts.currency,
          amount: tradeContracts.amount,
          state: tradeContracts.state,
        })
        .from(tradeContracts)
        .where(and(eq(tradeContracts.merchantId, merchantId), inArray(tradeContracts.id, ids)));

// ——— Orders ———

const orderColumns = { order: tradeOrders, contractNo: tradeContracts.contractNo };

export type OrderListRow = { order: OrderRow; contractNo: string };

export type OrderFilter = {
  merchantId?: string | undefined;
  contractId?: string | undefined;
  currency?: string | undefined;
  shipment?: number | undefined;
  keyword?: string | undefined;
  open?: boolean | undefined;
};

const orderWhere = (filter: OrderFilter): SQL | undefined =>
  and(
    filter.merchantId ? eq(tradeOrders.merchantId, filter.merchantId) : undefined,
    filter.contractId ? eq(tradeOrders.contractId, filter.contractId) : undefined,
    filter.currency ? eq(tradeOrders.currency, filter.currency) : undefined,
    filter.shipment === undefined ? undefined : eq(tradeOrders.shipment, filter.shipment),
    filter.keyword
      ? or(
          ilike(tradeOrders.orderNo, containing(filter.keyword)),
          ilike(tradeOrders.name, containing(filter.keyword)),
          ilike(tradeOrders.payer, containing(filter.keyword)),
        )
      : undefined,
    filter.open ? sql`${tradeOrders.associated} < ${tradeOrders.total}` : undefined,
    // Orders of a deleted contract are gone with it.
    sql`${tradeContracts.state} <> 3`,
  );

export const listOrders = async (db: DbOrTx, filter: OrderFilter, window: RowWindow) => {
  return filteredWindow(
    db
      .select(orderColumns)
      .from(tradeOrders)
      .innerJoin(tradeContracts, eq(tradeContracts.id, tradeOrders.contractId))
      .$dynamic(),
    (where) =>
      db
        .select({ n: count() })
        .from(tradeOrders)
        .innerJoin(tradeContracts, eq(tradeContracts.id, tradeOrders.contractId))
        .where(where),
    {
      where: orderWhere(filter),
      order: [desc(tradeOrders.orderedAt), desc(tradeOrders.id)],
      window,
    },
  );
};

/** Inserts orders; one whose number the merchant took meanwhile is skipped (not returned). */
export const insertOrders = async (db: DbOrTx, rows: NewOrder[]) =>
  rows.length === 0 ? [] : db.insert(tradeOrders).values(rows).onConflictDoNothing().returning();

const orderRecords = versionedRecords(tradeOrders);

export const lockOrder = (db: DbOrTx, orderId: string, merchantId: string) =>
  orderRecords.lock(db, orderId, merchantId);

export const updateOrder = orderRecords.update;

export const deleteOrderRow = async (db: DbOrTx, orderId: string) => {
  await db.delete(tradeOrders).where(eq(tradeOrders.id, orderId));
};

/** The order numbers among `orderNos` the merchant already uses. */
export const takenOrderNos = async (db: DbOrTx, merchantId: string, orderNos: string[]) => {
  const taken = new Set<string>();
  // In slices: an IN list of thousands of parameters is fine, tens of thousands is not.
  for (let i = 0; i < orderNos.length; i += 5_000) {
    const slice = orderNos.slice(i, i + 5_000);
    const rows = await db
      .select({ orderNo: tradeOrders.orderNo })
      .from(tradeOrders)
      .where(and(eq(tradeOrders.merchantId, merchantId), inArray(tradeOrders.orderNo, slice)));
    for (const r of rows) taken.add(r.orderNo);
  }
  return taken;
};

/** Whether any order of the contract covers a collection. */
export const contractHasAssociations = async (db: DbOrTx, contractId: string) =>
  (
    await db
      .select({ id: tradeOrders.id })
      .from(tradeOrders)
      .where(and(eq(tradeOrders.contractId, contractId), sql`${tradeOrders.associated} > 0`))
      .limit(1)
  ).length > 0;

export const deleteOrdersOfContract = async (db: DbOrTx, contractId: string) => {
  await db.delete(tradeOrders).where(eq(tradeOrders.contractId, contractId));
};

// ——— Associations ———

/** The merchant's orders among `ids`, locked, with their contract's state. */
export const lockOrdersForAssociation = (db: DbOrTx, merchantId: string, ids: string[]) =>
  db
    .select({ order: tradeOrders, contractState: tradeContracts.state })
    .from(tradeOrders)
    .innerJoin(tradeContracts, eq(tradeContracts.id, tradeOrders.contractId))
    .where(and(eq(tradeOrders.merchantId, merchantId), inArray(tradeOrders.id, ids)))
    .orderBy(asc(tradeOrders.orderedAt), asc(tradeOrders.id))
    .for('update', { of: tradeOrders });

export const insertAssociations = async (
  db: DbOrTx,
  rows: (typeof tradeOrderCollections.$inferInsert)[],
) => {
  if (!rows.length) return;
  // An order that covered part of the collection before gives more to it.
  await db
    .insert(tradeOrderCollections)
    .values(rows)
    .onConflictDoUpdate({
      target: [tradeOrderCollections.collectionId, tradeOrderCollections.orderId],
      set: { amount: sql`${tradeOrderCollections.amount} + excluded.amount` },
    });
};

export const addAssociated = async (db: DbOrTx, orderId: string, amount: bigint) => {
  await db
    .update(tradeOrders)
    .set({ associated: sql`${tradeOrders.associated} + ${amount}`, updatedAt: new Date() })
    .where(eq(tradeOrders.id, orderId));
};

export const associationsOf = (db: DbOrTx, collectionId: string) =>
  db
    .select({
      link: tradeOrderCollections,
      orderNo: tradeOrders.orderNo,
      name: tradeOrders.name,
      currency: tradeOrders.currency,
      contractId: tradeOrders.contractId,
      contractNo: tradeContracts.contractNo,
    })
    .from(tradeOrderCollections)
    .innerJoin(tradeOrders, eq(tradeOrders.id, tradeOrderCollections.orderId))
    .innerJoin(tradeContracts, eq(tradeContracts.id, tradeOrders.contractId))
    .where(eq(tradeOrderCollections.collectionId, collectionId))
    .orderBy(asc(tradeOrderCollections.createdAt), asc(tradeOrders.orderNo));
