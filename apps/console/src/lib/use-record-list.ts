// A list screen of records, each with a page of its own: its filters and page in the address
// (useUrlFilters), the server's page they ask for, whether the operator decides on what waits in
// it, and opening a record (from its button, or a double click on its row).
import type { OperatorRole } from '@tradebridge/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { allows } from './access.ts';
import { useCurrentOperator } from './current-operator.tsx';
import { useUrlFilters, type UrlFilters, type UrlFilterSpec } from './use-url-filters.ts';

export const useRecordList = <S extends UrlFilterSpec, Request, Query, Row>({
  filters,
  keep,
  requestOf,
  useList,
  review,
  pathOf,
}: {
  filters: S;
  /** The filters "Clear filters" leaves (a queue's tab). */
  keep?: readonly (keyof S & string)[];
  requestOf: (filters: UrlFilters<S>, page: { pageNum: number; pageSize: number }) => Request;
  /** The list's query hook. */
  useList: (request: Request) => Query;
  /** The roles that decide on a record (none: nobody decides here). */
  review?: readonly OperatorRole[];
  /** A record's page (a function of the module, so that `open` stays the same). */
  pathOf: (row: Row) => string;
}) => {
  const navigate = useNavigate();
  const operator = useCurrentOperator();
  const list = useUrlFilters(filters, keep ? { keep } : {});
  const query = useList(requestOf(list.filters, list.page));
  const open = useCallback((row: Row) => void navigate(pathOf(row)), [navigate, pathOf]);
  return {
    ...list,
    query,
    canReview: review !== undefined && allows(operator.role, review),
    open,
    onRow: (row: Row) => ({ onDoubleClick: () => open(row) }),
  };
};
