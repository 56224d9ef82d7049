// agreement/detail.json: the fee confirmation table of one business line, its version and whether
// (and when, by whom) it was accepted.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgreementDetail, BizFlag } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export const agreementKey = (bizFlag: BizFlag) => ['agreement', bizFlag] as const;

export const getAgreement = (bizFlag: BizFlag): Promise<AgreementDetail> =>
  api.post<AgreementDetail>('agreement/detail.json', { bizFlag }, { silent: true });

export const agreementQueryOptions = (bizFlag: BizFlag) =>
  queryOptions({ queryKey: agreementKey(bizFlag), queryFn: () => getAgreement(bizFlag) });

export const useAgreement = (bizFlag: BizFlag) => useQuery(agreementQueryOptions(bizFlag));
