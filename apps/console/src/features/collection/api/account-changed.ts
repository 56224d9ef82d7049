// After an operator decides an application: the answer (the account as it is now) replaces the
// cached one, the lists and the audit log are refetched. A decision on a version the operator no
// longer sees (another reviewer or the merchant was faster) is refused with 409 COLLECTION_CHANGED
// or COLLECTION_ACCOUNT_STATE: the operator is told so in the console's words and the account is
// refetched, so the screen shows what there is to decide now.
import type { OpsCollectionAccount } from '@tradebridge/contracts';
import { hasErrorCode, reviewMutationOf } from '../../../lib/review-mutation.ts';
import { accountQueryKey } from './get-account.ts';
import { accountsQueryKey } from './list-accounts.ts';

export const STALE_ACCOUNT_CODES = ['COLLECTION_CHANGED', 'COLLECTION_ACCOUNT_STATE'] as const;

export const isStaleAccount = hasErrorCode(STALE_ACCOUNT_CODES);

/** A decision on one account (see useReviewMutation). */
export const useAccountMutation = reviewMutationOf<{ accountId: string }, OpsCollectionAccount>({
  namespace: 'collection',
  detailKey: accountQueryKey,
  idOf: (request) => request.accountId,
  listKey: [...accountsQueryKey, 'list'],
  isStale: isStaleAccount,
});
