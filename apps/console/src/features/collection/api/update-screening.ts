// collection/updateScreening.json (admin): change the screening settings (audited server-side);
// the answer, as the server keeps it (countries sorted, once each), replaces the cached settings.
import {
  collectionApi,
  type ScreeningSettings,
  type ScreeningSettingsInput,
} from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useSettingsMutation } from '../../../lib/mutations.ts';
import { screeningQueryKey } from './get-screening.ts';

export const updateScreening = (request: ScreeningSettingsInput): Promise<ScreeningSettings> =>
  api.call(collectionApi.updateScreening, request, { silent: true });

export const useUpdateScreening = () => useSettingsMutation(updateScreening, screeningQueryKey);
