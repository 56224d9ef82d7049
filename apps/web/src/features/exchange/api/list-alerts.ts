// exchange/alerts.json: the merchant's rate alerts, active and triggered (with the rate that
// crossed the level and when).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { exchangeApi, type RateAlert } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { ALERTS_KEY } from './keys.ts';

export type { RateAlert };

export const listAlerts = (): Promise<RateAlert[]> =>
  api.call(exchangeApi.alerts, undefined, { silent: true }).then((r) => r.list);

export const alertsQueryOptions = () =>
  // A job triggers alerts every minute: read again whenever the screen opens.
  queryOptions({ queryKey: ALERTS_KEY, queryFn: listAlerts, staleTime: 0 });

export const useAlerts = () => useQuery(alertsQueryOptions());
