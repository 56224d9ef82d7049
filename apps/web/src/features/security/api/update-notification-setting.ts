// notify/update.json: one kind's channels; answers the whole list.
import { noticeApi, type NotificationSetting } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useReplaceMutation } from '../../../lib/record-mutation.ts';
import { NOTIFICATION_SETTINGS_KEY } from './list-notification-settings.ts';

export const updateNotificationSetting = (
  input: NotificationSetting,
): Promise<NotificationSetting[]> =>
  api.call(noticeApi.updateSetting, input, { silent: true }).then((r) => r.list);

export const useUpdateNotificationSetting = () =>
  useReplaceMutation(updateNotificationSetting, NOTIFICATION_SETTINGS_KEY);
