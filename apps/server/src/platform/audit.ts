// The append-only audit log: who did what, when, from where, with before/after.
import type { DbOrTx } from './db/client.ts';
import { auditLog } from './db/schema.ts';

export type Actor =
  | { type: 'user'; id: string; name: string; merchantId: string }
  | { type: 'operator'; id: string; name: string }
  | { type: 'system' }
  | { type: 'anonymous' };

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

/** Writes one entry inside the caller's transaction, so it commits or rolls back with the change. */
export const writeAudit = async (db: DbOrTx, entry: AuditEntry) => {
  const actor = entry.actor;
  await db.insert(auditLog).values({
    actorType: actor.type,
    actorId: actor.type === 'user' || actor.type === 'operator' ? actor.id : null,
    actorName: actor.type === 'user' || actor.type === 'operator' ? actor.name : null,
    merchantId: entry.merchantId ?? (actor.type === 'user' ? actor.merchantId : null),
    action: entry.action,
    target: entry.target ?? null,
    ip: entry.ip ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
};
