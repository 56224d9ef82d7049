// After an operator decides a trade contract: the answer replaces the cached contract, the lists
// and the audit log are refetched. A decision on a version the operator no longer sees (the
// merchant corrected or deleted it, or another reviewer decided first) is refused with 409
// CONTRACT_CHANGED or CONTRACT_STATE: the operator is told so and the contract is reloaded.
import type { OpsContractDetail } from '@tradebridge/contracts';
import { hasErrorCode, reviewMutationOf } from '../../../lib/review-mutation.ts';
import { contractDetailQueryKey } from './get-contract.ts';
import { contractsQueryKey } from './list-contracts.ts';

export const isStaleContract = hasErrorCode(['CONTRACT_CHANGED', 'CONTRACT_STATE']);

/** A decision on one contract (see useReviewMutation). */
export const useContractMutation = reviewMutationOf<{ contractId: string }, OpsContractDetail>({
  namespace: 'contract',
  detailKey: contractDetailQueryKey,
  idOf: (request) => request.contractId,
  listKey: contractsQueryKey,
  isStale: isStaleContract,
});
