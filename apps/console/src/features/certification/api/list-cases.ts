// certification/cases.json (admin, reviewer): certification cases, oldest submission first, by
// state, entity type, country, age and assignee, paged by the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { certificationApi, type CaseListRequest, type CasePage } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export const listCases = (request: CaseListRequest): Promise<CasePage> =>
  // The screen shows a failure itself (inline, with a retry).
  api.call(certificationApi.listCases, request, { silent: true });

export const certificationQueryKey = ['certification'] as const;
export const casesQueryKey = [...certificationQueryKey, 'list'] as const;

export const listCasesQueryOptions = (request: CaseListRequest) =>
  queryOptions({
    queryKey: [...casesQueryKey, request],
    queryFn: () => listCases(request),
    // The table keeps the current page while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useCases = (request: CaseListRequest) => useQuery(listCasesQueryOptions(request));
