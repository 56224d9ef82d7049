import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  dayParam,
  intParam,
  oneOfParam,
  pageOf,
  readUrlFilters,
  stateTabs,
  textParam,
  useUrlFilters,
  withFallback,
  writeUrlFilters,
} from './use-url-filters.ts';

const SPEC = {
  keyword: textParam(),
  kind: textParam(5),
  state: oneOfParam([0, 2, 5] as const),
  tab: withFallback(oneOfParam(['inReview', 'rejected', 'all'] as const), 'inReview'),
};

const read = (search: string) => readUrlFilters(SPEC, new URLSearchParams(search));

describe('URL filters', () => {
  it('reads typed filters, and round-trips them through the address', () => {
    const filters = { keyword: 'Demo Co', kind: 'dl', state: 5, tab: 'rejected' } as const;
    const written = writeUrlFilters(SPEC, new URLSearchParams(), {
      filters,
      page: { pageNum: 3, pageSize: 50 },
    });
    expect(written.toString()).toBe('keyword=Demo+Co&kind=dl&state=5&tab=rejected&page=3&size=50');
    expect(readUrlFilters(SPEC, written)).toEqual(filters);
    expect(pageOf(written)).toEqual({ pageNum: 3, pageSize: 50 });
  });

  it('gives the defaults for an empty address, and defaults leave the address', () => {
    expect(read('')).toEqual({
      keyword: undefined,
      kind: undefined,
      state: undefined,
      tab: 'inReview',
    });
    expect(pageOf(new URLSearchParams(''))).toEqual({ pageNum: 1, pageSize: 20 });
    const written = writeUrlFilters(SPEC, new URLSearchParams('keyword=a&tab=all&page=4&size=50'), {
      filters: { keyword: '', tab: 'inReview', state: undefined },
      page: { pageNum: 1, pageSize: 20 },
    });
    expect(written.toString()).toBe('');
  });

  it('reads bad values as absent: unknown codes and tabs, blank text, odd pages and sizes', () => {
    expect(read('keyword=%20%20&kind=download.generate&state=4&tab=x')).toEqual({
      keyword: undefined,
      kind: 'downl',
      state: undefined,
      tab: 'inReview',
    });
    expect(read('state=2.0&keyword=%20a%20')).toMatchObject({ state: undefined, keyword: 'a' });
    for (const search of ['page=0&size=33', 'page=-2&size=0', 'page=x&size=1e2', 'page=1.5']) {
      expect(pageOf(new URLSearchParams(search)), search).toEqual({ pageNum: 1, pageSize: 20 });
    }
  });

  it('reads a whole number within its bounds, and nothing else', () => {
    const days = intParam(0, 3650);
    expect(['0', '7', '3650'].map(days.read)).toEqual([0, 7, 3650]);
    for (const text of ['-1', '3651', '1e2', '2.0', ' 3', 'x', ''])
      expect(days.read(text), text).toBeUndefined();
  });

  it('reads a calendar day, and nothing else', () => {
    expect(['2026-11-25', '2024-02-29'].map((text) => dayParam.read(text))).toEqual([
      '2026-11-25',
      '2024-02-29',
    ]);
    for (const text of ['2026-02-30', '2025-02-29', '2026-13-01', '2026-1-5', 'x', ' 2026-11-25'])
      expect(dayParam.read(text), text).toBeUndefined();
  });

  it('goes back to the first page on a new filter, and keeps what the spec does not name', () => {
    const written = writeUrlFilters(SPEC, new URLSearchParams('page=3&size=50&from=home'), {
      filters: { state: 2 },
    });
    expect(written.toString()).toBe('size=50&from=home&state=2');
  });

  it('keeps the page as the pager turns, and a new size is written as the pager says', () => {
    const params = new URLSearchParams('state=5');
    expect(writeUrlFilters(SPEC, params, { page: { pageNum: 2, pageSize: 20 } }).toString()).toBe(
      'state=5&page=2',
    );
    expect(writeUrlFilters(SPEC, params, { page: { pageNum: 1, pageSize: 100 } }).toString()).toBe(
      'state=5&size=100',
    );
  });
});

describe('stateTabs', () => {
  const tabs = stateTabs({ inReview: 1, rejected: 3, all: undefined }, 'inReview');

  it('reads the tab with its fallback and gives each tab its state filter', () => {
    expect(tabs.keys).toEqual(['inReview', 'rejected', 'all']);
    expect(readUrlFilters(tabs.filters, new URLSearchParams('tab=nope'))).toEqual({
      tab: 'inReview',
    });
    expect(readUrlFilters(tabs.filters, new URLSearchParams('tab=all'))).toEqual({ tab: 'all' });
    expect(tabs.stateOf('rejected')).toEqual({ state: 3 });
    expect(tabs.stateOf('all')).toEqual({});
  });
});

describe('useUrlFilters', () => {
  const renderFilters = (path: string, keep: readonly (keyof typeof SPEC)[] = []) => {
    let router: ReturnType<typeof createMemoryRouter> | undefined;
    const wrapper = ({ children }: { children: ReactNode }) => {
      router ??= createMemoryRouter([{ path: '*', element: children }], {
        initialEntries: [path],
      });
      return <RouterProvider router={router} />;
    };
    const view = renderHook(() => useUrlFilters(SPEC, { keep }), { wrapper });
    return { ...view, location: () => router!.state.location };
  };

  it('reads the address, writes changes back in place, and clears everything', () => {
    const { result, location } = renderFilters('/list?state=2&page=3');
    expect(result.current.filters).toMatchObject({ state: 2, tab: 'inReview' });
    expect(result.current.page).toEqual({ pageNum: 3, pageSize: 20 });
    expect(result.current.isFiltered).toBe(true);

    act(() => result.current.setFilters({ keyword: 'Demo' }));
    expect(location().search).toBe('?state=2&keyword=Demo');
    expect(result.current.page.pageNum).toBe(1);

    act(() => result.current.setPage({ pageNum: 2, pageSize: 50 }));
    expect(location().search).toBe('?state=2&keyword=Demo&page=2&size=50');

    act(() => result.current.clear());
    expect(location().search).toBe('');
    expect(result.current.isFiltered).toBe(false);
    expect(result.current.filters.tab).toBe('inReview');
  });

  it('counts a tab at its default as no filter', () => {
    const { result } = renderFilters('/list?tab=inReview');
    expect(result.current.isFiltered).toBe(false);
    act(() => result.current.setFilters({ tab: 'all' }));
    expect(result.current.isFiltered).toBe(true);
  });

  it('leaves a kept filter (a queue tab) when clearing, and does not count it as a filter', () => {
    const { result, location } = renderFilters('/list?tab=all&state=5&page=2', ['tab']);
    expect(result.current.isFiltered).toBe(true);
    act(() => result.current.clear());
    expect(location().search).toBe('?tab=all');
    expect(result.current.isFiltered).toBe(false);
    expect(result.current.listProps.onClear).toBeUndefined();
  });
});
