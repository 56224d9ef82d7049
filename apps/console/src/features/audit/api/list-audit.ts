// audit/list.json (admin, reviewer): audit entries newest first, filtered by action prefix,
// merchant or actor, paged by the server.
import { auditApi } from '@tradebridge/contracts';
import { pagedQuery } from '../../../lib/queries.ts';
import { AUDIT_KEY } from '../../../lib/mutations.ts';

export const auditQueryKey = AUDIT_KEY;

const audit = pagedQuery(auditApi.list, [...auditQueryKey, 'list']);

export const listAudit = audit.list;
export const listAuditQueryOptions = audit.queryOptions;
export const useAuditEntries = audit.useQuery;
