// Server paging, one way: the page a request asks for (pageNum from 1, pageSize), the rows a
// repository reads for it, and the page the API answers (contracts' zPage).
import type { SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';

export type PageRequest = { pageNum: number; pageSize: number };

/** The rows of one page: what a repository puts in LIMIT and OFFSET. */
export type RowWindow = { limit: number; offset: number };

export const rowWindowOf = (page: PageRequest): RowWindow => ({
  limit: page.pageSize,
  offset: (page.pageNum - 1) * page.pageSize,
});

/** A page as the API answers it. */
export const pageOf = <T>(page: PageRequest, list: T[], total: number) => ({
  list,
  total,
  pageNum: page.pageNum,
  pageSize: page.pageSize,
});

/**
 * A list page's two reads side by side: the rows of its window, and how many rows its filter
 * matches in all (a `count()` read as `n`).
 */
export const windowWithTotal = async <R>(
  rows: PromiseLike<R[]>,
  counted: PromiseLike<{ n: number }[]>,
): Promise<{ rows: R[]; total: number }> => {
  const [list, [total]] = await Promise.all([rows, counted]);
  return { rows: list, total: total?.n ?? 0 };
};

/**
 * A filtered list's two reads: `rows` (the list's columns and joins, `$dynamic()`) where the
 * filter holds, in the list's order, in the window; and how many rows it holds for, as `counted`
 * reads them (a `count()` as `n`, with the joins the filter needs).
 */
export const filteredWindow = <Rows extends PgSelect>(
  rows: Rows,
  counted: (where: SQL | undefined) => PromiseLike<{ n: number }[]>,
  list: { where: SQL | undefined; order: SQL[]; window: RowWindow },
) =>
  windowWithTotal<Awaited<Rows>[number]>(
    rows
      .where(list.where)
      .orderBy(...list.order)
      .limit(list.window.limit)
      .offset(list.window.offset),
    counted(list.where),
  );

/** A list's page: the rows `read` gets in the page's window, each answered as `view` makes it. */
export const pageFrom = async <R, V>(
  page: PageRequest,
  read: (window: RowWindow) => Promise<{ rows: R[]; total: number }>,
  view: (row: R) => V,
) => {
  const { rows, total } = await read(rowWindowOf(page));
  return pageOf(
    page,
    rows.map((row) => view(row)),
    total,
  );
};
