// The link back to where a page was reached from, in the corner of its card (detail pages, forms).
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';

export const BackLink = ({
  onClick,
  testId,
  children,
}: {
  onClick: () => void;
  testId?: string | undefined;
  children: ReactNode;
}) => (
  <Button type="link" icon={<ArrowLeftOutlined />} onClick={onClick} data-testid={testId}>
    {children}
  </Button>
);
