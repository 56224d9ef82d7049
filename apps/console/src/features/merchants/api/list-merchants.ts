// merchants/list.json: merchants newest first, searched by name, number or user account, filtered
// by state, paged by the server.
import { merchantsApi } from '@tradebridge/contracts';
import { pagedQuery } from '../../../lib/queries.ts';

export const merchantsQueryKey = ['merchants'] as const;

const merchants = pagedQuery(merchantsApi.list, [...merchantsQueryKey, 'list']);

export const listMerchants = merchants.list;
export const listMerchantsQueryOptions = merchants.queryOptions;
export const useMerchants = merchants.useQuery;
