// What a list screen shows around its table: a skeleton while the first page loads; a failure
// with a retry when there is nothing to show; the empty state (with the way to add the first
// record) when the merchant has none at all; else the table. `testId` "accounts" gives
// accounts-loading, accounts-failed and accounts-empty.
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryState } from './detail-states.tsx';

export const ListStates = <T,>({
  query,
  testId,
  failedTitle,
  isEmpty,
  emptyText,
  emptyExtra,
  children,
}: {
  query: QueryState<T>;
  testId: string;
  failedTitle: string;
  /** Nothing at all (not: nothing matches the filters, which the table says itself). */
  isEmpty: (data: T) => boolean;
  emptyText: string;
  emptyExtra?: ReactNode;
  children: (data: T) => ReactNode;
}) => {
  const { t } = useTranslation('common');
  if (query.isPending)
    return (
      <div data-testid={`${testId}-loading`}>
        <Skeleton active />
      </div>
    );
  if (query.data === undefined)
    return (
      <Result
        status="error"
        title={failedTitle}
        subTitle={query.error?.message}
        data-testid={`${testId}-failed`}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  if (isEmpty(query.data))
    return (
      <Empty description={emptyText} data-testid={`${testId}-empty`}>
        {emptyExtra}
      </Empty>
    );
  return <>{children(query.data)}</>;
};
