// A call that moves one record (a collection, a shop) and answers it as it is now: the answer
// replaces the cached detail and what shows the record elsewhere is read again; a failure that
// says the record on screen is stale (changed meanwhile) reads the detail again.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

export type RecordMutationOptions<I, R> = {
  mutationFn: (input: I) => Promise<R>;
  /** The detail's query key, of the answer or of the input's record. */
  detailKey: (id: string) => QueryKey;
  idOfAnswer: (answer: R) => string;
  idOfInput: (input: I) => string;
  /** Queries that show the record too (lists, totals). */
  refresh: readonly QueryKey[];
  isStale: (error: unknown) => boolean;
};

export const useRecordMutation = <I, R>({
  mutationFn,
  detailKey,
  idOfAnswer,
  idOfInput,
  refresh,
  isStale,
}: RecordMutationOptions<I, R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      queryClient.setQueryData(detailKey(idOfAnswer(answer)), answer);
      return Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error, input) => {
      if (isStale(error))
        void queryClient.invalidateQueries({ queryKey: detailKey(idOfInput(input)) });
    },
  });
};
