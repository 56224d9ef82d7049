// certification/caseFile.json (admin, reviewer): the bytes of one of a case's files (identity
// pictures, the enterprise's papers, the signed agreement, the liveness selfie and video), not an
// envelope; a failure still answers one.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { certificationApi } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { certificationQueryKey } from './list-cases.ts';

export const getCaseFile = (caseId: string, fileId: string): Promise<Blob> =>
  // The preview shows a failure itself, with a retry.
  api
    .call(certificationApi.caseFile, { caseId, fileId }, { silent: true })
    .then((file) => file.blob);

export const caseFileQueryOptions = (caseId: string, fileId: string) =>
  queryOptions({
    queryKey: [...certificationQueryKey, 'file', caseId, fileId],
    queryFn: () => getCaseFile(caseId, fileId),
    // An uploaded file never changes (a replacement is another file); kept only while looked at.
    staleTime: Infinity,
    gcTime: 60_000,
  });

export const useCaseFile = (caseId: string, fileId: string) =>
  useQuery(caseFileQueryOptions(caseId, fileId));
