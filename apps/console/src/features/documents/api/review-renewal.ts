// documents/review.json (admin, reviewer): approve a renewal (the document becomes valid until the
// new date) or reject it with a reason the merchant sees.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  documentsApi,
  type Renewal,
  type RenewalPage,
  type ReviewRenewalRequest,
} from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { renewalsQueryKey } from './list-renewals.ts';

export const reviewRenewal = (request: ReviewRenewalRequest): Promise<Renewal> =>
  api.call(documentsApi.review, request);

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
