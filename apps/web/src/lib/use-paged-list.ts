// A records list's state: its filters and page (usePagedFilters) and the records of the page they
// ask for, read with the list's query hook from the filters that hold something (pagedRequestOf).
// A list's hook then names only its filters, how they are searched and its query hook.
import { usePagedFilters } from '@tradebridge/ui';
import { pagedRequestOf } from './list-query.ts';

/** The request a page of the list sends: its held filters and the page. */
type PagedRequest<F extends object> = ReturnType<typeof pagedRequestOf<F>>;

export const usePagedList = <F extends object, R>(
  options: Parameters<typeof usePagedFilters<F>>[0],
  useRecords: (request: PagedRequest<F>) => R,
) => {
  const list = usePagedFilters<F>(options);
  const { filters, paging } = list;
  const records = useRecords(pagedRequestOf(filters, paging.page.pageNum, paging.page.pageSize));
  return { list, records };
};
