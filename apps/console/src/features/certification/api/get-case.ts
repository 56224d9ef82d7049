// certification/caseDetail.json (admin, reviewer): one case with every field of the draft, its
// files, the liveness result, the submissions with what changed, the history and the decisions the
// operator may take now.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { certificationApi, type CaseDetail } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { certificationQueryKey } from './list-cases.ts';

export const getCase = (caseId: string): Promise<CaseDetail> =>
  // The screen shows the failure itself (not found, no access).
  api.call(certificationApi.getCase, { caseId }, { silent: true });

export const caseQueryKey = (caseId: string) => [...certificationQueryKey, 'case', caseId] as const;

export const getCaseQueryOptions = (caseId: string) =>
  queryOptions({ queryKey: caseQueryKey(caseId), queryFn: () => getCase(caseId) });

export const useCase = (caseId: string) => useQuery(getCaseQueryOptions(caseId));
