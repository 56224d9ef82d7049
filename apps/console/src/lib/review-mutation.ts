// A decision on a record under review (approve, reject), called silently: this hook says what
// failed. The answer (the record as it is now) replaces the cached one; the lists and the audit log
// are refetched. A decision on a version the operator no longer sees (another reviewer or the
// merchant was faster: the area's CHANGED or STATE code) is said in the console's words and the
// record refetched, so the screen shows what there is to decide now. The refresh runs before any
// caller's onSuccess and cannot be skipped.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError, showErrorMessage, type ApiError } from '@tradebridge/ui';
import { useTranslation } from 'react-i18next';
import { AUDIT_KEY } from './mutations.ts';

/** Whether an error answers one of these codes (a decision that came too late). */
export const hasErrorCode =
  (codes: readonly string[]) =>
  (error: unknown): error is ApiError =>
    isApiError(error) && codes.includes(error.code);

export type ReviewMutationOptions<Request, Record> = {
  call: (request: Request) => Promise<Record>;
  /** The cache key of one record, and the id a request names (the answer is that record). */
  detailKey: (id: string) => QueryKey;
  idOf: (request: Request) => string;
  /** The prefix of the record's lists in the cache. */
  listKey: QueryKey;
  isStale: (error: unknown) => error is ApiError;
  /** Said when the decision came too late (by the code the server refused it with, if it tells). */
  staleMessage: string | ((error: ApiError) => string);
  /** Other areas' cached records the decision may change (refetched with the lists). */
  alsoChanges?: QueryKey[];
  /** Failures the screen says itself, where the decision is taken (nothing refetched). */
  leftToScreen?: (error: unknown) => boolean;
};

export const useReviewMutation = <Request, Record>({
  call,
  detailKey,
  idOf,
  listKey,
  isStale,
  staleMessage,
  alsoChanges = [],
  leftToScreen = () => false,
}: ReviewMutationOptions<Request, Record>) => {
  const queryClient = useQueryClient();
  const refetchLists = () =>
    Promise.all(
      [listKey, AUDIT_KEY, ...alsoChanges].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  return useMutation({
    mutationFn: call,
    onSuccess: async (record, request) => {
      queryClient.setQueryData(detailKey(idOf(request)), record);
      await refetchLists();
    },
    onError: async (error, request) => {
      if (leftToScreen(error)) return;
      if (isStale(error)) {
        showErrorMessage(typeof staleMessage === 'string' ? staleMessage : staleMessage(error));
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: detailKey(idOf(request)) }),
          refetchLists(),
        ]);
        return;
      }
      // A form shows its fields' problems itself; anything else is said here.
      if (!(isApiError(error) && error.fields.length > 0))
        showErrorMessage(error instanceof Error ? error.message : String(error));
    },
  });
};

/** What every decision on one kind of record shares; `Ref` is what a decision names it by. */
type ReviewKind<Ref, Record> = Omit<ReviewMutationOptions<Ref, Record>, 'call' | 'staleMessage'> & {
  /**
   * The area's i18n namespace, and the key in it of the text said when a decision came too late
   * (one per code the server refused it with, when the area words them apart).
   */
  namespace: string;
  staleKey?: string | ((error: ApiError) => string);
};

/** The hook of a kind's decisions: give it the call, it is a useReviewMutation of that kind. */
export const reviewMutationOf = <Ref, Record>({
  namespace,
  staleKey = 'stale',
  ...kind
}: ReviewKind<Ref, Record>) => {
  const useKindMutation = <T extends Ref>(call: (request: T) => Promise<Record>) => {
    const { t } = useTranslation(namespace);
    const staleMessage =
      typeof staleKey === 'string' ? t(staleKey) : (error: ApiError) => t(staleKey(error));
    return useReviewMutation<T, Record>({ ...kind, call, staleMessage });
  };
  return useKindMutation;
};
