// wallet/list.json: the balances of every currency wallet the merchant holds.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletApi, type WalletBalance, type ZWalletList } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export type WalletList = ReturnType<(typeof ZWalletList)['parse']>;

/** Every wallet query starts with this key: a transfer or a new wallet refreshes them all. */
export const WALLET_KEY = ['wallet'] as const;
export const WALLETS_KEY = [...WALLET_KEY, 'list'] as const;

export const listWallets = (): Promise<WalletBalance[]> =>
  api.call(walletApi.list, undefined, { silent: true }).then((r) => r.list);

export const walletsQueryOptions = () =>
  queryOptions({ queryKey: WALLETS_KEY, queryFn: listWallets });

export const useWallets = () => useQuery(walletsQueryOptions());
