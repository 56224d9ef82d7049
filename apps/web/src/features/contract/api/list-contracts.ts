// contract/list.json: the merchant's trade contracts with their review state and orders, filtered
// by state, trade type, currency and a keyword (contract number or buyer), paged by the server.
import { useQuery } from '@tanstack/react-query';
import { contractApi, type ContractListQuery, type ContractPage } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { pagedQueryOptions } from '../../../lib/read-query.ts';

/** Every query of the area starts with it: a change to a contract or an order reads them again. */
export const CONTRACT_KEY = ['contract'] as const;
export const CONTRACTS_KEY = [...CONTRACT_KEY, 'contracts'] as const;

export const contractsKey = (query: ContractListQuery) => [...CONTRACTS_KEY, query] as const;

export const listContracts = (query: ContractListQuery): Promise<ContractPage> =>
  api.call(contractApi.list, query, { silent: true });

// Reviews move contracts on the operators' side: read again whenever the screen opens.
export const contractsQueryOptions = pagedQueryOptions(contractsKey, listContracts, {
  staleTime: 0,
});

export const useContracts = (query: ContractListQuery) => useQuery(contractsQueryOptions(query));
