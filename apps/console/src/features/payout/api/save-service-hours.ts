// payout/setServiceHours.json (admin, finance): new service hours, audited. The answer (the hours as
// the server keeps them: days sorted, once each) replaces the cached ones before any caller's
// onSuccess; the audit log is refetched. Called silently: the form shows a failure's field problems
// under its fields, anything else is the caller's to say.
import { payoutApi, type ServiceHours } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useSettingsMutation } from '../../../lib/mutations.ts';
import { serviceHoursQueryKey } from './get-service-hours.ts';

export const saveServiceHours = (request: ServiceHours): Promise<ServiceHours> =>
  api.call(payoutApi.setServiceHours, request, { silent: true });

export const useSaveServiceHours = () =>
  useSettingsMutation(saveServiceHours, serviceHoursQueryKey);
