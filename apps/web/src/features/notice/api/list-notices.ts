// notice/list.json: one tab of the message centre (notifications or announcements), paged by the
// server; pinned announcements first, then newest first.
import { useQuery } from '@tanstack/react-query';
import { noticeApi, type NoticeListQuery, type NoticePage } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { pagedQueryOptions } from '../../../lib/read-query.ts';
import { NOTICE_KEY } from './get-unread-notices.ts';

export const noticesKey = (query: NoticeListQuery) => [...NOTICE_KEY, 'list', query] as const;

export const listNotices = (query: NoticeListQuery): Promise<NoticePage> =>
  api.call(noticeApi.list, query, { silent: true });

export const noticesQueryOptions = pagedQueryOptions(noticesKey, listNotices);

export const useNotices = (
  query: NoticeListQuery,
  { enabled = true, refetchInterval }: { enabled?: boolean; refetchInterval?: number } = {},
) => useQuery({ ...noticesQueryOptions(query), enabled, refetchInterval });
