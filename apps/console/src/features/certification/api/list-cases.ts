// certification/cases.json (admin, reviewer): certification cases, oldest submission first, by
// state, entity type, country, age and assignee, paged by the server.
import { certificationApi } from '@tradebridge/contracts';
import { pagedQuery } from '../../../lib/queries.ts';

export const certificationQueryKey = ['certification'] as const;
export const casesQueryKey = [...certificationQueryKey, 'list'] as const;

const cases = pagedQuery(certificationApi.listCases, casesQueryKey);

export const listCases = cases.list;
export const listCasesQueryOptions = cases.queryOptions;
export const useCases = cases.useQuery;
