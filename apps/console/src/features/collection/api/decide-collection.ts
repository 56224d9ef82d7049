// collection/decide.json (admin, reviewer): approve, reject, ask for materials, release or return
// the version of a collection the operator looked at. The answer replaces the cached collection
// and the lists and the audit log are refetched. A decision on a version that has moved on
// (COLLECTION_CHANGED, COLLECTION_STATE) is said in the console's words and the collection is
// refetched; a second approval by the operator who approved first (COLLECTION_SELF_SECOND_REVIEW)
// is left to the screen, which says it where the decision is taken.
import { collectionApi, type OpsCollectionDetail } from '@tradebridge/contracts';
import { callOf } from '../../../lib/api.ts';
import { hasErrorCode, reviewMutationOf } from '../../../lib/review-mutation.ts';
import { collectionDetailQueryKey } from './get-collection.ts';
import { collectionsQueryKey } from './list-collections.ts';

export const decideCollection = callOf(collectionApi.decide, { silent: true });

export const STALE_COLLECTION_CODES = ['COLLECTION_CHANGED', 'COLLECTION_STATE'] as const;

export const isStaleCollection = hasErrorCode(STALE_COLLECTION_CODES);

export const isSelfSecondReview = hasErrorCode(['COLLECTION_SELF_SECOND_REVIEW']);

/** A decision on one collection (see useReviewMutation). */
const useCollectionDecision = reviewMutationOf<{ collectionId: string }, OpsCollectionDetail>({
  namespace: 'collection',
  detailKey: collectionDetailQueryKey,
  idOf: (request) => request.collectionId,
  listKey: [...collectionsQueryKey, 'list'],
  isStale: isStaleCollection,
  leftToScreen: isSelfSecondReview,
});

export const useDecideCollection = () => useCollectionDecision(decideCollection);
