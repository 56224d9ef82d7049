// contract/list.json (admin, reviewer): trade contracts of every merchant (deleted ones too), by
// queue (under review only, oldest first; all: the review queue first), state, trade type,
// currency, keyword (contract number or buyer) and merchant; paged by the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  contractApi,
  type OpsContractListQuery,
  type OpsContractPage,
} from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export const listContracts = (request: OpsContractListQuery): Promise<OpsContractPage> =>
  // The screen shows a failure itself (inline, with a retry).
  api.call(contractApi.opsList, request, { silent: true });

/** Everything of trade contracts in the cache, and its lists. */
export const contractQueryKey = ['contract'] as const;
export const contractsQueryKey = [...contractQueryKey, 'list'] as const;

export const listContractsQueryOptions = (request: OpsContractListQuery) =>
  queryOptions({
    queryKey: [...contractsQueryKey, request],
    queryFn: () => listContracts(request),
    // The table keeps the current page while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useContracts = (request: OpsContractListQuery) =>
  useQuery(listContractsQueryOptions(request));
