// payee/detail.json (admin, reviewer): one payee with its merchant, the form as the merchant filled
// it (a card's number only as its last four), its bank scheme and its story.
import { payeeApi } from '@tradebridge/contracts';
import { detailQuery } from '../../../lib/queries.ts';
import { payeeQueryKey } from './list-payees.ts';

// The screen shows the failure itself (not found, no access).
const payee = detailQuery(payeeApi.opsDetail, payeeQueryKey, 'payeeId');

export const payeeDetailQueryKey = payee.queryKey;
export const getPayee = payee.get;
export const getPayeeQueryOptions = payee.queryOptions;
export const usePayee = payee.useQuery;
