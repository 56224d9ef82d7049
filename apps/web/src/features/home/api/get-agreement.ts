// agreement/detail.json: the fee confirmation table of one business line, its version and whether
// (and when, by whom) it was accepted.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { agreementApi, type AgreementDetail, type BizFlag } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export const agreementKey = (bizFlag: BizFlag) => ['agreement', bizFlag] as const;

export const getAgreement = (bizFlag: BizFlag): Promise<AgreementDetail> =>
  api.call(agreementApi.detail, { bizFlag }, { silent: true });

export const agreementQueryOptions = (bizFlag: BizFlag) =>
  queryOptions({ queryKey: agreementKey(bizFlag), queryFn: () => getAgreement(bizFlag) });

export const useAgreement = (bizFlag: BizFlag) => useQuery(agreementQueryOptions(bizFlag));
