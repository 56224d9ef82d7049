// wallet/total.json: every balance summed in one display currency at reference rates.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ratesApi, type Currency, type WalletTotal } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { WALLET_KEY } from './list-wallets.ts';

export const getWalletTotal = (displayCurrency: Currency): Promise<WalletTotal> =>
  api.call(ratesApi.walletTotal, { displayCurrency }, { silent: true });

export const walletTotalQueryOptions = (displayCurrency: Currency) =>
  queryOptions({
    queryKey: [...WALLET_KEY, 'total', displayCurrency] as const,
    queryFn: () => getWalletTotal(displayCurrency),
  });

export const useWalletTotal = (displayCurrency: Currency) =>
  useQuery(walletTotalQueryOptions(displayCurrency));
