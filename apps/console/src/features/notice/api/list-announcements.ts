// notice/announcement/list.json (any operator): the system announcements merchants see, newest
// publish time first, filtered by state, paged by the server.
import { noticeApi } from '@tradebridge/contracts';
import { pagedQuery } from '../../../lib/queries.ts';

export const announcementsQueryKey = ['announcements'] as const;

const announcements = pagedQuery(noticeApi.listAnnouncements, [...announcementsQueryKey, 'list']);

export const listAnnouncements = announcements.list;
export const listAnnouncementsQueryOptions = announcements.queryOptions;
export const useAnnouncements = announcements.useQuery;
