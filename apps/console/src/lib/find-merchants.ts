// merchants/list.json as a merchant picker's search (the audit log's and the global accounts'
// filters): the first merchants matching a keyword.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { merchantsApi, type MerchantList } from '@tradebridge/contracts';
import { api } from './api.ts';

const PICKER_SIZE = 20;

export const findMerchants = (keyword: string): Promise<MerchantList> =>
  api.call(
    merchantsApi.list,
    { keyword: keyword || undefined, pageNum: 1, pageSize: PICKER_SIZE },
    { silent: true },
  );

export const findMerchantsQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: ['merchants', 'picker', keyword],
    queryFn: () => findMerchants(keyword),
    staleTime: 60_000,
  });

export const useFindMerchants = (keyword: string, enabled: boolean) =>
  useQuery({ ...findMerchantsQueryOptions(keyword), enabled });
