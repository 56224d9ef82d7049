// exchange/alerts/add.json: be told once when a pair's mid rate goes above or below a level
// (at most MAX_RATE_ALERTS active; RATE_ALERTS_FULL beyond). The list is read again.
import { exchangeApi, type AddRateAlertRequest, type RateAlert } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useRefreshMutation } from '../../../lib/refresh-mutation.ts';
import { ALERTS_KEY } from './keys.ts';

export const addAlert = (request: AddRateAlertRequest): Promise<RateAlert> =>
  api.call(exchangeApi.addAlert, request, { silent: true });

export const useAddAlert = () => useRefreshMutation(addAlert, [ALERTS_KEY]);
