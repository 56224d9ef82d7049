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
