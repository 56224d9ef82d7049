// payout/policy.json: the merchant's approval rules — its approvers and the amount bands (US
// dollars) from which an order needs one or two of them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { payoutApi, type ApprovalPolicy } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { POLICY_KEY } from './keys.ts';

export const getPolicy = (): Promise<ApprovalPolicy> =>
  api.call(payoutApi.policy, undefined, { silent: true });

export const policyQueryOptions = () =>
  queryOptions({ queryKey: POLICY_KEY, queryFn: getPolicy, staleTime: 0 });

export const usePolicy = () => useQuery(policyQueryOptions());
