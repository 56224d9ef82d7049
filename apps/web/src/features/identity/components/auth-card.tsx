// The card the public screens sit in: centred, a title, the form below. Drawn from theme tokens
// rather than antd's Card and Typography, which would add ~27 KB to the first page everyone loads.
import { Button, theme } from 'antd';
import type { ReactNode } from 'react';

export type AuthCardProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  width?: number;
  testId: string;
  children: ReactNode;
};

export const AuthCard = ({ title, subtitle, width = 440, testId, children }: AuthCardProps) => {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '24px 0' }}>
      <section
        data-testid={testId}
        style={{
          width: '100%',
          maxWidth: width,
          boxSizing: 'border-box',
          padding: token.paddingLG,
          background: token.colorBgContainer,
          border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          color: token.colorText,
          fontSize: token.fontSize,
        }}
      >
        <h1
          style={{
            margin: `0 0 ${subtitle ? 4 : 24}px`,
            fontSize: token.fontSizeHeading3,
            lineHeight: token.lineHeightHeading3,
            fontWeight: token.fontWeightStrong,
            color: token.colorTextHeading,
          }}
        >
          {title}
        </h1>
        {subtitle ? (
          <p style={{ margin: '0 0 24px', color: token.colorTextSecondary }}>{subtitle}</p>
        ) : null}
        {children}
      </section>
    </div>
  );
};

/** The form's one action, as wide as the card. */
export const AuthSubmit = ({
  loading,
  testId,
  children,
}: {
  loading: boolean;
  testId: string;
  children: ReactNode;
}) => (
  <Button type="primary" htmlType="submit" block loading={loading} data-testid={testId}>
    {children}
  </Button>
);
