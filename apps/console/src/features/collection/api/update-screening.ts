// collection/updateScreening.json (admin): change the screening settings (audited server-side);
// the answer, as the server keeps it (countries sorted, once each), replaces the cached settings.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  collectionApi,
  type ScreeningSettings,
  type ScreeningSettingsInput,
} from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { screeningQueryKey } from './get-screening.ts';

export const updateScreening = (request: ScreeningSettingsInput): Promise<ScreeningSettings> =>
  api.call(collectionApi.updateScreening, request, { silent: true });

export const useUpdateScreening = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateScreening,
    onSuccess: async (settings) => {
      queryClient.setQueryData(screeningQueryKey, settings);
      await queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
};
