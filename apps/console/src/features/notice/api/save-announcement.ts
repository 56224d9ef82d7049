// notice/announcement/save.json (admin, account manager): writes a new announcement or edits one
// (also after publishing); audited. Unknown merchant numbers of a chosen audience are refused with
// MERCHANT_NOS_UNKNOWN.
import { noticeApi, type Announcement, type AnnouncementSaveRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useRefetchingMutation, AUDIT_KEY } from '../../../lib/mutations.ts';
import { announcementsQueryKey } from './list-announcements.ts';

export const saveAnnouncement = (request: AnnouncementSaveRequest): Promise<Announcement> =>
  api.call(noticeApi.saveAnnouncement, request);

/** The lists (order and states may change) and the audit log are fetched again, before any caller's onSuccess. */
export const useSaveAnnouncement = () =>
  useRefetchingMutation(saveAnnouncement, [[...announcementsQueryKey, 'list'], AUDIT_KEY]);
