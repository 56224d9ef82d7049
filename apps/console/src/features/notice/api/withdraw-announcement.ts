// notice/announcement/withdraw.json (admin, account manager): hides a scheduled or published
// announcement from every merchant for good; audited.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noticeApi, type Announcement, type AnnouncementPage } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { announcementsQueryKey } from './list-announcements.ts';

export const withdrawAnnouncement = (id: string): Promise<Announcement> =>
  api.call(noticeApi.withdrawAnnouncement, { id });

/**
 * The withdrawn announcement replaces its row in every cached list at once; then the lists and the
 * audit log are fetched again. Runs before any caller's onSuccess.
 */
export const useWithdrawAnnouncement = () => {
  const queryClient = useQueryClient();
  const refetch = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...announcementsQueryKey, 'list'] }),
      queryClient.invalidateQueries({ queryKey: ['audit'] }),
    ]);
  return useMutation({
    mutationFn: withdrawAnnouncement,
    onSuccess: async (announcement) => {
      queryClient.setQueriesData<AnnouncementPage>(
        { queryKey: [...announcementsQueryKey, 'list'] },
        (page) =>
          page && {
            ...page,
            list: page.list.map((row) => (row.id === announcement.id ? announcement : row)),
          },
      );
      await refetch();
    },
    // E.g. someone else withdrew it first: show the list as it is now.
    onError: refetch,
  });
};
