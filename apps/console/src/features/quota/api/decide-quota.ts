// quota/decide.json (admin, reviewer): approve an application under review (its amount becomes
// available to the merchant's payouts into mainland China in its period) or refuse it with a reason
// the merchant reads. One operation, offered as the review's two decisions. A decision on an
// application that is no longer under review (another reviewer was faster) is refused with 409
// QUOTA_STATE: the operator is told so and the application is reloaded (useReviewMutation).
import { quotaApi, type InputOf, type OpsQuota } from '@tradebridge/contracts';
import { callOf } from '../../../lib/api.ts';
import { hasErrorCode, reviewMutationOf } from '../../../lib/review-mutation.ts';
import { quotaDetailQueryKey } from './get-quota.ts';
import { quotasQueryKey } from './list-quotas.ts';

export type DecideQuotaRequest = InputOf<typeof quotaApi.decide>;
/** What both decisions name: the application on screen. */
export type QuotaRef = { quotaNo: string };

export const decideQuota = callOf(quotaApi.decide, { silent: true });

export const approveQuota = ({ quotaNo }: QuotaRef) => decideQuota({ quotaNo, approve: true });

export const refuseQuota = ({ quotaNo, reason }: QuotaRef & { reason: string }) =>
  decideQuota({ quotaNo, approve: false, reason });

export const isStaleQuota = hasErrorCode(['QUOTA_STATE']);

const useQuotaDecision = reviewMutationOf<QuotaRef, OpsQuota>({
  namespace: 'quota',
  detailKey: quotaDetailQueryKey,
  idOf: (request) => request.quotaNo,
  listKey: quotasQueryKey,
  isStale: isStaleQuota,
});

export const useApproveQuota = () => useQuotaDecision(approveQuota);
export const useRefuseQuota = () => useQuotaDecision(refuseQuota);
