// accountManagers.json: the active account managers an admin may assign to a merchant.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorsApi, type AccountManagerList } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export const listAccountManagers = (): Promise<AccountManagerList> =>
  api.call(operatorsApi.listAccountManagers);

export const accountManagersQueryOptions = () =>
  queryOptions({ queryKey: ['accountManagers'], queryFn: listAccountManagers });

export const useAccountManagers = (enabled: boolean) =>
  useQuery({ ...accountManagersQueryOptions(), enabled });
