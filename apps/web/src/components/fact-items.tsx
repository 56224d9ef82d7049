// Builders for the label–value items of a Descriptions, DetailFields or Facts list: the item shapes
// every detail screen and summary card repeats (a value a test finds by its id, a strong total, a
// copyable record number).
import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A plain item; with `testId` its value sits in a span a test can find. */
export const factOf = (key: string, label: ReactNode, value: ReactNode, testId?: string) => ({
  key,
  label,
  children: testId === undefined ? value : <span data-testid={testId}>{value}</span>,
});

/** An item whose value stands out (a total, what is bought). */
export const strongFactOf = (key: string, label: ReactNode, value: ReactNode, testId: string) => ({
  key,
  label,
  children: (
    <Typography.Text strong data-testid={testId}>
      {value}
    </Typography.Text>
  ),
});

/** A record's number, with a copy button. */
export const copyableFactOf = (key: string, label: ReactNode, value: string) => ({
  key,
  label,
  children: <Typography.Text copyable>{value}</Typography.Text>,
});
