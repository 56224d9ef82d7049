// notify/update.json: one kind's channels; answers the whole list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noticeApi, type NotificationSetting } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { NOTIFICATION_SETTINGS_KEY } from './list-notification-settings.ts';

export const updateNotificationSetting = (
  input: NotificationSetting,
): Promise<NotificationSetting[]> =>
  api.call(noticeApi.updateSetting, input, { silent: true }).then((r) => r.list);

export const useUpdateNotificationSetting = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSetting,
    onSuccess: (list) => queryClient.setQueryData(NOTIFICATION_SETTINGS_KEY, list),
  });
};
