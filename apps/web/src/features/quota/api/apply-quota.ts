// quota/apply.json (spec applyQuota): an application for a settlement quota of one kind, with its
// amount in US dollars, period and evidence; it waits for the platform's review. The caller sends
// one Idempotency-Key per submission and the same key when that submission is retried.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quotaApi, type ApplyQuotaRequest, type QuotaDetail } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { quotaKey } from './get-quota.ts';
import { invalidateAfterApply } from './keys.ts';

export type ApplyQuotaInput = { request: ApplyQuotaRequest; idempotencyKey: string };

export const applyQuota = ({ request, idempotencyKey }: ApplyQuotaInput): Promise<QuotaDetail> =>
  api.call(quotaApi.apply, request, { silent: true, idempotencyKey });

export const useApplyQuota = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyQuota,
    onSuccess: (quota) => {
      queryClient.setQueryData(quotaKey(quota.quotaNo), quota);
      return invalidateAfterApply(queryClient);
    },
  });
};
