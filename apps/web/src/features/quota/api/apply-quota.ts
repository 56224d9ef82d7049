// quota/apply.json (spec applyQuota): an application for a settlement quota of one kind, with its
// amount in US dollars, period and evidence; it waits for the platform's review. The caller sends
// one Idempotency-Key per submission and the same key when that submission is retried.
import { quotaApi, type ApplyQuotaRequest } from '@tradebridge/contracts';
import { keyedCall, type Keyed } from '../../../lib/keyed-call.ts';
import { useRecordMutation } from '../../../lib/record-mutation.ts';
import { quotaKey } from './get-quota.ts';
import { invalidateAfterApply } from './keys.ts';

export type ApplyQuotaInput = Keyed<ApplyQuotaRequest>;

export const applyQuota = keyedCall(quotaApi.apply, { silent: true });

export const useApplyQuota = () =>
  useRecordMutation(applyQuota, {
    detailKey: quotaKey,
    idOfAnswer: (quota) => quota.quotaNo,
    refresh: invalidateAfterApply,
  });
