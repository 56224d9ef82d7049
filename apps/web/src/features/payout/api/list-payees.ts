// payee/list.json as the payment form needs it: the approved payees of one use (withdrawal accounts
// or transfer accounts; bank accounts only for a fast transfer), every one on one page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BankCardState, payeeApi, type Payee, type PayeeListQuery } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { PAYEE_CHOICES_KEY } from './keys.ts';

export type PayeeChoiceQuery = Pick<PayeeListQuery, 'usage' | 'method'>;

/** The most a page holds: a merchant's approved payees of one use fit in it. */
const PAGE_SIZE = 100;

export const payeeChoicesKey = (query: PayeeChoiceQuery) => [...PAYEE_CHOICES_KEY, query] as const;

export const listPayeeChoices = (query: PayeeChoiceQuery): Promise<Payee[]> =>
  api
    .call(
      payeeApi.list,
      { ...query, state: BankCardState.Normal, pageNum: 1, pageSize: PAGE_SIZE },
      { silent: true },
    )
    .then((page) => page.list);

export const usePayeeChoices = (query: PayeeChoiceQuery) =>
  useQuery(
    queryOptions({
      queryKey: payeeChoicesKey(query),
      queryFn: () => listPayeeChoices(query),
      // Reviews happen in the console: read again on opening.
      staleTime: 0,
    }),
  );
