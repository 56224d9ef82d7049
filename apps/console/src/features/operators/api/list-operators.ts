// operators/list.json (admin): every operator account.
import { operatorsApi, type ZOperatorList } from '@tradebridge/contracts';
import { settingsQuery } from '../../../lib/queries.ts';

export type OperatorList = ReturnType<typeof ZOperatorList.parse>;

export const operatorsQueryKey = ['operators'] as const;

const operators = settingsQuery(operatorsApi.list, operatorsQueryKey);

export const listOperators = operators.get;
export const listOperatorsQueryOptions = operators.queryOptions;
export const useOperators = operators.useQuery;
