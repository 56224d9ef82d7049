// collection/accounts.json, effective ones only: the collection accounts a shop's payouts may go
// to, for the link dialog and the payout set-up page (with their currencies, against the site's
// payout currency).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { collectionApi, ShopState, type CollectionAccountPage } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { SHOP_KEY } from './list-shops.ts';

export const listPayoutAccounts = (): Promise<CollectionAccountPage> =>
  // Every account a merchant holds fits one page.
  api.call(
    collectionApi.listAccounts,
    { state: ShopState.Effective, pageNum: 1, pageSize: 100 },
    { silent: true },
  );

export const payoutAccountsQueryOptions = () =>
  queryOptions({
    queryKey: [...SHOP_KEY, 'payoutAccounts'],
    queryFn: listPayoutAccounts,
    staleTime: 0,
  });

export const usePayoutAccounts = () => useQuery(payoutAccountsQueryOptions());
