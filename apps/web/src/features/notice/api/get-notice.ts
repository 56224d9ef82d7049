// notice/detail.json: one notice in full. Reading it marks it read on the server, so a successful
// answer refreshes the bell and the lists (not the detail itself: its key is outside NOTICE_KEY).
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { noticeApi, type Notice, type NoticeDetailRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { NOTICE_KEY } from './get-unread-notices.ts';

export const noticeKey = (request: NoticeDetailRequest | null) =>
  ['notice-detail', request?.type, request?.id] as const;

export const getNotice = (request: NoticeDetailRequest): Promise<Notice> =>
  api.call(noticeApi.get, request, { silent: true });

/** `request` null: nothing to show (no notice chosen, or an invalid address). */
export const noticeQueryOptions = (request: NoticeDetailRequest | null) =>
  queryOptions({
    queryKey: noticeKey(request),
    queryFn: request
      ? async ({ client }) => {
          const notice = await getNotice(request);
          void client.invalidateQueries({ queryKey: NOTICE_KEY });
          return notice;
        }
      : skipToken,
    // Read once per opening; the content of a notice does not change under the reader.
    staleTime: Infinity,
  });

export const useNotice = (request: NoticeDetailRequest | null) =>
  useQuery(noticeQueryOptions(request));
