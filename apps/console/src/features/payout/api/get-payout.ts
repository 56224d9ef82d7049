// payout/detail.json (admin, reviewer, finance): one payout with its merchant, the bank details it
// is paid to as they were sent (a card's number only as its last four), the merchant's approvals,
// its timeline and the rail file that carried it.
import { payoutApi } from '@tradebridge/contracts';
import { detailQuery } from '../../../lib/queries.ts';
import { payoutQueryKey } from './list-payouts.ts';

// The screen shows the failure itself (not found, no access).
const payout = detailQuery(payoutApi.opsDetail, payoutQueryKey, 'orderNo');

export const payoutDetailQueryKey = payout.queryKey;
export const getPayout = payout.get;
export const getPayoutQueryOptions = payout.queryOptions;
export const usePayout = payout.useQuery;
