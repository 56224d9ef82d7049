// The append-only audit log: who did what, when, from where, with before/after.
import type { DbOrTx } from './db/client.ts';
import { auditLog } from './db/schema.ts';

export type UserActor = { type: 'user'; id: string; name: string; merchantId: string };
export type OperatorActor = { type: 'operator'; id: string; name: string };
export type Actor = UserActor | OperatorActor | { type: 'system' } | { type: 'anonymous' };

/** The audit actor of a merchant user (a session's, or a user record's before it has one). */
export const asUserActor = (user: { id: string; name: string; merchantId: string }): UserActor => ({
  type: 'user',
  id: user.id,
  name: user.name,
  merchantId: user.merchantId,
});

/** The audit actor of an operator (a session's, or an operator record's at login). */
export const asOperatorActor = (operator: { id: string; name: string }): OperatorActor => ({
  type: 'operator',
  id: operator.id,
  name: operator.name,
});

export type AuditEntry = {
  actor: Actor;
  action: string;
  /** The merchant the change concerns, for the merchant-scoped view. */
  merchantId?: string | null;
  target?: string | null;
  ip?: string | null;
  before?: unknown;
  after?: unknown;
};

const rowOf = (entry: AuditEntry) => {
  const actor = entry.actor;
  return {
    actorType: actor.type,
    actorId: actor.type === 'user' || actor.type === 'operator' ? actor.id : null,
    actorName: actor.type === 'user' || actor.type === 'operator' ? actor.name : null,
    merchantId: entry.merchantId ?? (actor.type === 'user' ? actor.merchantId : null),
    action: entry.action,
    target: entry.target ?? null,
    ip: entry.ip ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  };
};

/** Writes one entry inside the caller's transaction, so it commits or rolls back with the change. */
export const writeAudit = async (db: DbOrTx, entry: AuditEntry) => {
  await db.insert(auditLog).values(rowOf(entry));
};

/** Many entries in one statement (a batch's), inside the caller's transaction. */
export const writeAudits = async (db: DbOrTx, entries: AuditEntry[]) => {
  if (entries.length > 0) await db.insert(auditLog).values(entries.map(rowOf));
};
