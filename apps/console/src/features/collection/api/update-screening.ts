// collection/updateScreening.json (admin): change the screening settings (audited server-side);
// the answer, as the server keeps it (countries sorted, once each), replaces the cached settings.
import { collectionApi } from '@tradebridge/contracts';
import { callOf } from '../../../lib/api.ts';
import { useSettingsMutation } from '../../../lib/mutations.ts';
import { screeningQueryKey } from './get-screening.ts';

export const updateScreening = callOf(collectionApi.updateScreening, { silent: true });

export const useUpdateScreening = () => useSettingsMutation(updateScreening, screeningQueryKey);
