// SQL of the identity module.
import { and, desc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  inviteCodes,
  loginAttempts,
  merchants,
  operators,
  sessions,
  users,
} from '../../platform/db/schema.ts';
import type { Account } from './accounts.ts';

export type UserRow = typeof users.$inferSelect;
export type MerchantRow = typeof merchants.$inferSelect;

export const findUserByAccount = async (db: DbOrTx, account: Account): Promise<UserRow[]> => {
  if (account.kind === 'email') {
    return db.select().from(users).where(eq(users.email, account.email)).limit(1);
  }
  return db
    .select()
    .from(users)
    .where(
      account.areaCode
        ? and(eq(users.mPhone, account.mPhone), eq(users.areaCode, account.areaCode))
        : eq(users.mPhone, account.mPhone),
    )
    .limit(2);
};

export const getUserWithMerchant = async (db: DbOrTx, userId: string) => {
  const [row] = await db
    .select({ user: users, merchant: merchants, manager: operators })
    .from(users)
    .innerJoin(merchants, eq(users.merchantId, merchants.id))
    .leftJoin(operators, eq(merchants.accountManagerId, operators.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
};

export const findActiveInviteCode = async (db: DbOrTx, code: string) => {
  const [row] = await db
    .select()
    .from(inviteCodes)
    .where(and(eq(inviteCodes.code, code.trim().toUpperCase()), eq(inviteCodes.active, true)))
    .limit(1);
  return row;
};

export const listLoginAttempts = (db: DbOrTx, subjectId: string, limit: number) =>
  db
    .select()
    .from(loginAttempts)
    .where(eq(loginAttempts.subjectId, subjectId))
    .orderBy(desc(loginAttempts.createdAt))
    .limit(limit);

export const listSessions = (db: DbOrTx, subjectType: string, subjectId: string, limit: number) =>
  db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.subjectType, subjectType),
        eq(sessions.subjectId, subjectId),
        gt(sessions.createdAt, new Date(Date.now() - 30 * 86_400_000)),
      ),
    )
    .orderBy(desc(sessions.createdAt))
    .limit(limit);
