// The console's read queries, one shape each, made from the operation they call. Every call is
// silent: the screen shows a failure itself (inline, with a retry). An area's api file then says
// only its own facts: the operation, its cache key and what it asks with.
import { keepPreviousData, queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import type { InputOf, Operation, ReadResultOf } from '@tradebridge/contracts';
import type { DownloadedFile } from '@tradebridge/ui';
import { api } from './api.ts';

/** An operation a screen reads: it needs no Idempotency-Key. */
type ReadOperation = Operation & { idempotent: false };

// `api.call` takes its arguments typed by the operation; the factories below are generic over it,
// so they hand them on untyped here and type what they answer themselves.
const callAny = api.call as (op: Operation, input: unknown, options: { silent: true }) => unknown;

/** Calls a read operation without the API client's error toast. */
const callSilently = <O extends ReadOperation>(op: O, input: InputOf<O>) =>
  callAny(op, input, { silent: true }) as Promise<ReadResultOf<O>>;

/** While `active(page)` holds, the list is fetched again every `everyMs`. */
type ListRefresh<Page> = { everyMs: number; active: (page: Page | undefined) => boolean };

/**
 * A list paged by the server: its request is the last part of its cache key (under `key`), and
 * the table keeps the current page while the next one loads.
 */
export const pagedQuery = <O extends ReadOperation>(
  op: O,
  key: QueryKey,
  refresh?: ListRefresh<ReadResultOf<O>>,
) => {
  const list = (request: InputOf<O>) => callSilently(op, request);
  const listQueryOptions = (request: InputOf<O>) =>
    queryOptions({
      queryKey: [...key, request],
      queryFn: () => list(request),
      placeholderData: keepPreviousData,
      // Only the page's own answer counts: a page kept from other filters says nothing of this one.
      ...(refresh && {
        refetchInterval: (query: { state: { data: ReadResultOf<O> | undefined } }) =>
          refresh.active(query.state.data) ? refresh.everyMs : false,
      }),
    });
  return {
    list,
    queryOptions: listQueryOptions,
    useQuery: (request: InputOf<O>) => useQuery(listQueryOptions(request)),
  };
};

/** One record (or the settings) an operation answers, cached under `keyOf` of what names it. */
export const recordQuery = <O extends ReadOperation, Args extends unknown[]>(
  op: O,
  keyOf: (...args: Args) => QueryKey,
  inputOf: (...args: Args) => InputOf<O>,
) => {
  const get = (...args: Args) => callSilently(op, inputOf(...args));
  const getQueryOptions = (...args: Args) =>
    queryOptions({ queryKey: keyOf(...args), queryFn: () => get(...args) });
  return {
    get,
    queryOptions: getQueryOptions,
    useQuery: (...args: Args) => useQuery(getQueryOptions(...args)),
  };
};

/**
 * One record of an area, opened by its id (from a list): cached under `[...areaKey, 'detail', id]`
 * (`queryKey`, where the area's decisions put their answer) and asked for as `{ [idField]: id }`.
 */
export const detailQuery = <O extends ReadOperation, F extends keyof InputOf<O> & string>(
  op: O,
  areaKey: QueryKey,
  idField: F,
) => {
  const queryKey = (id: string) => [...areaKey, 'detail', id] as const;
  const inputOf = (id: string) => ({ [idField]: id }) as InputOf<O>;
  return { queryKey, ...recordQuery(op, queryKey, inputOf) };
};

/** What an operation that takes nothing answers (settings, a position, a short list), cached under `key`. */
export const settingsQuery = <O extends ReadOperation>(op: O, key: QueryKey) =>
  recordQuery(
    op,
    () => key,
    () => undefined as InputOf<O>,
  );

/**
 * The bytes of an uploaded file (not an envelope, though a failure still answers one). An
 * uploaded file never changes (a replacement is another file): kept only while looked at.
 */
export const fileQuery = <O extends ReadOperation & { result: 'file' }, Args extends string[]>(
  op: O,
  keyOf: (...args: Args) => QueryKey,
  inputOf: (...args: Args) => InputOf<O>,
) => {
  const get = (...args: Args): Promise<Blob> =>
    (callAny(op, inputOf(...args), { silent: true }) as Promise<DownloadedFile>).then(
      (file) => file.blob,
    );
  const fileQueryOptions = (...args: Args) =>
    queryOptions({
      queryKey: keyOf(...args),
      queryFn: () => get(...args),
      staleTime: Infinity,
      gcTime: 60_000,
    });
  return {
    get,
    queryOptions: fileQueryOptions,
    useQuery: (...args: Args) => useQuery(fileQueryOptions(...args)),
  };
};
