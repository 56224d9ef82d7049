// payee/detail.json (admin, reviewer): one payee with its merchant, the form as the merchant filled
// it (a card's number only as its last four), its bank scheme and its story.
import { payeeApi } from '@tradebridge/contracts';
import { recordQuery } from '../../../lib/queries.ts';
import { payeeQueryKey } from './list-payees.ts';

export const payeeDetailQueryKey = (payeeId: string) =>
  [...payeeQueryKey, 'detail', payeeId] as const;

// The screen shows the failure itself (not found, no access).
const payee = recordQuery(payeeApi.opsDetail, payeeDetailQueryKey, (payeeId: string) => ({
  payeeId,
}));

export const getPayee = payee.get;
export const getPayeeQueryOptions = payee.queryOptions;
export const usePayee = payee.useQuery;
