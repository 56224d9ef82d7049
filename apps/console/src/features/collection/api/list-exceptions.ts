// collection/exceptions.json (admin, finance): the entries the import could not match or refused
// (an unknown account, not a credit, a bad amount, a currency not taken), open ones or all.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { collectionApi, type InputOf, type ReadResultOf } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { collectionQueryKey } from './list-accounts.ts';

export type ExceptionListRequest = InputOf<typeof collectionApi.listExceptions>;
export type ExceptionPage = ReadResultOf<typeof collectionApi.listExceptions>;

export const listExceptions = (request: ExceptionListRequest): Promise<ExceptionPage> =>
  api.call(collectionApi.listExceptions, request, { silent: true });

export const exceptionsQueryKey = [...collectionQueryKey, 'exceptions'] as const;

export const listExceptionsQueryOptions = (request: ExceptionListRequest) =>
  queryOptions({
    queryKey: [...exceptionsQueryKey, request],
    queryFn: () => listExceptions(request),
    placeholderData: keepPreviousData,
  });

export const useExceptions = (request: ExceptionListRequest) =>
  useQuery(listExceptionsQueryOptions(request));
