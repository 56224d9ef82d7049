// The primary "add" / "apply" of a list (in its card's header, and under "nothing yet"): to the
// screen that makes a new record.
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

export const AddButton = ({
  to,
  children,
  'data-testid': testId,
}: {
  to: string;
  children: ReactNode;
  'data-testid': string;
}) => {
  const navigate = useNavigate();
  return (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      onClick={() => void navigate(to)}
      data-testid={testId}
    >
      {children}
    </Button>
  );
};
