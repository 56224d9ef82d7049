// The filters, page and page size of the console's list screens live in the address, so going back
// to a list, reloading or sharing the link keeps them. One description of a screen's filters reads
// them (typed; a value the screen does not know is left out) and writes them back; a filter at its
// default, the first page and the default size leave the address.
import { PAGE_SIZES, type Page } from '@tradebridge/ui';
import { useSearchParams } from 'react-router';

export const DEFAULT_PAGE_SIZE = 20;
const PAGE_PARAM = 'page';
const SIZE_PARAM = 'size';

/** How one filter is read from the address (it is written back as String(value)). */
export type UrlParam<T> = {
  /** The value of the text in the address, or undefined when it is not one. */
  read(text: string): T | undefined;
  /** The value when the address has none (or a wrong one); written as none. */
  fallback?: T;
};

export type UrlFilterSpec = Record<string, UrlParam<string | number>>;

type ValueOf<P> = P extends { fallback: infer T }
  ? T
  : P extends UrlParam<infer T>
    ? T | undefined
    : never;

/** The filters a spec describes: each its value, or undefined when absent and without a default. */
export type UrlFilters<S extends UrlFilterSpec> = { [K in keyof S]: ValueOf<S[K]> };

/** Free text, trimmed (and cut to `max` characters when given); empty is none. */
export const textParam = (max?: number): UrlParam<string> => ({
  read: (text) => text.trim().slice(0, max) || undefined,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A record's id (a UUID), such as a merchant picked in a filter. */
export const uuidParam: UrlParam<string> = {
  read: (text) => (UUID.test(text) ? text.toLowerCase() : undefined),
};

/** One of a fixed list of values (state codes, tab names), compared as written in the address. */
export const oneOfParam = <T extends string | number>(values: readonly T[]): UrlParam<T> => ({
  read: (text) => values.find((value) => String(value) === text),
});

/** A calendar day ("2026-11-25"), as the server's date filters take it; "2026-02-30" is none. */
export const dayParam: UrlParam<string> = {
  read: (text) =>
    /^\d{4}-\d{2}-\d{2}$/.test(text) &&
    !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
    new Date(`${text}T00:00:00Z`).toISOString().startsWith(text)
      ? text
      : undefined,
};

/** A whole number from `min` to `max` ("1e2", "2.0" and the like are not one). */
export const intParam = (min: number, max: number): UrlParam<number> => ({
  read: (text) => {
    if (!/^\d{1,9}$/.test(text)) return undefined;
    const n = Number(text);
    return n >= min && n <= max ? n : undefined;
  },
});

/** A filter that always has a value (a tab): `fallback` when the address has none. */
export const withFallback = <T>(
  param: UrlParam<T>,
  fallback: T,
): UrlParam<T> & { fallback: T } => ({
  ...param,
  fallback,
});

/**
 * A list in tabs, each a state of its rows (undefined: every state): the tab filter, with
 * `fallback` when the address names none, and the state filter of a tab's request.
 */
export const stateTabs = <Tabs extends Record<string, number | undefined>>(
  tabs: Tabs,
  fallback: keyof Tabs & string,
) => {
  const keys = Object.keys(tabs) as (keyof Tabs & string)[];
  return {
    keys,
    filters: { tab: withFallback(oneOfParam(keys), fallback) },
    /** The request's state filter of a tab: none for the tab of every state. */
    stateOf: (tab: keyof Tabs): { state?: Exclude<Tabs[keyof Tabs], undefined> } => {
      const state = tabs[tab];
      return state === undefined ? {} : { state: state as Exclude<Tabs[keyof Tabs], undefined> };
    },
  };
};

/** Digits of a whole number from 1 ("1e2", "2.0" and the like are not page numbers). */
const positiveInt = (value: string | null, fallback: number) => {
  const n = value !== null && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : NaN;
  return Number.isNaN(n) ? fallback : n;
};

/** The page asked for in the address; a size the pager does not offer is the default. */
export const pageOf = (params: URLSearchParams): Page => {
  const pageSize = positiveInt(params.get(SIZE_PARAM), DEFAULT_PAGE_SIZE);
  return {
    pageNum: positiveInt(params.get(PAGE_PARAM), 1),
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
};

export const readUrlFilters = <S extends UrlFilterSpec>(
  spec: S,
  params: URLSearchParams,
): UrlFilters<S> => {
  const filters: Record<string, unknown> = {};
  for (const [name, param] of Object.entries(spec)) {
    const text = params.get(name);
    const value = text === null ? undefined : param.read(text);
    filters[name] = value ?? param.fallback;
  }
  return filters as UrlFilters<S>;
};

/** What a change writes: filters (undefined: none), and the page (undefined: the first). */
export type UrlFilterChange<S extends UrlFilterSpec> = {
  filters?: Partial<UrlFilters<S>>;
  page?: Page;
};

/**
 * The address after a change. Parameters the spec does not name are kept; a filter change goes
 * back to the first page unless a page is given.
 */
export const writeUrlFilters = <S extends UrlFilterSpec>(
  spec: S,
  params: URLSearchParams,
  { filters = {}, page }: UrlFilterChange<S>,
): URLSearchParams => {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(filters)) {
    const param: UrlParam<string | number> | undefined = spec[name];
    if (!param) continue;
    if (value === undefined || value === '' || value === param.fallback) next.delete(name);
    else next.set(name, String(value));
  }
  if (page && page.pageNum > 1) next.set(PAGE_PARAM, String(page.pageNum));
  else next.delete(PAGE_PARAM);
  if (page) {
    if (page.pageSize === DEFAULT_PAGE_SIZE) next.delete(SIZE_PARAM);
    else next.set(SIZE_PARAM, String(page.pageSize));
  }
  return next;
};

/**
 * A list screen's filters and page, read from the address and written back to it (replacing the
 * history entry: a filter is not a step back). The filters named in `keep` (a queue's tab) are not
 * filters to clear: "Clear filters" leaves them, and they alone do not make the list filtered.
 */
export const useUrlFilters = <S extends UrlFilterSpec>(
  spec: S,
  { keep = [] }: { keep?: readonly (keyof S & string)[] } = {},
) => {
  const [params, setParams] = useSearchParams();
  const filters = readUrlFilters(spec, params);
  const page = pageOf(params);
  const change = (update: UrlFilterChange<S>) =>
    setParams((current) => writeUrlFilters(spec, current, update), { replace: true });
  const setPage = (next: Page) => change({ page: next });
  /** Every filter but those kept back to its default, the first page and the default size. */
  const clear = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams();
        for (const name of keep) {
          const value = current.get(name);
          if (value !== null) next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  /** Whether any filter but those kept is away from its default (a Clear button makes sense). */
  const isFiltered = Object.entries(spec).some(
    ([name, param]) => !keep.includes(name) && filters[name] !== param.fallback,
  );
  return {
    filters,
    page,
    isFiltered,
    /** Changes some filters and goes back to the first page. */
    setFilters: (changes: Partial<UrlFilters<S>>) => change({ filters: changes }),
    setPage,
    clear,
    /** The paging and clearing a ListScreen takes. */
    listProps: { page, onPage: setPage, onClear: isFiltered ? clear : undefined },
  };
};

/** The merchant filter: the merchant's id, and its label so that the picker stays named. */
export const MERCHANT_FILTERS = { merchantId: uuidParam, merchantLabel: textParam(200) };

/**
 * The filters of a request that are set (in their order): a filter the address has none of is
 * left out rather than sent empty.
 */
export const setOnly = <T extends Record<string, unknown>>(filters: T) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
