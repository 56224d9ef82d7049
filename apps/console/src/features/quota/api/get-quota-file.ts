// quota/file.json (admin, reviewer, finance): the bytes of an evidence file of an application (a
// contract, an invoice, a customs declaration), shown inline; not an envelope, though a failure
// still answers one.
import { quotaApi } from '@tradebridge/contracts';
import { fileQuery } from '../../../lib/queries.ts';
import { quotaQueryKey } from './list-quotas.ts';

const quotaFile = fileQuery(
  quotaApi.opsFile,
  (quotaNo: string, fileId: string) => [...quotaQueryKey, 'file', quotaNo, fileId],
  (quotaNo: string, fileId: string) => ({ quotaNo, fileId }),
);

export const getQuotaFile = quotaFile.get;
export const quotaFileQueryOptions = quotaFile.queryOptions;
export const useQuotaFile = quotaFile.useQuery;
