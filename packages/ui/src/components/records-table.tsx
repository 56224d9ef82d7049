// The one records table of both apps' list screens: a server-paged antd table over a list query
// ({ list, total }), with what every list says around its rows in one place — loading, a failure
// with a retry when there is nothing to show, "nothing yet" apart from "nothing matches these
// filters" (with a way to clear them), the total and the pager. `testId` "payouts" gives
// payouts-table, payouts-loading, payouts-empty and payouts-failed (each can be renamed).
//
// Two ways to show the first load and "nothing yet" (`emptyState`):
// - 'table' (default): the table stays on screen; it says loading and empty inside itself.
// - 'page': a skeleton until the first page is there, and "nothing yet" (with `emptyExtra`, the way
//   to add the first record) in place of the table; the table says only "nothing matches".
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Result, Skeleton, Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Paging } from '../lib/paging.ts';
import { WIDE_TABLE } from './wide-table.ts';

/** A page of records as the server sends it. */
export type RecordsPage<Row> = { list: Row[]; total: number };

/** What the table is drawn from: a TanStack query's result (or its like). */
export type RecordsQuery<Row> = {
  data: RecordsPage<Row> | undefined;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
};

export type RecordsTexts = {
  /** The failure's title ("The payments could not be loaded"). */
  loadFailed: string;
  /** Nothing at all yet ("No payments yet"). */
  empty: ReactNode;
  /** Nothing matches the filters; `empty` when left out. */
  emptyFiltered?: ReactNode;
  /** The pager's total ("12 payments"); none when left out. */
  total?: (count: number) => ReactNode;
  /** The retry button's text; the ui's "Try again" when left out. */
  retry?: string;
};

export type RecordsTestIds = { table: string; loading: string; empty: string; failed: string };

export type RecordsTableProps<Row> = Omit<
  TableProps<Row>,
  'dataSource' | 'loading' | 'pagination' | 'locale'
> & {
  query: RecordsQuery<Row>;
  /** "payouts": payouts-table, payouts-loading, payouts-empty, payouts-failed. */
  testId: string;
  /** Test ids that do not follow `testId`. */
  testIds?: Partial<RecordsTestIds>;
  texts: RecordsTexts;
  /** Whether any filter holds something: the empty state then says nothing matches. */
  filtered?: boolean;
  /** Clears the filters from the "nothing matches" state; no such button when left out. */
  onClearFilters?: () => void;
  /** Where the first load and "nothing yet" are shown (see the file's comment). */
  emptyState?: 'table' | 'page';
  /** Below "nothing yet" (as: the way to add the first record). */
  emptyExtra?: ReactNode;
  /** The server's paging (`usePaging`, `usePagedFilters`); `false` for one page of everything. */
  paging: Pick<Paging, 'pagination'> | false;
  /** Whether the table shows its loading veil; by default while the query fetches. */
  loading?: boolean;
};

/** The ids of a records table's parts. */
export const recordsTestIds = (
  testId: string,
  overrides: Partial<RecordsTestIds> = {},
): RecordsTestIds => ({
  table: `${testId}-table`,
  loading: `${testId}-loading`,
  empty: `${testId}-empty`,
  failed: `${testId}-failed`,
  ...overrides,
});

export const RecordsTable = <Row extends object>({
  query,
  testId,
  testIds: idOverrides,
  texts,
  filtered = false,
  onClearFilters,
  emptyState = 'table',
  emptyExtra,
  paging,
  loading,
  ...table
}: RecordsTableProps<Row>) => {
  const { t } = useTranslation('ui');
  const ids = recordsTestIds(testId, idOverrides);
  const { data } = query;

  if (emptyState === 'page' && query.isPending)
    return (
      <div data-testid={ids.loading}>
        <Skeleton active />
      </div>
    );
  if (data === undefined && (query.isError || emptyState === 'page'))
    return (
      <Result
        status="error"
        title={texts.loadFailed}
        subTitle={query.error?.message}
        data-testid={ids.failed}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
            {texts.retry ?? t('records.retry')}
          </Button>
        }
      />
    );
  const nothingYet = data !== undefined && data.total === 0 && !filtered;
  if (emptyState === 'page' && nothingYet)
    return (
      <Empty description={texts.empty} data-testid={ids.empty}>
        {emptyExtra}
      </Empty>
    );

  // In the table: "nothing matches" (with the clear) or "nothing yet" (with its extra); in 'page'
  // "nothing yet" is drawn above instead.
  const inTable = emptyState === 'table';
  const clearFilters = onClearFilters ? (
    <Button onClick={onClearFilters} data-testid={`${testId}-clear-filters`}>
      {t('records.clearFilters')}
    </Button>
  ) : undefined;
  const emptyText =
    inTable && query.isPending ? (
      <span data-testid={ids.loading} />
    ) : (
      <Empty
        description={filtered ? (texts.emptyFiltered ?? texts.empty) : texts.empty}
        data-testid={inTable ? ids.empty : undefined}
      >
        {filtered ? clearFilters : emptyExtra}
      </Empty>
    );

  return (
    <Table<Row>
      size="middle"
      {...WIDE_TABLE}
      {...table}
      loading={loading ?? query.isFetching}
      dataSource={data?.list ?? []}
      locale={{ emptyText }}
      data-testid={ids.table}
      pagination={paging === false ? false : paging.pagination(data?.total ?? 0, texts.total)}
    />
  );
};
