// collection/decide.json (admin, reviewer): approve, reject, ask for materials, release or return
// the version of a collection the operator looked at. The answer replaces the cached collection
// and the lists and the audit log are refetched. A decision on a version that has moved on
// (COLLECTION_CHANGED, COLLECTION_STATE) is said in the console's words and the collection is
// refetched; a second approval by the operator who approved first (COLLECTION_SELF_SECOND_REVIEW)
// is left to the screen, which says it where the decision is taken.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  collectionApi,
  type DecideCollectionRequest,
  type OpsCollectionDetail,
} from '@tradebridge/contracts';
import { isApiError, showErrorMessage, type ApiError } from '@tradebridge/ui';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';
import { collectionDetailQueryKey } from './get-collection.ts';
import { collectionsQueryKey } from './list-collections.ts';
import { AUDIT_KEY } from '../../../lib/mutations.ts';

export const decideCollection = (request: DecideCollectionRequest): Promise<OpsCollectionDetail> =>
  api.call(collectionApi.decide, request, { silent: true });

export const STALE_COLLECTION_CODES = ['COLLECTION_CHANGED', 'COLLECTION_STATE'] as const;

export const isStaleCollection = (error: unknown): error is ApiError =>
  isApiError(error) && (STALE_COLLECTION_CODES as readonly string[]).includes(error.code);

export const isSelfSecondReview = (error: unknown): error is ApiError =>
  isApiError(error) && error.code === 'COLLECTION_SELF_SECOND_REVIEW';

/** The refresh runs before any caller's onSuccess and cannot be skipped. */
export const useDecideCollection = () => {
  const queryClient = useQueryClient();
  const { t } = useTranslation('collection');
  const refetchLists = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...collectionsQueryKey, 'list'] }),
      queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
    ]);
  return useMutation({
    mutationFn: decideCollection,
    onSuccess: async (detail) => {
      queryClient.setQueryData(collectionDetailQueryKey(detail.id), detail);
      await refetchLists();
    },
    onError: async (error, request) => {
      if (isSelfSecondReview(error)) return;
      if (isStaleCollection(error)) {
        showErrorMessage(t('stale'));
        await Promise.all([
          queryClient.invalidateQueries({
            queryKey: collectionDetailQueryKey(request.collectionId),
          }),
          refetchLists(),
        ]);
        return;
      }
      if (!(isApiError(error) && error.fields.length > 0))
        showErrorMessage(error instanceof Error ? error.message : String(error));
    },
  });
};
