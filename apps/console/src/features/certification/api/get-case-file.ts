// certification/caseFile.json (admin, reviewer): the bytes of one of a case's files (identity
// pictures, the enterprise's papers, the signed agreement, the liveness selfie and video), not an
// envelope; a failure still answers one.
import { certificationApi } from '@tradebridge/contracts';
import { fileQuery } from '../../../lib/queries.ts';
import { certificationQueryKey } from './list-cases.ts';

const caseFile = fileQuery(
  certificationApi.caseFile,
  (caseId: string, fileId: string) => [...certificationQueryKey, 'file', caseId, fileId],
  (caseId: string, fileId: string) => ({ caseId, fileId }),
);

export const getCaseFile = caseFile.get;
export const caseFileQueryOptions = caseFile.queryOptions;
export const useCaseFile = caseFile.useQuery;
