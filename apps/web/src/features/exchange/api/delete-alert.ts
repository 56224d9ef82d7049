// exchange/alerts/delete.json: removes a rate alert; answers the list as it is now.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exchangeApi, type RateAlert } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { ALERTS_KEY } from './keys.ts';

export const deleteAlert = (alertId: string): Promise<RateAlert[]> =>
  api.call(exchangeApi.deleteAlert, { alertId }, { silent: true }).then((r) => r.list);

export const useDeleteAlert = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAlert,
    onSuccess: (list) => queryClient.setQueryData(ALERTS_KEY, list),
  });
};
