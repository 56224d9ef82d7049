// documents/renewals.json (admin, reviewer): document renewals newest first, filtered by review
// state, paged by the server.
import { documentsApi } from '@tradebridge/contracts';
import { pagedQuery } from '../../../lib/queries.ts';

export const renewalsQueryKey = ['renewals'] as const;

const renewals = pagedQuery(documentsApi.listRenewals, [...renewalsQueryKey, 'list']);

export const listRenewals = renewals.list;
export const listRenewalsQueryOptions = renewals.queryOptions;
export const useRenewals = renewals.useQuery;
