// A form's required mark as the portal's forms draw it: required fields are the rule and carry
// nothing; an optional one says so after its label ("(optional)").
import { Typography } from 'antd';
import type { ReactNode } from 'react';

export const optionalMark =
  (optional: string) =>
  (label: ReactNode, { required }: { required: boolean }) =>
    required ? (
      label
    ) : (
      <>
        {label}
        <Typography.Text type="secondary" style={{ marginInlineStart: 4 }}>
          {optional}
        </Typography.Text>
      </>
    );
