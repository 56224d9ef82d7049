// audit/list.json (admin, reviewer): audit entries newest first, filtered by action prefix,
// merchant or actor, paged by the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditApi, type AuditList, type AuditListRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export const listAudit = (request: AuditListRequest): Promise<AuditList> =>
  // The screens show a failure themselves (inline, with a retry).
  api.call(auditApi.list, request, { silent: true });

export const auditQueryKey = ['audit'] as const;

export const listAuditQueryOptions = (request: AuditListRequest) =>
  queryOptions({
    queryKey: [...auditQueryKey, 'list', request],
    queryFn: () => listAudit(request),
    placeholderData: keepPreviousData,
  });

export const useAuditEntries = (request: AuditListRequest) =>
  useQuery(listAuditQueryOptions(request));
