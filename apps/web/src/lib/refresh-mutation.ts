// A call after which what it changed is read again: the queries under some keys, or what an area's
// own refresh reads (the balances after a payment, say). The refresh is awaited, so the caller hears
// the call done once the screens show what it did.
import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

/** What is read again: the queries under these keys, or an area's refresh. */
export type Refresh = readonly QueryKey[] | ((queryClient: QueryClient) => Promise<unknown>);

export const readAgain = (queryClient: QueryClient, refresh: Refresh): Promise<unknown> =>
  typeof refresh === 'function'
    ? refresh(queryClient)
    : Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/**
 * `settled`: read again whatever the outcome (a failure may have changed things too); otherwise
 * only after a success.
 */
export const useRefreshMutation = <I, R>(
  mutationFn: (input: I) => Promise<R>,
  refresh: Refresh,
  { settled = false }: { settled?: boolean } = {},
) => {
  const queryClient = useQueryClient();
  const onDone = () => readAgain(queryClient, refresh);
  return useMutation(
    settled ? { mutationFn, onSettled: onDone } : { mutationFn, onSuccess: onDone },
  );
};
