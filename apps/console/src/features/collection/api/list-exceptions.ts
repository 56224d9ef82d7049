// collection/exceptions.json (admin, finance): the entries the import could not match or refused
// (an unknown account, not a credit, a bad amount, a currency not taken), open ones or all.
import { collectionApi, type InputOf, type ReadResultOf } from '@tradebridge/contracts';
import { pagedQuery } from '../../../lib/queries.ts';
import { collectionQueryKey } from './list-accounts.ts';

export type ExceptionListRequest = InputOf<typeof collectionApi.listExceptions>;
export type ExceptionPage = ReadResultOf<typeof collectionApi.listExceptions>;

export const exceptionsQueryKey = [...collectionQueryKey, 'exceptions'] as const;

const exceptions = pagedQuery(collectionApi.listExceptions, exceptionsQueryKey);

export const listExceptions = exceptions.list;
export const listExceptionsQueryOptions = exceptions.queryOptions;
export const useExceptions = exceptions.useQuery;
