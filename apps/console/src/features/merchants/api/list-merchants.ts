// merchants/list.json: merchants newest first, searched by name, number or user account, filtered
// by state, paged by the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { merchantsApi, type MerchantList, type MerchantListRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export const listMerchants = (request: MerchantListRequest): Promise<MerchantList> =>
  // The screen shows a failure itself (inline, with a retry).
  api.call(merchantsApi.list, request, { silent: true });

export const merchantsQueryKey = ['merchants'] as const;

export const listMerchantsQueryOptions = (request: MerchantListRequest) =>
  queryOptions({
    queryKey: [...merchantsQueryKey, 'list', request],
    queryFn: () => listMerchants(request),
    // The table keeps the current page while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useMerchants = (request: MerchantListRequest) =>
  useQuery(listMerchantsQueryOptions(request));
