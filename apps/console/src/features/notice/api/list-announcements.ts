// notice/announcement/list.json (any operator): the system announcements merchants see, newest
// publish time first, filtered by state, paged by the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  noticeApi,
  type AnnouncementListQuery,
  type AnnouncementPage,
} from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export const listAnnouncements = (request: AnnouncementListQuery): Promise<AnnouncementPage> =>
  // The screen shows a failure itself (inline, with a retry).
  api.call(noticeApi.listAnnouncements, request, { silent: true });

export const announcementsQueryKey = ['announcements'] as const;

export const listAnnouncementsQueryOptions = (request: AnnouncementListQuery) =>
  queryOptions({
    queryKey: [...announcementsQueryKey, 'list', request],
    queryFn: () => listAnnouncements(request),
    // The table keeps the current page while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useAnnouncements = (request: AnnouncementListQuery) =>
  useQuery(listAnnouncementsQueryOptions(request));
