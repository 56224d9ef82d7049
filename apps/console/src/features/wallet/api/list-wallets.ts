// merchants/wallets.json (any operator): a merchant's balances per currency, every capital type.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletApi, type WalletBalance } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export type WalletList = { list: WalletBalance[] };

export const listMerchantWallets = (merchantId: string): Promise<WalletList> =>
  // The card shows a failure itself (inline, with a retry).
  api.call(walletApi.merchantWallets, { merchantId }, { silent: true });

export const walletsQueryKey = (merchantId: string) => ['wallets', merchantId] as const;

export const merchantWalletsQueryOptions = (merchantId: string) =>
  queryOptions({
    queryKey: walletsQueryKey(merchantId),
    queryFn: () => listMerchantWallets(merchantId),
  });

export const useMerchantWallets = (merchantId: string) =>
  useQuery(merchantWalletsQueryOptions(merchantId));
