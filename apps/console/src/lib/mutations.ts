// The console's mutations whose refresh has one shape: what the server answers goes into the cache
// where it belongs, then what else shows the change is fetched again. The refresh runs before any
// caller's onSuccess and cannot be skipped.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** The audit log's queries (features/audit): every operator's change shows in it. */
export const AUDIT_KEY = ['audit'] as const;

/** After the call, the caches under `keys` are fetched again. */
export const useRefetchingMutation = <Request, Result>(
  call: (request: Request) => Promise<Result>,
  keys: QueryKey[],
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
};

/** Settings saved whole: the answer replaces the cached settings under `key`; the audit log is refetched. */
export const useSettingsMutation = <Request, Settings>(
  call: (request: Request) => Promise<Settings>,
  key: QueryKey,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (settings) => {
      queryClient.setQueryData(key, settings);
      await queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
    },
  });
};

/**
 * An action on one row of a list: the answer replaces its row in every cached list under
 * `listKey` at once; then the lists and the audit log are fetched again. A failure (e.g. someone
 * else acted first) refetches them too, so the operator sees the list as it is now.
 */
export const useRowMutation = <Request, Row extends { id: string }>(
  call: (request: Request) => Promise<Row>,
  listKey: QueryKey,
) => {
  const queryClient = useQueryClient();
  const refetch = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: listKey }),
      queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
    ]);
  return useMutation({
    mutationFn: call,
    onSuccess: async (row) => {
      queryClient.setQueriesData<{ list: Row[] }>(
        { queryKey: listKey },
        (page) =>
          page && { ...page, list: page.list.map((old) => (old.id === row.id ? row : old)) },
      );
      await refetch();
    },
    onError: refetch,
  });
};
