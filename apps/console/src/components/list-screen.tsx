// The console's list screens in one layout: the page (PageContainer: title, description, primary
// action), a filters bar, tabs over the table or both, with a refresh button, a failure with a
// retry, the table of one server page with its empty text and pagination. ListTable and LoadFailed
// serve lists that sit in a card of another screen (the audit of one merchant).
import { ReloadOutlined } from '@ant-design/icons';
import { PageContainer, serverPagination, WIDE_TABLE, type Page } from '@tradebridge/ui';
import { Alert, Button, Card, Empty, Flex, Table, Tabs, type TableProps } from 'antd';
import type { AnyObject } from 'antd/es/_util/type';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a list screen needs of its query (a useQuery result over a server page). */
export type ListQuery<T> = {
  data: { list: T[]; total: number } | undefined;
  error: Error | null;
  isFetching: boolean;
  isPending: boolean;
  refetch: () => unknown;
};

export const LoadFailed = ({
  name,
  error,
  onRetry,
}: {
  name: string;
  error: Error;
  onRetry: () => void;
}) => {
  const { t } = useTranslation('common');
  return (
    <Alert
      type="error"
      showIcon
      title={t('loadFailed')}
      description={error.message}
      data-testid={`${name}-error`}
      action={<Button onClick={onRetry}>{t('retry')}</Button>}
    />
  );
};

export type ListTableProps<T extends AnyObject> = Omit<
  TableProps<T>,
  'dataSource' | 'loading' | 'locale' | 'pagination' | 'title'
> & {
  /** Names the test ids: `<name>-table`. */
  name: string;
  query: ListQuery<T>;
  /** Dims the table; by default while anything is fetched. */
  loading?: boolean;
  /** Text of the empty table (none at all, or none matching the filters). */
  emptyText: string;
  /** The current page and a change of page or size (back to page 1 on a new size). */
  page: Page;
  onPage: (page: Page) => void;
};

export const ListTable = <T extends AnyObject>({
  name,
  query,
  loading,
  emptyText,
  page,
  onPage,
  rowKey = 'id',
  ...table
}: ListTableProps<T>) => {
  const { t } = useTranslation('common');
  return (
    <Table<T>
      {...WIDE_TABLE}
      {...table}
      rowKey={rowKey}
      dataSource={query.data?.list ?? []}
      loading={loading ?? query.isFetching}
      data-testid={`${name}-table`}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            // Nothing is said before the first answer: "none" would be a guess.
            description={query.error ? t('loadFailed') : query.isPending ? ' ' : emptyText}
          />
        ),
      }}
      pagination={serverPagination(page, query.data?.total ?? 0, onPage, (total) =>
        t('total', { count: total }),
      )}
    />
  );
};

export type ListScreenProps<T extends AnyObject> = ListTableProps<T> & {
  title: ReactNode;
  /** Under the title: what the list is. */
  description?: ReactNode;
  /** The primary action, on the right of the title: "New announcement". */
  actions?: ReactNode;
  /** The filters bar's fields (with tabs too: the bar above, the tabs over the table). */
  filters?: ReactNode;
  /** Given while a filter is set: shows "Clear filters". */
  onClear?: () => void;
  /** Tabs over the table (test ids `<name>-tab-<key>`); the refresh button sits in their bar. */
  tabs?: { keys: readonly string[]; active: string; label: (key: string) => ReactNode };
  onTab?: (key: string) => void;
  /** Beside the refresh button, e.g. a note that the list refreshes itself. */
  status?: ReactNode;
  /** Drawers and dialogs of the screen. */
  children?: ReactNode;
};

export const ListScreen = <T extends AnyObject>({
  title,
  description,
  actions,
  filters,
  onClear,
  tabs,
  onTab,
  status,
  children,
  ...table
}: ListScreenProps<T>) => {
  const { t } = useTranslation('common');
  const { name, query } = table;
  const refresh = (
    <Flex gap={12} align="center" style={{ marginInlineStart: 'auto' }}>
      {status}
      <Button
        icon={<ReloadOutlined />}
        onClick={() => void query.refetch()}
        loading={query.isFetching && !query.isPending}
        aria-label={t('refresh')}
      />
    </Flex>
  );
  return (
    <PageContainer
      testId={`${name}-screen`}
      title={title}
      description={description}
      actions={actions}
      filters={
        (!tabs || filters) && (
          <Card size="small">
            <Flex wrap gap={12} align="center">
              {filters}
              {onClear && <Button onClick={onClear}>{t('clearFilters')}</Button>}
              {!tabs && refresh}
            </Flex>
          </Card>
        )
      }
    >
      {query.error && (
        <LoadFailed name={name} error={query.error} onRetry={() => void query.refetch()} />
      )}
      <Card styles={{ body: { padding: 0 } }}>
        {tabs && (
          <Tabs
            tabBarStyle={{ paddingInline: 16, marginBottom: 0 }}
            activeKey={tabs.active}
            onChange={onTab}
            items={tabs.keys.map((key) => ({
              key,
              label: <span data-testid={`${name}-tab-${key}`}>{tabs.label(key)}</span>,
            }))}
            tabBarExtraContent={refresh}
          />
        )}
        <ListTable<T> {...table} />
      </Card>
      {children}
    </PageContainer>
  );
};
