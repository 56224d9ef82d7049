// payout/detail.json (admin, reviewer, finance): one payout with its merchant, the bank details it
// is paid to as they were sent (a card's number only as its last four), the merchant's approvals,
// its timeline and the rail file that carried it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { payoutApi, type OpsPayoutOrder } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { payoutQueryKey } from './list-payouts.ts';

export const getPayout = (orderNo: string): Promise<OpsPayoutOrder> =>
  // The screen shows the failure itself (not found, no access).
  api.call(payoutApi.opsDetail, { orderNo }, { silent: true });

export const payoutDetailQueryKey = (orderNo: string) =>
  [...payoutQueryKey, 'detail', orderNo] as const;

export const getPayoutQueryOptions = (orderNo: string) =>
  queryOptions({ queryKey: payoutDetailQueryKey(orderNo), queryFn: () => getPayout(orderNo) });

export const usePayout = (orderNo: string) => useQuery(getPayoutQueryOptions(orderNo));
