// wallet/open.json: opens a wallet at zero in one more currency; answers the new list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletApi, type Currency, type WalletBalance } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { WALLETS_KEY } from './list-wallets.ts';

export const openWallet = (currency: Currency): Promise<WalletBalance[]> =>
  api.call(walletApi.open, { currency }, { silent: true }).then((r) => r.list);

export const useOpenWallet = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openWallet,
    onSuccess: (list) => queryClient.setQueryData(WALLETS_KEY, list),
  });
};
