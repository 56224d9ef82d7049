// documents/renewalFile.json (admin, reviewer): the bytes of a renewal's document (JPEG, PNG or
// PDF), not an envelope; a failure still answers one.
import { documentsApi } from '@tradebridge/contracts';
import { fileQuery } from '../../../lib/queries.ts';

const renewalFile = fileQuery(
  documentsApi.renewalFile,
  (renewalId: string) => ['renewalFile', renewalId],
  (renewalId: string) => ({ renewalId }),
);

export const getRenewalFile = renewalFile.get;
export const renewalFileQueryOptions = renewalFile.queryOptions;
export const useRenewalFile = renewalFile.useQuery;
