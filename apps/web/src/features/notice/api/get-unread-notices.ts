// notice/unread.json: the bell's unread counts and the latest unread notices. Polled (decision
// 0009: no server push) every 30 s and when the window regains focus.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { noticeApi, type NoticeUnread } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

/** Every notice query but a detail starts with this key: reading refreshes them all. */
export const NOTICE_KEY = ['notice'] as const;
export const UNREAD_NOTICES_KEY = [...NOTICE_KEY, 'unread'] as const;
export const NOTICE_POLL_MS = 30_000;

export const getUnreadNotices = (): Promise<NoticeUnread> =>
  api.call(noticeApi.unread, undefined, { silent: true });

export const unreadNoticesQueryOptions = () =>
  queryOptions({
    queryKey: UNREAD_NOTICES_KEY,
    queryFn: getUnreadNotices,
    refetchInterval: NOTICE_POLL_MS,
    refetchOnWindowFocus: 'always',
  });

export const useUnreadNotices = () => useQuery(unreadNoticesQueryOptions());
