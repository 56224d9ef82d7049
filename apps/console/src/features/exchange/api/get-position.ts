// exchange/position.json (admin, reviewer, finance): the platform's FX position per currency with
// its USD value at reference rates and the fees earned, the net in USD, today's exchanges by pair
// and the size of the review queue.
import { exchangeApi } from '@tradebridge/contracts';
import { settingsQuery } from '../../../lib/queries.ts';
import { exchangeQueryKey } from './list-orders.ts';

export const positionQueryKey = [...exchangeQueryKey, 'position'] as const;

const position = settingsQuery(exchangeApi.opsPosition, positionQueryKey);

export const getPosition = position.get;
export const positionQueryOptions = position.queryOptions;
export const usePosition = position.useQuery;
