// payout/setPolicy.json: the main user sets the approvers and the bands (audited on the server);
// the answer replaces the rules on screen, and prices are asked again (their approvals change).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payoutApi, type ApprovalPolicy, type ApprovalPolicyRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { POLICY_KEY, PRICE_KEY } from './keys.ts';

export const setPolicy = (request: ApprovalPolicyRequest): Promise<ApprovalPolicy> =>
  api.call(payoutApi.setPolicy, request, { silent: true });

export const useSetPolicy = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPolicy,
    onSuccess: (policy) => {
      queryClient.setQueryData(POLICY_KEY, policy);
      return queryClient.invalidateQueries({ queryKey: PRICE_KEY });
    },
  });
};
