// quota/list.json: the merchant's quota items and applications, newest first, filtered by kind and
// label, paged by the server.
import { useQuery } from '@tanstack/react-query';
import { quotaApi, type QuotaListQuery, type QuotaPage } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { pagedQueryOptions } from '../../../lib/read-query.ts';
import { QUOTAS_KEY } from './keys.ts';

export const quotasKey = (query: QuotaListQuery) => [...QUOTAS_KEY, query] as const;

export const listQuotas = (query: QuotaListQuery): Promise<QuotaPage> =>
  api.call(quotaApi.list, query, { silent: true });

const quotasQueryOptions = pagedQueryOptions(quotasKey, listQuotas, { staleTime: 0 });

export const useQuotas = (query: QuotaListQuery) => useQuery(quotasQueryOptions(query));
