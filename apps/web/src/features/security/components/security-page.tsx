// The frame of an account-centre sub-screen: a card with its title and the way back to /secure.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

export const SecurityPage = ({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) => {
  const { t } = useTranslation('security');
  return (
    <Card
      title={title}
      extra={
        <Link to={paths.secure}>
          <Button type="link" icon={<ArrowLeftOutlined />} style={{ paddingInline: 0 }}>
            {t('back')}
          </Button>
        </Link>
      }
      data-testid={testId}
      style={{ maxWidth: 720 }}
    >
      {children}
    </Card>
  );
};
