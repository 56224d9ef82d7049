// shop/payoutAccounts.json: the merchant's effective collection accounts a shop's payouts may go to,
// for the link dialog and the payout set-up page (with their currencies, against the site's payout
// currency). The shop's own call: a member who may operate shops needs no right to the accounts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopApi, type PayoutAccounts } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { SHOP_KEY } from './list-shops.ts';

export const listPayoutAccounts = (): Promise<PayoutAccounts> =>
  api.call(shopApi.payoutAccounts, undefined, { silent: true });

export const payoutAccountsQueryOptions = () =>
  queryOptions({
    queryKey: [...SHOP_KEY, 'payoutAccounts'],
    queryFn: listPayoutAccounts,
    staleTime: 0,
  });

export const usePayoutAccounts = () => useQuery(payoutAccountsQueryOptions());
