// The logged-in operator (me.json). The route guard loads it once; screens read it from context to
// show or hide what their role allows.
import { queryOptions } from '@tanstack/react-query';
import { operatorsApi, type Operator } from '@tradebridge/contracts';
import { createContext, useContext } from 'react';
import { api } from './api.ts';

export const getMe = (): Promise<Operator> =>
  api.call(operatorsApi.me, undefined, { silent: true });

export const meQueryKey = ['me'] as const;

export const meQueryOptions = () =>
  queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 5 * 60_000 });

const CurrentOperatorContext = createContext<Operator | undefined>(undefined);

export const CurrentOperatorProvider = CurrentOperatorContext.Provider;

/** The operator of the session; only inside the signed-in layout. */
export const useCurrentOperator = (): Operator => {
  const operator = useContext(CurrentOperatorContext);
  if (!operator) throw new Error('useCurrentOperator outside the signed-in layout');
  return operator;
};
