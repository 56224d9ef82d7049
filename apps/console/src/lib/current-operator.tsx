// The logged-in operator (me.json). The route guard loads it once; screens read it from context to
// show or hide what their role allows. It also says the language the operator works in.
import { queryOptions } from '@tanstack/react-query';
import { operatorsApi, type CurrentOperator } from '@tradebridge/contracts';
import { createContext, useContext } from 'react';
import { api } from './api.ts';

export const getMe = (): Promise<CurrentOperator> =>
  api.call(operatorsApi.me, undefined, { silent: true });

export const meQueryKey = ['me'] as const;

export const meQueryOptions = () =>
  queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 5 * 60_000 });

const CurrentOperatorContext = createContext<CurrentOperator | undefined>(undefined);

export const CurrentOperatorProvider = CurrentOperatorContext.Provider;

/** The operator of the session; only inside the signed-in layout. */
export const useCurrentOperator = (): CurrentOperator => {
  const operator = useContext(CurrentOperatorContext);
  if (!operator) throw new Error('useCurrentOperator outside the signed-in layout');
  return operator;
};
