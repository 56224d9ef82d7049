// documents/renewalFile.json (admin, reviewer): the bytes of a renewal's document (JPEG, PNG or
// PDF), not an envelope; a failure still answers one.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentsApi } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export const getRenewalFile = (renewalId: string): Promise<Blob> =>
  // The drawer shows a failure itself, with a retry.
  api.call(documentsApi.renewalFile, { renewalId }, { silent: true }).then((file) => file.blob);

export const renewalFileQueryOptions = (renewalId: string) =>
  queryOptions({
    queryKey: ['renewalFile', renewalId],
    queryFn: () => getRenewalFile(renewalId),
    // A submitted file never changes; keep it only while it is looked at.
    staleTime: Infinity,
    gcTime: 60_000,
  });

export const useRenewalFile = (renewalId: string) => useQuery(renewalFileQueryOptions(renewalId));
