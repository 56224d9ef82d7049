// SQL of the audit module: reading the append-only audit log (writing is platform/audit.ts).
import { and, count, desc, eq, like } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { RowWindow } from '../../../platform/db/paging.ts';
import { auditLog } from '../../../platform/db/schema.ts';

export type AuditRow = typeof auditLog.$inferSelect;

export type AuditFilter = {
  actionPrefix?: string | undefined;
  merchantId?: string | undefined;
  actorId?: string | undefined;
};

export const pageAudit = async (db: DbOrTx, filter: AuditFilter, page: RowWindow) => {
  const where = and(
    filter.actionPrefix
      ? like(auditLog.action, `${filter.actionPrefix.replace(/[\\%_]/g, '\\$&')}%`)
      : undefined,
    filter.merchantId ? eq(auditLog.merchantId, filter.merchantId) : undefined,
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
};
