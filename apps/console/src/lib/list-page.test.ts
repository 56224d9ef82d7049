import { describe, expect, it, vi } from 'vitest';
import { listPagination, pageOf } from './list-page.ts';

describe('list paging', () => {
  it('reads the page and an offered size from the URL, the defaults otherwise', () => {
    expect(pageOf(new URLSearchParams('page=3&size=50'))).toEqual({ pageNum: 3, pageSize: 50 });
    expect(pageOf(new URLSearchParams('page=0&size=33'))).toEqual({ pageNum: 1, pageSize: 20 });
    expect(pageOf(new URLSearchParams('page=x'))).toEqual({ pageNum: 1, pageSize: 20 });
  });

  it('keeps the page when it turns, goes back to the first on a new size, drops defaults', () => {
    const update = vi.fn();
    const pagination = listPagination({ pageNum: 2, pageSize: 50 }, 420, update, (n) => `${n}`);
    expect(pagination).toMatchObject({ current: 2, pageSize: 50, total: 420 });
    pagination.onChange!(3, 50);
    pagination.onChange!(3, 20);
    expect(update.mock.calls).toEqual([
      [{ page: 3, size: 50 }],
      [{ page: undefined, size: undefined }],
    ]);
  });
});
