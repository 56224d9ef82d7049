// contract/file.json (admin, reviewer): the bytes of a contract's file (the signed contract or the
// proforma invoice), shown inline; not an envelope, though a failure still answers one.
import { contractApi } from '@tradebridge/contracts';
import { fileQuery } from '../../../lib/queries.ts';
import { contractQueryKey } from './list-contracts.ts';

const contractFile = fileQuery(
  contractApi.opsFile,
  (contractId: string, fileId: string) => [...contractQueryKey, 'file', contractId, fileId],
  (contractId: string, fileId: string) => ({ contractId, fileId }),
);

export const getContractFile = contractFile.get;
export const contractFileQueryOptions = contractFile.queryOptions;
export const useContractFile = contractFile.useQuery;
