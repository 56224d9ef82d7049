// exchange/config.json (admin, reviewer, finance): the pricing rules, the trading window, the rate
// provider and the agreement's spreads that apply where no rule gives one.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { exchangeApi, type ExchangeConfig } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { exchangeQueryKey } from './list-orders.ts';

export const getConfig = (): Promise<ExchangeConfig> =>
  // The screen shows a failure itself (inline, with a retry).
  api.call(exchangeApi.config, undefined, { silent: true });

export const configQueryKey = [...exchangeQueryKey, 'config'] as const;

export const configQueryOptions = () =>
  queryOptions({ queryKey: configQueryKey, queryFn: getConfig });

export const useConfig = () => useQuery(configQueryOptions());
