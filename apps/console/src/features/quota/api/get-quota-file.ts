// quota/file.json (admin, reviewer, finance): the bytes of an evidence file of an application (a
// contract, an invoice, a customs declaration), shown inline; not an envelope, though a failure
// still answers one.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { quotaApi } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { quotaQueryKey } from './list-quotas.ts';

export const getQuotaFile = (quotaNo: string, fileId: string): Promise<Blob> =>
  // The preview shows a failure itself, with a retry.
  api.call(quotaApi.opsFile, { quotaNo, fileId }, { silent: true }).then((file) => file.blob);

export const quotaFileQueryOptions = (quotaNo: string, fileId: string) =>
  queryOptions({
    queryKey: [...quotaQueryKey, 'file', quotaNo, fileId],
    queryFn: () => getQuotaFile(quotaNo, fileId),
    // An uploaded file never changes; kept only while looked at.
    staleTime: Infinity,
    gcTime: 60_000,
  });

export const useQuotaFile = (quotaNo: string, fileId: string) =>
  useQuery(quotaFileQueryOptions(quotaNo, fileId));
