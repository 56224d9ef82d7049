// Paging of the console's list screens, whose page and page size live in the URL (`page`, `size`;
// absent when the first page or the default size): reading them back and the table's pagination.
import type { TablePaginationConfig } from 'antd';

export const PAGE_SIZES = [10, 20, 50, 100];
export const DEFAULT_PAGE_SIZE = 20;

const positiveInt = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** The page asked for in the URL; a size the table does not offer is the default. */
export const pageOf = (params: URLSearchParams) => {
  const pageSize = positiveInt(params.get('size'), DEFAULT_PAGE_SIZE);
  return {
    pageNum: positiveInt(params.get('page'), 1),
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
};

/**
 * The table's pagination for a page read by pageOf: a new size goes back to the first page, and
 * the defaults leave the URL.
 */
export const listPagination = (
  request: { pageNum?: number; pageSize?: number },
  total: number,
  update: (changes: { page?: number; size?: number }) => void,
  showTotal: (total: number) => string,
): TablePaginationConfig => ({
  current: request.pageNum ?? 1,
  pageSize: request.pageSize ?? DEFAULT_PAGE_SIZE,
  total,
  showSizeChanger: true,
  pageSizeOptions: PAGE_SIZES,
  showTotal,
  onChange: (page, size) =>
    update({
      page: size !== (request.pageSize ?? DEFAULT_PAGE_SIZE) ? undefined : page,
      size: size === DEFAULT_PAGE_SIZE ? undefined : size,
    }),
});
