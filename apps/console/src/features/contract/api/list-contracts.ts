// contract/list.json (admin, reviewer): trade contracts of every merchant (deleted ones too), by
// queue (under review only, oldest first; all: the review queue first), state, trade type,
// currency, keyword (contract number or buyer) and merchant; paged by the server.
import { contractApi } from '@tradebridge/contracts';
import { pagedQuery } from '../../../lib/queries.ts';

/** Everything of trade contracts in the cache, and its lists. */
export const contractQueryKey = ['contract'] as const;
export const contractsQueryKey = [...contractQueryKey, 'list'] as const;

const contracts = pagedQuery(contractApi.opsList, contractsQueryKey);

export const listContracts = contracts.list;
export const listContractsQueryOptions = contracts.queryOptions;
export const useContracts = contracts.useQuery;
