// notice/read.json: marks the given notices of a type read, or all of that type without ids.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noticeApi, type NoticeReadRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { NOTICE_KEY } from './get-unread-notices.ts';

export const markNoticesRead = (request: NoticeReadRequest) =>
  api.call(noticeApi.markRead, request);

export const useMarkNoticesRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNoticesRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTICE_KEY }),
  });
};
