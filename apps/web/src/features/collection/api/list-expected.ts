// collection/expected.json: money the bank announced as pending on the merchant's accounts, not yet
// booked (credited once a later bank file books it), newest first.
import { useQuery } from '@tanstack/react-query';
import { collectionApi, type InputOf, type ReadResultOf } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { pagedQueryOptions } from '../../../lib/read-query.ts';
import { COLLECTION_KEY } from './list-accounts.ts';

export type ExpectedFundsQuery = InputOf<typeof collectionApi.listExpected>;
export type ExpectedFundsPage = ReadResultOf<typeof collectionApi.listExpected>;

export const EXPECTED_KEY = [...COLLECTION_KEY, 'expected'] as const;

export const expectedKey = (query: ExpectedFundsQuery) => [...EXPECTED_KEY, query] as const;

export const listExpected = (query: ExpectedFundsQuery): Promise<ExpectedFundsPage> =>
  api.call(collectionApi.listExpected, query, { silent: true });

// The bank books pending credits with its next files: read again whenever the screen opens.
export const expectedQueryOptions = pagedQueryOptions(expectedKey, listExpected, {
  staleTime: 0,
});

export const useExpectedFunds = (query: ExpectedFundsQuery) =>
  useQuery(expectedQueryOptions(query));
