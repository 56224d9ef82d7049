// A block of text kept as it was written (a JSON value, an error's stack) under its label: its own
// scroll past 320 px, wrapped at any character, on the theme's quiet fill.
import { Flex, theme, Typography } from 'antd';
import type { ReactNode } from 'react';

export const TextBlock = ({
  label,
  minHeight,
  children,
}: {
  label: ReactNode;
  minHeight?: number;
  children: ReactNode;
}) => {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <pre
        style={{
          margin: 0,
          padding: 12,
          ...(minHeight !== undefined && { minHeight }),
          maxHeight: 320,
          overflow: 'auto',
          fontSize: 12,
          background: token.colorFillQuaternary,
          borderRadius: token.borderRadius,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {children}
      </pre>
    </Flex>
  );
};
