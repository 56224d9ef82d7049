// Paging of the tables whose pages come from the server, in one place for both apps: the page a
// pager change leads to (a new size starts again at the first page) and the table's pagination.
import type { TablePaginationConfig } from 'antd';
import { useState, type ReactNode } from 'react';

/** The sizes a pager offers. */
export const PAGE_SIZES = [10, 20, 50, 100];

export type Page = { pageNum: number; pageSize: number };

/** The page after the pager asked for `pageNum` at `pageSize`: a new size goes back to page 1. */
export const turnPage = (current: Page, pageNum: number, pageSize: number): Page => ({
  pageNum: pageSize === current.pageSize ? pageNum : 1,
  pageSize,
});

/** A table's pagination over a server-paged list of `total` rows. */
export const serverPagination = (
  page: Page,
  total: number,
  onChange: (page: Page) => void,
  showTotal?: (total: number) => ReactNode,
): TablePaginationConfig => ({
  current: page.pageNum,
  pageSize: page.pageSize,
  total,
  showSizeChanger: true,
  pageSizeOptions: PAGE_SIZES,
  showTotal,
  onChange: (pageNum, pageSize) => onChange(turnPage(page, pageNum, pageSize)),
});

/** The page of a list kept in the screen (not in the address), from the first page. */
export const usePaging = (pageSize: number) => {
  const [page, setPage] = useState<Page>({ pageNum: 1, pageSize });
  return {
    page,
    setPage,
    /** Back to the first page, as when the filters change. */
    toFirstPage: () => setPage((current) => ({ ...current, pageNum: 1 })),
    pagination: (total: number, showTotal?: (total: number) => ReactNode) =>
      serverPagination(page, total, setPage, showTotal),
  };
};

/** A list's paging as `usePaging` keeps it. */
export type Paging = ReturnType<typeof usePaging>;
