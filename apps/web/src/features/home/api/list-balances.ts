// wallet/list.json for home's balances summary. Same query key as the wallet screen's list, so
// both share one cache entry and a transfer refreshes both (features do not import each other).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletBalance, ZWalletList } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

type WalletList = ReturnType<(typeof ZWalletList)['parse']>;

export const BALANCES_KEY = ['wallet', 'list'] as const;

export const listBalances = (): Promise<WalletBalance[]> =>
  api.post<WalletList>('wallet/list.json', undefined, { silent: true }).then((r) => r.list);

export const balancesQueryOptions = () =>
  queryOptions({ queryKey: BALANCES_KEY, queryFn: listBalances });

export const useBalances = (enabled: boolean) => useQuery({ ...balancesQueryOptions(), enabled });
