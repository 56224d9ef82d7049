// payout/serviceHours.json (admin, reviewer, finance): when the bank takes payments — the days and
// hours in one time zone — and the cut-off before which a fast transfer is paid the same day.
import { payoutApi } from '@tradebridge/contracts';
import { settingsQuery } from '../../../lib/queries.ts';
import { payoutQueryKey } from './list-payouts.ts';

export const serviceHoursQueryKey = [...payoutQueryKey, 'serviceHours'] as const;

const serviceHours = settingsQuery(payoutApi.serviceHours, serviceHoursQueryKey);

export const getServiceHours = serviceHours.get;
export const serviceHoursQueryOptions = serviceHours.queryOptions;
export const useServiceHours = serviceHours.useQuery;
