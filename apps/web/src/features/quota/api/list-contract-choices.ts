// contract/list.json as the application needs it: the merchant's effective trade contracts, to be
// chosen as evidence (at most QUOTA_LIMITS.contracts; one page of the most the server gives holds
// them). Asked here, not through the contract area: features do not import one another.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractApi, ContractState, type Contract } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { CONTRACT_CHOICES_KEY } from './keys.ts';

const PAGE_SIZE = 100;

export const listContractChoices = (): Promise<Contract[]> =>
  api
    .call(
      contractApi.list,
      { state: ContractState.Effective, pageNum: 1, pageSize: PAGE_SIZE },
      { silent: true },
    )
    .then((page) => page.list);

/** `enabled` false: the user may not see contracts (files remain as evidence). */
export const useContractChoices = (enabled: boolean) =>
  useQuery({
    ...queryOptions({
      queryKey: CONTRACT_CHOICES_KEY,
      queryFn: listContractChoices,
      // Reviews happen in the console: read again on opening.
      staleTime: 0,
    }),
    enabled,
  });
