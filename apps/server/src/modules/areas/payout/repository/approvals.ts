// SQL of payout approvals: approvers' decisions and the merchants' approval policies.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../../platform/db/client.ts';
import { payoutApprovals, payoutPolicies } from '../schema.ts';
import { users } from '../../../../platform/db/schema.ts';

export const approvalsOf = (db: DbOrTx, payoutId: string) =>
  db
    .select({
      userId: payoutApprovals.userId,
      userName: users.name,
      decision: payoutApprovals.decision,
      reason: payoutApprovals.reason,
      at: payoutApprovals.at,
    })
    .from(payoutApprovals)
    .innerJoin(users, eq(users.id, payoutApprovals.userId))
    .where(eq(payoutApprovals.payoutId, payoutId))
    .orderBy(asc(payoutApprovals.at));

/** Records an approver's decision; false when this approver decided already. */
export const insertApproval = async (
  db: DbOrTx,
  row: { payoutId: string; userId: string; decision: string; reason: string | null },
) =>
  (
    await db
      .insert(payoutApprovals)
      .values(row)
      .onConflictDoNothing()
      .returning({ userId: payoutApprovals.userId })
  ).length > 0;

export const userNameOf = async (db: DbOrTx, userId: string) =>
  (await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1))[0]
    ?.name ?? '';

/** The merchant's active users among `ids`, with their names (approvers who still exist). */
export const activeUsersOf = (db: DbOrTx, merchantId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(eq(users.merchantId, merchantId), inArray(users.id, ids), eq(users.state, 1)));

export const findPolicy = async (db: DbOrTx, merchantId: string) =>
  (
    await db
      .select({
        approverIds: payoutPolicies.approverIds,
        bands: payoutPolicies.bands,
        updatedAt: payoutPolicies.updatedAt,
        updatedBy: users.name,
      })
      .from(payoutPolicies)
      .leftJoin(users, eq(users.id, payoutPolicies.updatedBy))
      .where(eq(payoutPolicies.merchantId, merchantId))
      .limit(1)
  )[0];

export const savePolicy = async (
  db: DbOrTx,
  row: { merchantId: string; approverIds: string[]; bands: unknown; updatedBy: string },
) => {
  await db
    .insert(payoutPolicies)
    .values({ ...row, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: payoutPolicies.merchantId,
      set: {
        approverIds: row.approverIds,
        bands: row.bands,
        updatedBy: row.updatedBy,
        updatedAt: new Date(),
      },
    });
};
