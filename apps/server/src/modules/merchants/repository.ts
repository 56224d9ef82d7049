// SQL of the merchants module (operator console view of merchants).
import { and, asc, count, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { merchants, operators, users } from '../../platform/db/schema.ts';

export type MerchantRow = typeof merchants.$inferSelect;
export type ManagerRow = typeof operators.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/** A LIKE pattern that matches `text` anywhere, with its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Merchants whose name, number, or any user's e-mail or mobile contains the keyword. */
const keywordMatches = (db: DbOrTx, keyword: string): SQL => {
  const pattern = containing(keyword);
  const digits = containing(keyword.replace(/[\s-]/g, ''));
  return or(
    ilike(merchants.name, pattern),
    ilike(merchants.merNo, pattern),
    exists(
      db
        .select({ one: sql`1` })
        .from(users)
        .where(
          and(
            eq(users.merchantId, merchants.id),
            or(
              ilike(users.email, pattern),
              ilike(users.mPhone, digits),
              ilike(sql`coalesce(${users.areaCode}, '') || ${users.mPhone}`, digits),
            ),
          ),
        ),
    ),
  )!;
};

export const pageMerchants = async (
  db: DbOrTx,
  filter: { keyword?: string | undefined; state?: number | undefined },
  page: { limit: number; offset: number },
) => {
  const where = and(
    filter.keyword ? keywordMatches(db, filter.keyword) : undefined,
    filter.state !== undefined ? eq(merchants.state, filter.state) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({ merchant: merchants, manager: operators })
      .from(merchants)
      .leftJoin(operators, eq(merchants.accountManagerId, operators.id))
      .where(where)
      .orderBy(desc(merchants.createdAt), desc(merchants.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(merchants).where(where),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
};

export const findMerchantWithManager = async (db: DbOrTx, merchantId: string) => {
  const [row] = await db
    .select({ merchant: merchants, manager: operators })
    .from(merchants)
    .leftJoin(operators, eq(merchants.accountManagerId, operators.id))
    .where(eq(merchants.id, merchantId))
    .limit(1);
  return row;
};

/** The row, locked until the transaction ends. */
export const lockMerchant = async (db: DbOrTx, merchantId: string) => {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, merchantId)).for('update');
  return row;
};

/** Users of the given merchants, the main user first. */
export const listUsersOf = (db: DbOrTx, merchantIds: string[]) =>
  merchantIds.length === 0
    ? Promise.resolve([] as UserRow[])
    : db
        .select()
        .from(users)
        .where(inArray(users.merchantId, merchantIds))
        .orderBy(desc(users.adminFlag), asc(users.createdAt), asc(users.accountNo));

export const updateMerchant = async (
  db: DbOrTx,
  merchantId: string,
  patch: Partial<typeof merchants.$inferInsert>,
) => {
  const [row] = await db
    .update(merchants)
    .set(patch)
    .where(eq(merchants.id, merchantId))
    .returning();
  return row;
};
