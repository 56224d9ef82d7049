// operators/list.json (admin): every operator account.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorsApi, type ZOperatorList } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export type OperatorList = ReturnType<typeof ZOperatorList.parse>;

export const listOperators = (): Promise<OperatorList> =>
  // The screen shows a failure itself (inline, with a retry).
  api.call(operatorsApi.list, undefined, { silent: true });

export const operatorsQueryKey = ['operators'] as const;

export const listOperatorsQueryOptions = () =>
  queryOptions({ queryKey: operatorsQueryKey, queryFn: listOperators });

export const useOperators = () => useQuery(listOperatorsQueryOptions());
