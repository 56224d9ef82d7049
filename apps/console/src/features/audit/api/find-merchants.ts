// merchants/list.json as the audit log's merchant picker: the first merchants matching a keyword.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { merchantsApi, type MerchantList } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

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
