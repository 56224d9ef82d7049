// Operator console: the audit log.
import { z } from 'zod';
import { pageFields, zPage } from './envelope.ts';
import { operationsOf } from './operation.ts';

export const ZAuditEntry = z.object({
  id: z.string(),
  time: z.string(),
  actorType: z.enum(['user', 'operator', 'system', 'anonymous']),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  merchantId: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  ip: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditListRequest = z.object({
  action: z.string().trim().max(100).optional(),
  merchantId: z.string().max(64).optional(),
  actorId: z.string().max(64).optional(),
  ...pageFields,
});
export type AuditListRequest = z.input<typeof ZAuditListRequest>;
export const ZAuditList = zPage(ZAuditEntry);
export type AuditList = z.infer<typeof ZAuditList>;

const ops = operationsOf('ops', 'audit');

export const auditApi = {
  list: ops({
    path: 'audit/list.json',
    summary: 'Audit log entries, newest first; action filters by prefix (e.g. "merchant.")',
    request: ZAuditListRequest,
    result: ZAuditList,
    access: { kind: 'operator', permission: 'readAudit' },
  }),
};
