// After an operator decides a payee: the answer replaces the cached payee, the lists and the audit
// log are refetched. A decision on a version the operator no longer sees (the merchant changed the
// payee, or another reviewer decided first) is refused with 409 PAYEE_CHANGED or PAYEE_STATE: the
// operator is told so and the payee is reloaded, so the screen shows what there is to decide now.
import type { OpsPayeeDetail } from '@tradebridge/contracts';
import { hasErrorCode, reviewMutationOf } from '../../../lib/review-mutation.ts';
import { payeeDetailQueryKey } from './get-payee.ts';
import { payeesQueryKey } from './list-payees.ts';

export const isStalePayee = hasErrorCode(['PAYEE_CHANGED', 'PAYEE_STATE']);

/** A decision on one payee (see useReviewMutation). */
export const usePayeeMutation = reviewMutationOf<{ payeeId: string }, OpsPayeeDetail>({
  namespace: 'payee',
  detailKey: payeeDetailQueryKey,
  idOf: (request) => request.payeeId,
  listKey: payeesQueryKey,
  isStale: isStalePayee,
});
