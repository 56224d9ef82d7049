// payee/list.json: the merchant's payees and withdrawal accounts, filtered by usage, method, state,
// currency and part of the holder's or bank's name, paged by the server.
import { useQuery } from '@tanstack/react-query';
import { payeeApi, type PayeeListQuery, type PayeePage } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { pagedQueryOptions } from '../../../lib/read-query.ts';

/** Every query of the area starts with this key; a change refreshes what it touches below it. */
export const PAYEE_KEY = ['payee'] as const;
export const PAYEES_KEY = [...PAYEE_KEY, 'list'] as const;

export const payeesKey = (query: PayeeListQuery) => [...PAYEES_KEY, query] as const;

export const listPayees = (query: PayeeListQuery): Promise<PayeePage> =>
  api.call(payeeApi.list, query, { silent: true });

// The review happens in the console: read again on opening.
const payeesQueryOptions = pagedQueryOptions(payeesKey, listPayees, { staleTime: 0 });

export const usePayees = (query: PayeeListQuery) => useQuery(payeesQueryOptions(query));
