// exchange/config.json (admin, reviewer, finance): the pricing rules, the trading window, the rate
// provider and the agreement's spreads that apply where no rule gives one.
import { exchangeApi } from '@tradebridge/contracts';
import { settingsQuery } from '../../../lib/queries.ts';
import { exchangeQueryKey } from './list-orders.ts';

export const configQueryKey = [...exchangeQueryKey, 'config'] as const;

const config = settingsQuery(exchangeApi.config, configQueryKey);

export const getConfig = config.get;
export const configQueryOptions = config.queryOptions;
export const useConfig = config.useQuery;
