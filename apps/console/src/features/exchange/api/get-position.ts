// exchange/position.json (admin, reviewer, finance): the platform's FX position per currency with
// its USD value at reference rates and the fees earned, the net in USD, today's exchanges by pair
// and the size of the review queue.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { exchangeApi, type FxPosition } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { exchangeQueryKey } from './list-orders.ts';

export const getPosition = (): Promise<FxPosition> =>
  // The screen shows a failure itself (inline, with a retry).
  api.call(exchangeApi.opsPosition, undefined, { silent: true });

export const positionQueryKey = [...exchangeQueryKey, 'position'] as const;

export const positionQueryOptions = () =>
  queryOptions({ queryKey: positionQueryKey, queryFn: getPosition });

export const usePosition = () => useQuery(positionQueryOptions());
