// After an operator assigns or decides a case: the answer (the new detail) replaces the cached
// case; the queue and the audit log are refetched since they show the change too. A decision on a
// version the operator no longer sees (another reviewer or the merchant was faster) is refused with
// 409 CERTIFICATION_CHANGED or CERTIFICATION_STATE: the operator is told so in the console's words
// (one text per code) and the case is refetched, so the screen shows what there is to decide now.
import type { CaseDetail } from '@tradebridge/contracts';
import { hasErrorCode, reviewMutationOf } from '../../../lib/review-mutation.ts';
import { caseQueryKey } from './get-case.ts';
import { casesQueryKey } from './list-cases.ts';

/** The codes of a decision taken on a case that has moved on. */
export const STALE_CASE_CODES = ['CERTIFICATION_CHANGED', 'CERTIFICATION_STATE'] as const;

export const isStaleCase = hasErrorCode(STALE_CASE_CODES);

/** A mutation of one case (see useReviewMutation). */
export const useCaseMutation = reviewMutationOf<{ caseId: string }, CaseDetail>({
  namespace: 'certification',
  staleKey: (error) => `stale.${error.code}`,
  detailKey: caseQueryKey,
  idOf: (request) => request.caseId,
  listKey: casesQueryKey,
  isStale: isStaleCase,
});
