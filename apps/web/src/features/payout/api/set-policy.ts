// payout/setPolicy.json: the main user sets the approvers and the bands (audited on the server);
// the answer replaces the rules on screen, and prices are asked again (their approvals change).
import { payoutApi, type ApprovalPolicy, type ApprovalPolicyRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useReplaceMutation } from '../../../lib/record-mutation.ts';
import { POLICY_KEY, PRICE_KEY } from './keys.ts';

export const setPolicy = (request: ApprovalPolicyRequest): Promise<ApprovalPolicy> =>
  api.call(payoutApi.setPolicy, request, { silent: true });

export const useSetPolicy = () => useReplaceMutation(setPolicy, POLICY_KEY, [PRICE_KEY]);
