// certification/caseDetail.json (admin, reviewer): one case with every field of the draft, its
// files, the liveness result, the submissions with what changed, the history and the decisions the
// operator may take now.
import { certificationApi } from '@tradebridge/contracts';
import { recordQuery } from '../../../lib/queries.ts';
import { certificationQueryKey } from './list-cases.ts';

export const caseQueryKey = (caseId: string) => [...certificationQueryKey, 'case', caseId] as const;

// The screen shows the failure itself (not found, no access).
const caseDetail = recordQuery(certificationApi.getCase, caseQueryKey, (caseId: string) => ({
  caseId,
}));

export const getCase = caseDetail.get;
export const getCaseQueryOptions = caseDetail.queryOptions;
export const useCase = caseDetail.useQuery;
