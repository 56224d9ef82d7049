// payout/batch/list.json: the merchant's batches, newest first, paged by the server.
import { useQuery } from '@tanstack/react-query';
import {
  payoutBatchApi,
  type PayoutBatchListQuery,
  type PayoutBatchPage,
} from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { pagedQueryOptions } from '../../../lib/read-query.ts';
import { BATCHES_KEY } from './keys.ts';

export const batchesKey = (query: PayoutBatchListQuery) => [...BATCHES_KEY, query] as const;

export const listBatches = (query: PayoutBatchListQuery): Promise<PayoutBatchPage> =>
  api.call(payoutBatchApi.list, query, { silent: true });

const batchesQueryOptions = pagedQueryOptions(batchesKey, listBatches, { staleTime: 0 });

export const useBatches = (query: PayoutBatchListQuery) => useQuery(batchesQueryOptions(query));
