// What a detail screen shows before its record is there: a skeleton while it loads; "not found"
// (an unknown or malformed id) with the way back to its list; or a failure with a retry.
import { isApiError } from '@tradebridge/ui';
import { Button, Card, Flex, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const DetailLoading = ({ testId, rows }: { testId: string; rows: number }) => (
  <Card data-testid={testId}>
    <Skeleton active paragraph={{ rows }} />
  </Card>
);

export type DetailFailedProps = {
  error: Error | null;
  testId: string;
  notFoundTitle: string;
  backTo: string;
  backLabel: string;
  onRetry: () => void;
};

export const DetailFailed = ({
  error,
  testId,
  notFoundTitle,
  backTo,
  backLabel,
  onRetry,
}: DetailFailedProps) => {
  const { t: tCommon } = useTranslation('common');
  const notFound =
    isApiError(error) && (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_FAILED');
  return (
    <Result
      status={notFound ? '404' : 'error'}
      title={notFound ? notFoundTitle : tCommon('loadFailed')}
      subTitle={notFound ? undefined : error?.message}
      data-testid={testId}
      extra={
        <Flex gap={8} justify="center">
          {!notFound && (
            <Button type="primary" onClick={onRetry}>
              {tCommon('retry')}
            </Button>
          )}
          <Link to={backTo}>
            <Button>{backLabel}</Button>
          </Link>
        </Flex>
      }
    />
  );
};

type DetailStatesProps = {
  /** The record's query (nothing to show yet: it loads, or it failed). */
  query: { isPending: boolean; error: Error | null; refetch: () => unknown };
  /** The screen's test ids are `<name>-loading` and `<name>-error`. */
  name: string;
  rows?: number;
  notFoundTitle: string;
  backTo: string;
  backLabel: string;
};

/** What a record's page shows while its record is not there: the skeleton, or why not. */
export const DetailStates = ({ query, name, rows = 10, ...failed }: DetailStatesProps) =>
  query.isPending ? (
    <DetailLoading testId={`${name}-loading`} rows={rows} />
  ) : (
    <DetailFailed
      error={query.error}
      testId={`${name}-error`}
      onRetry={() => void query.refetch()}
      {...failed}
    />
  );
