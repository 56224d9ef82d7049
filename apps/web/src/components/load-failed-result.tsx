// A screen's or a card's "could not be loaded" in its place: what failed, the error's message and
// a retry of the query.
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';

export const LoadFailedResult = ({
  title,
  query,
  retry,
  'data-testid': testId,
}: {
  title: ReactNode;
  /** The failed query: its error's message is shown, and the retry asks again. */
  query: { error: Error | null; refetch: () => unknown };
  /** The retry button's text. */
  retry: ReactNode;
  'data-testid'?: string;
}) => (
  <Result
    status="error"
    title={title}
    subTitle={query.error?.message}
    data-testid={testId}
    extra={
      <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
        {retry}
      </Button>
    }
  />
);
