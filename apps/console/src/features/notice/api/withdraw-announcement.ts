// notice/announcement/withdraw.json (admin, account manager): hides a scheduled or published
// announcement from every merchant for good; audited.
import { noticeApi, type Announcement } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useRowMutation } from '../../../lib/mutations.ts';
import { announcementsQueryKey } from './list-announcements.ts';

export const withdrawAnnouncement = (id: string): Promise<Announcement> =>
  api.call(noticeApi.withdrawAnnouncement, { id });

/** The withdrawn announcement replaces its row in every cached list (see useRowMutation). */
export const useWithdrawAnnouncement = () =>
  useRowMutation(withdrawAnnouncement, [...announcementsQueryKey, 'list']);
