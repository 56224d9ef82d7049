// wallet/open.json: opens a wallet at zero in one more currency; answers the new list.
import { walletApi, type Currency, type WalletBalance } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useReplaceMutation } from '../../../lib/record-mutation.ts';
import { WALLETS_KEY } from './list-wallets.ts';

export const openWallet = (currency: Currency): Promise<WalletBalance[]> =>
  api.call(walletApi.open, { currency }, { silent: true }).then((r) => r.list);

export const useOpenWallet = () => useReplaceMutation(openWallet, WALLETS_KEY);
