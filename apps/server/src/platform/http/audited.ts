// The audit entry of a signed-in caller's change: the actor is the session's, the address the
// request's, so a service names only what it did (action, target, before and after).
import { writeAudit, type AuditEntry } from '../audit.ts';
import type { DbOrTx } from '../db/client.ts';
import type { Client } from '../deps.ts';
import { operatorActor, userActor, type OperatorAuth, type UserAuth } from './auth.ts';

type Change = Omit<AuditEntry, 'actor' | 'ip'>;

/** A merchant user's change, about the user's own merchant unless the entry names another. */
export const auditUser = (db: DbOrTx, user: UserAuth, client: Client, change: Change) =>
  writeAudit(db, { actor: userActor(user), merchantId: user.merchantId, ip: client.ip, ...change });

/** An operator's change, about the merchant the entry names (if any). */
export const auditOperator = (db: DbOrTx, operator: OperatorAuth, client: Client, change: Change) =>
  writeAudit(db, { actor: operatorActor(operator), ip: client.ip, ...change });
