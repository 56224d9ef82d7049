// The audit log as the operator console reads it: filtered, paged, newest first.
import type { AuditEntry, AuditList } from '@tradebridge/contracts';
import type { Deps } from '../../../platform/deps.ts';
import { pageAudit, type AuditRow } from './repository.ts';
import { pageOf, rowWindowOf } from '../../../platform/db/paging.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toEntry = (row: AuditRow): AuditEntry => ({
  id: String(row.id),
  time: row.createdAt.toISOString(),
  actorType: row.actorType as AuditEntry['actorType'],
  actorId: row.actorId,
  actorName: row.actorName,
  merchantId: row.merchantId,
  action: row.action,
  target: row.target,
  ip: row.ip,
  before: row.before ?? null,
  after: row.after ?? null,
});

export const listAudit = async (
  deps: Deps,
  input: {
    action?: string | undefined;
    merchantId?: string | undefined;
    actorId?: string | undefined;
    pageNum: number;
    pageSize: number;
  },
): Promise<AuditList> => {
  const empty = pageOf(input, [], 0);
  // Ids are UUID columns: any other text matches no entry (and must not reach the database).
  const merchantId = input.merchantId?.trim() || undefined;
  const actorId = input.actorId?.trim() || undefined;
  if ((merchantId && !UUID.test(merchantId)) || (actorId && !UUID.test(actorId))) return empty;
  const { rows, total } = await pageAudit(
    deps.db,
    { actionPrefix: input.action || undefined, merchantId, actorId },
    rowWindowOf(input),
  );
  return pageOf(input, rows.map(toEntry), total);
};
