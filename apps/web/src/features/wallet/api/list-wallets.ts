// wallet/list.json: the balances of every currency wallet the merchant holds.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletApi, type WalletBalance, type ZWalletList } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { WALLET_KEY } from '../../../lib/wallet-key.ts';

export type WalletList = ReturnType<(typeof ZWalletList)['parse']>;

/** Every wallet query starts with WALLET_KEY: a transfer, an exchange, a new wallet refresh them. */
export { WALLET_KEY };
export const WALLETS_KEY = [...WALLET_KEY, 'list'] as const;

export const listWallets = (): Promise<WalletBalance[]> =>
  api.call(walletApi.list, undefined, { silent: true }).then((r) => r.list);

export const walletsQueryOptions = () =>
  queryOptions({ queryKey: WALLETS_KEY, queryFn: listWallets });

export const useWallets = () => useQuery(walletsQueryOptions());
