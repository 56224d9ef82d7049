// notice/read.json: marks the given notices of a type read, or all of that type without ids.
import { noticeApi, type NoticeReadRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useRefreshMutation } from '../../../lib/refresh-mutation.ts';
import { NOTICE_KEY } from './get-unread-notices.ts';

export const markNoticesRead = (request: NoticeReadRequest) =>
  api.call(noticeApi.markRead, request);

export const useMarkNoticesRead = () => useRefreshMutation(markNoticesRead, [NOTICE_KEY]);
