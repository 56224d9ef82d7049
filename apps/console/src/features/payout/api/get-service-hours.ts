// payout/serviceHours.json (admin, reviewer, finance): when the bank takes payments — the days and
// hours in one time zone — and the cut-off before which a fast transfer is paid the same day.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { payoutApi, type ServiceHours } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { payoutQueryKey } from './list-payouts.ts';

export const getServiceHours = (): Promise<ServiceHours> =>
  // The screen shows a failure itself (inline, with a retry).
  api.call(payoutApi.serviceHours, undefined, { silent: true });

export const serviceHoursQueryKey = [...payoutQueryKey, 'serviceHours'] as const;

export const serviceHoursQueryOptions = () =>
  queryOptions({ queryKey: serviceHoursQueryKey, queryFn: getServiceHours });

export const useServiceHours = () => useQuery(serviceHoursQueryOptions());
