// payee/detail.json (admin, reviewer): one payee with its merchant, the form as the merchant filled
// it (a card's number only as its last four), its bank scheme and its story.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { payeeApi, type OpsPayeeDetail } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { payeeQueryKey } from './list-payees.ts';

export const getPayee = (payeeId: string): Promise<OpsPayeeDetail> =>
  // The screen shows the failure itself (not found, no access).
  api.call(payeeApi.opsDetail, { payeeId }, { silent: true });

export const payeeDetailQueryKey = (payeeId: string) =>
  [...payeeQueryKey, 'detail', payeeId] as const;

export const getPayeeQueryOptions = (payeeId: string) =>
  queryOptions({ queryKey: payeeDetailQueryKey(payeeId), queryFn: () => getPayee(payeeId) });

export const usePayee = (payeeId: string) => useQuery(getPayeeQueryOptions(payeeId));
