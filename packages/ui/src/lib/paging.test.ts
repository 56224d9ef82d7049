import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_SIZES, serverPagination, turnPage, usePaging } from './paging.ts';

describe('paging', () => {
  it('keeps the size as pages turn, and a new size goes back to the first page', () => {
    expect(turnPage({ pageNum: 2, pageSize: 20 }, 3, 20)).toEqual({ pageNum: 3, pageSize: 20 });
    expect(turnPage({ pageNum: 4, pageSize: 20 }, 4, 50)).toEqual({ pageNum: 1, pageSize: 50 });
  });

  it("gives a table the server page's pagination", () => {
    const onChange = vi.fn();
    const pagination = serverPagination({ pageNum: 2, pageSize: 50 }, 420, onChange, (n) => `${n}`);
    expect(pagination).toMatchObject({
      current: 2,
      pageSize: 50,
      total: 420,
      showSizeChanger: true,
      pageSizeOptions: PAGE_SIZES,
    });
    pagination.onChange!(3, 50);
    pagination.onChange!(3, 20);
    expect(onChange.mock.calls).toEqual([
      [{ pageNum: 3, pageSize: 50 }],
      [{ pageNum: 1, pageSize: 20 }],
    ]);
  });

  it('keeps a page in a screen, back to the first when the filters change', () => {
    const { result } = renderHook(() => usePaging(10));
    expect(result.current.page).toEqual({ pageNum: 1, pageSize: 10 });
    act(() => result.current.pagination(95).onChange!(4, 10));
    expect(result.current.page).toEqual({ pageNum: 4, pageSize: 10 });
    act(() => result.current.toFirstPage());
    expect(result.current.page).toEqual({ pageNum: 1, pageSize: 10 });
    expect(result.current.pagination(95, (n) => `${n} rows`).showTotal!(95, [1, 10])).toBe(
      '95 rows',
    );
  });
});
