// SQL of the merchants module. The merchants table is written only here: other areas create a
// merchant or change its business lines through index.ts, inside their own transaction.
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { RowWindow } from '../../../platform/db/paging.ts';
import { containing } from '../../../platform/db/like.ts';
import { merchants } from '../../../platform/db/schema.ts';
import { merchantIdsWithUserMatching } from '../identity/index.ts';

export type MerchantRow = typeof merchants.$inferSelect;
export type NewMerchant = typeof merchants.$inferInsert;

/** Merchants whose name, number, or any user's e-mail or mobile contains the keyword. */
const keywordMatches = (db: DbOrTx, keyword: string): SQL => {
  const pattern = containing(keyword);
  return or(
    ilike(merchants.name, pattern),
    ilike(merchants.merNo, pattern),
    inArray(merchants.id, merchantIdsWithUserMatching(db, keyword)),
  )!;
};

export const pageMerchants = async (
  db: DbOrTx,
  filter: { keyword?: string | undefined; state?: number | undefined },
  page: RowWindow,
) => {
  const where = and(
    filter.keyword ? keywordMatches(db, filter.keyword) : undefined,
    filter.state !== undefined ? eq(merchants.state, filter.state) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(merchants)
      .where(where)
      .orderBy(desc(merchants.createdAt), desc(merchants.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(merchants).where(where),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
};

/** The row, locked until the transaction ends. */
export const lockMerchant = async (db: DbOrTx, merchantId: string) => {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, merchantId)).for('update');
  return row;
};

export const updateMerchant = async (
  db: DbOrTx,
  merchantId: string,
  patch: Partial<NewMerchant>,
) => {
  const [row] = await db
    .update(merchants)
    .set(patch)
    .where(eq(merchants.id, merchantId))
    .returning();
  return row;
};

/**
 * Certification's changes to a merchant (its module decides the move along the activation edges):
 * the account state and, on approval, the certified name, entity type and country.
 */
export const setCertifiedState = (
  db: DbOrTx,
  merchantId: string,
  patch: Pick<NewMerchant, 'state'> & Partial<Pick<NewMerchant, 'name' | 'entityType' | 'country'>>,
) => updateMerchant(db, merchantId, patch);

export const findMerchant = async (db: DbOrTx, merchantId: string) => {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, merchantId)).limit(1);
  return row;
};

export const findMerchantByMerNo = async (db: DbOrTx, merNo: string) => {
  const [row] = await db.select().from(merchants).where(eq(merchants.merNo, merNo)).limit(1);
  return row;
};

export const createMerchant = async (db: DbOrTx, values: NewMerchant) => {
  const [row] = await db.insert(merchants).values(values).returning();
  return row!;
};

/** The merchant's business lines as stored (biz_list); with `lock`, locked until the end. */
export const findBizList = async (
  db: DbOrTx,
  merchantId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<unknown> => {
  const query = db
    .select({ bizList: merchants.bizList })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  const [row] = lock ? await query.for('update') : await query;
  return row?.bizList;
};

export const setBizList = async (db: DbOrTx, merchantId: string, bizList: unknown[]) => {
  await db.update(merchants).set({ bizList }).where(eq(merchants.id, merchantId));
};

export type MerchantRef = { id: string; merNo: string; name: string; state: number };

/** The merchants whose `column` is one of `values`, by merchant number. */
const listRefs = (
  db: DbOrTx,
  column: typeof merchants.id | typeof merchants.merNo,
  values: readonly string[],
): Promise<MerchantRef[]> =>
  values.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: merchants.id,
          merNo: merchants.merNo,
          name: merchants.name,
          state: merchants.state,
        })
        .from(merchants)
        .where(inArray(column, [...values]))
        .orderBy(asc(merchants.merNo));

/** Unknown ids are simply absent. */
export const listMerchantRefsByIds = (db: DbOrTx, ids: readonly string[]) =>
  listRefs(db, merchants.id, ids);

/** Unknown merchant numbers are simply absent. */
export const listMerchantRefsByMerNos = (db: DbOrTx, merNos: readonly string[]) =>
  listRefs(db, merchants.merNo, merNos);
