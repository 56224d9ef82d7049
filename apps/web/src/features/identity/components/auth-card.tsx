// The card the public screens sit in: centred, a title, the form below.
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

export type AuthCardProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  width?: number;
  testId: string;
  children: ReactNode;
};

export const AuthCard = ({ title, subtitle, width = 440, testId, children }: AuthCardProps) => (
  <div style={{ display: 'flex', justifyContent: 'center', padding: '24px 0' }}>
    <Card style={{ width: '100%', maxWidth: width }} data-testid={testId}>
      <Typography.Title level={3} style={{ marginTop: 0, marginBottom: subtitle ? 4 : 24 }}>
        {title}
      </Typography.Title>
      {subtitle ? (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
          {subtitle}
        </Typography.Paragraph>
      ) : null}
      {children}
    </Card>
  </div>
);
