// A list screen of records, each with a page of its own: its filters and page in the address
// (useUrlFilters), the server's page they ask for, whether the operator decides on what waits in
// it, opening a record (from its button, or a double click on its row), and its columns drawn in
// the area's words.
import type { OperatorRole } from '@tradebridge/contracts';
import { useLanguage } from '@tradebridge/ui';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RecordColumnsOf } from '../components/record-cells.tsx';
import { allows } from './access.ts';
import { useCurrentOperator } from './current-operator.tsx';
import { useUrlFilters, type UrlFilters, type UrlFilterSpec } from './use-url-filters.ts';

export const useRecordList = <Ns extends string, S extends UrlFilterSpec, Request, Query, Row>({
  namespace,
  filters,
  keep,
  requestOf,
  useList,
  review,
  pathOf,
  columns: columnsOf,
}: {
  /** The area's texts (its i18n namespace). */
  namespace: Ns;
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
  /** The columns (a function of the module: they are made again only when what they use changes). */
  columns: (context: RecordColumnsOf<Ns, Row>) => ColumnsType<Row>;
}) => {
  const { t } = useTranslation(namespace);
  const { t: tCommon } = useTranslation('common');
  const language = useLanguage();
  const navigate = useNavigate();
  const operator = useCurrentOperator();
  const list = useUrlFilters(filters, keep ? { keep } : {});
  const query = useList(requestOf(list.filters, list.page));
  const canReview = review !== undefined && allows(operator.role, review);
  const open = useCallback((row: Row) => void navigate(pathOf(row)), [navigate, pathOf]);
  const columns = useMemo(
    () => columnsOf({ t, tCommon, canReview, open, language }),
    [columnsOf, t, tCommon, canReview, open, language],
  );
  return {
    t,
    ...list,
    query,
    columns,
    onRow: (row: Row) => ({ onDoubleClick: () => open(row) }),
  };
};
