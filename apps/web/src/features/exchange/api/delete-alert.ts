// exchange/alerts/delete.json: removes a rate alert; answers the list as it is now.
import { exchangeApi, type RateAlert } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useReplaceMutation } from '../../../lib/record-mutation.ts';
import { ALERTS_KEY } from './keys.ts';

export const deleteAlert = (alertId: string): Promise<RateAlert[]> =>
  api.call(exchangeApi.deleteAlert, { alertId }, { silent: true }).then((r) => r.list);

export const useDeleteAlert = () => useReplaceMutation(deleteAlert, ALERTS_KEY);
