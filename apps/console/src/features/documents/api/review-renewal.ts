// documents/review.json (admin, reviewer): approve a renewal (the document becomes valid until the
// new date) or reject it with a reason the merchant sees.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Renewal } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { renewalsQueryKey, type RenewalPage } from './list-renewals.ts';

/** ZReviewRenewalRequest: rejecting needs a reason (the server refuses it without). */
export type ReviewRenewalRequest = { renewalId: string; approve: boolean; reason?: string };

export const reviewRenewal = (request: ReviewRenewalRequest): Promise<Renewal> =>
  api.post<Renewal>('documents/review.json', request);

/**
 * The reviewed renewal replaces its row in every cached list at once; then the lists (a reviewed
 * renewal leaves the queue) and the audit log are refetched. Runs before any caller's onSuccess.
 */
export const useReviewRenewal = () => {
  const queryClient = useQueryClient();
  const refetch = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...renewalsQueryKey, 'list'] }),
      queryClient.invalidateQueries({ queryKey: ['audit'] }),
    ]);
  return useMutation({
    mutationFn: reviewRenewal,
    onSuccess: async (renewal) => {
      queryClient.setQueriesData<RenewalPage>(
        { queryKey: [...renewalsQueryKey, 'list'] },
        (page) =>
          page && {
            ...page,
            list: page.list.map((row) => (row.id === renewal.id ? renewal : row)),
          },
      );
      await refetch();
    },
    // E.g. another reviewer was faster: show the queue as it is now.
    onError: refetch,
  });
};
