// wallet/list.json as the payment form needs it: the paying wallet's available balance before an
// amount is typed (afterwards the price answers it). Under the wallet's key, so a payment, an
// exchange or a transfer anywhere refreshes it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletApi, type WalletBalance } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { WALLET_KEY } from '../../../lib/wallet-key.ts';

export const BALANCES_KEY = [...WALLET_KEY, 'payout-balances'] as const;

export const listBalances = (): Promise<WalletBalance[]> =>
  api.call(walletApi.list, undefined, { silent: true }).then((r) => r.list);

/** `enabled` false: the user may not see the wallets (the price still says the balance). */
export const useBalances = (enabled: boolean) =>
  useQuery({ ...queryOptions({ queryKey: BALANCES_KEY, queryFn: listBalances }), enabled });
