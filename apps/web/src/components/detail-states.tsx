// What a detail screen (an account, a collection, a shop) shows before its record is there: a
// skeleton while it loads; "not found" (no id, an unknown or another merchant's id); or a failure
// with a retry. The record's body is drawn once it is loaded.
import { ReloadOutlined } from '@ant-design/icons';
import { isApiError } from '@tradebridge/ui';
import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What the states are drawn from: a TanStack query's result (or its like). */
export type QueryState<T> = {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => unknown;
};

/** A skeleton where something is being read, under the test id the screen's tests wait on. */
export const LoadingSkeleton = ({ testId }: { testId: string }) => (
  <div data-testid={testId}>
    <Skeleton active />
  </div>
);

export const DetailStates = <T,>({
  id,
  query,
  testId,
  notFoundTitle,
  failedTitle,
  children,
}: {
  id: string | null;
  query: QueryState<T>;
  /** "account" gives account-loading and account-failed. */
  testId: string;
  notFoundTitle: string;
  failedTitle: string;
  children: (data: T) => ReactNode;
}) => {
  const { t } = useTranslation('common');
  if (!id) return <Result status="404" title={notFoundTitle} />;
  if (query.isPending) return <LoadingSkeleton testId={`${testId}-loading`} />;
  if (query.isError || query.data === undefined) {
    const notFound = isApiError(query.error) && query.error.code === 'NOT_FOUND';
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? notFoundTitle : failedTitle}
        subTitle={notFound ? undefined : query.error?.message}
        data-testid={`${testId}-failed`}
        extra={
          notFound ? null : (
            <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          )
        }
      />
    );
  }
  return <>{children(query.data)}</>;
};
