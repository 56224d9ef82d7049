// contract/file.json (admin, reviewer): the bytes of a contract's file (the signed contract or the
// proforma invoice), shown inline; not an envelope, though a failure still answers one.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractApi } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { contractQueryKey } from './list-contracts.ts';

export const getContractFile = (contractId: string, fileId: string): Promise<Blob> =>
  // The preview shows a failure itself, with a retry.
  api.call(contractApi.opsFile, { contractId, fileId }, { silent: true }).then((file) => file.blob);

export const contractFileQueryOptions = (contractId: string, fileId: string) =>
  queryOptions({
    queryKey: [...contractQueryKey, 'file', contractId, fileId],
    queryFn: () => getContractFile(contractId, fileId),
    // An uploaded file never changes (a correction uploads another); kept only while looked at.
    staleTime: Infinity,
    gcTime: 60_000,
  });

export const useContractFile = (contractId: string, fileId: string) =>
  useQuery(contractFileQueryOptions(contractId, fileId));
