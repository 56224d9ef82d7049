// The query options of the portal's two kinds of read: a page of a list under the screen's filters
// (the page on screen stays while the next one loads), and one record named by an id or a request
// that may not be known yet (null: nothing to ask). An area's api file gives the key, the call and
// how fresh the answer must be; the rest is here.
import {
  keepPreviousData,
  queryOptions,
  skipToken,
  type QueryKey,
  type UndefinedInitialDataOptions,
} from '@tanstack/react-query';

/** What a read may say beyond its key and call (freshness, polling, retries). */
type ReadOptions<T, K extends QueryKey> = Omit<
  UndefinedInitialDataOptions<T, Error, T, K>,
  'queryKey' | 'queryFn'
>;

export const pagedQueryOptions =
  <Q, P, K extends QueryKey>(
    keyOf: (query: Q) => K,
    list: (query: Q) => Promise<P>,
    options: ReadOptions<P, K> = {},
  ) =>
  (query: Q) =>
    queryOptions({
      queryKey: keyOf(query),
      queryFn: () => list(query),
      placeholderData: keepPreviousData,
      ...options,
    });

export const recordQueryOptions =
  <A, T, K extends QueryKey>(
    keyOf: (arg: A | null) => K,
    get: (arg: A) => Promise<T>,
    options: ReadOptions<T, K> = {},
  ) =>
  (arg: A | null) =>
    queryOptions({ queryKey: keyOf(arg), queryFn: arg ? () => get(arg) : skipToken, ...options });
