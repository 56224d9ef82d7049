// documents/review.json (admin, reviewer): approve a renewal (the document becomes valid until the
// new date) or reject it with a reason the merchant sees.
import { documentsApi, type Renewal, type ReviewRenewalRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useRowMutation } from '../../../lib/mutations.ts';
import { renewalsQueryKey } from './list-renewals.ts';

export const reviewRenewal = (request: ReviewRenewalRequest): Promise<Renewal> =>
  api.call(documentsApi.review, request);

/**
 * The reviewed renewal replaces its row in every cached list; the lists are refetched since a
 * reviewed renewal leaves the queue (see useRowMutation).
 */
export const useReviewRenewal = () => useRowMutation(reviewRenewal, [...renewalsQueryKey, 'list']);
