// notify/query.json: the channels (in-app, e-mail) of each notification kind.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { noticeApi, type NotificationSetting } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { SECURITY_KEY } from './keys.ts';

export const NOTIFICATION_SETTINGS_KEY = [...SECURITY_KEY, 'notifications'] as const;

export const listNotificationSettings = (): Promise<NotificationSetting[]> =>
  api.call(noticeApi.listSettings, undefined, { silent: true }).then((r) => r.list);

export const notificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: NOTIFICATION_SETTINGS_KEY, queryFn: listNotificationSettings });

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());
