// A call that moves one record (a collection, a shop, a payment) and answers it as it is now: the
// answer replaces the cached detail and what shows the record elsewhere is read again; a failure
// that says the record on screen is stale (changed meanwhile) reads the detail again.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { readAgain, type Refresh } from './refresh-mutation.ts';

/** Where an area caches its records and what shows them too: said once per area. */
export type RecordCache<R, Id = string> = {
  /** The detail's query key, of the answer or of the input's record. */
  detailKey: (id: Id) => QueryKey;
  idOfAnswer: (answer: R) => Id;
  /** Queries that show the record too (lists, totals), or the area's refresh. */
  refresh: Refresh;
  /** Failures that say the record on screen is stale; any failure unless said otherwise. */
  isStale?: (error: unknown) => boolean;
};

/**
 * After a stale failure the record the input names is read again (none named: nothing is);
 * `awaited`: before the failure reaches the caller, who then sees the record as it is now.
 */
type ReadAgainOnFailure<I, Id> = {
  idOfInput: (input: I) => Id | undefined;
  awaited?: boolean;
};

export const useRecordMutation = <I, R, Id>(
  mutationFn: (input: I) => Promise<R>,
  { detailKey, idOfAnswer, refresh, isStale = () => true }: RecordCache<R, Id>,
  onFailure?: ReadAgainOnFailure<I, Id>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      queryClient.setQueryData(detailKey(idOfAnswer(answer)), answer);
      return readAgain(queryClient, refresh);
    },
    onError: (error, input) => {
      const id = onFailure?.idOfInput(input);
      if (id === undefined || !isStale(error)) return undefined;
      const reading = queryClient.invalidateQueries({ queryKey: detailKey(id) });
      return onFailure?.awaited ? reading : undefined;
    },
  });
};

/**
 * A call that answers one cached query as it is now (a list, the rules): the answer replaces it,
 * then `refresh` (what depends on it) is read again.
 */
export const useReplaceMutation = <I, R>(
  mutationFn: (input: I) => Promise<R>,
  queryKey: QueryKey,
  refresh: Refresh = [],
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKey, answer);
      return readAgain(queryClient, refresh);
    },
  });
};
