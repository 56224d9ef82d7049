// The cells of the console's record tables: a value over a smaller grey line (an order number over
// its time, a payee over its bank, an amount over its fee), and the column habits they share.
import { Flex, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { CSSProperties, ReactNode } from 'react';

/**
 * What a list's columns are made from: its texts, whether the operator decides, opening a row,
 * and the language (countries' names).
 */
export type RecordColumnsOf<Ns extends string, Row> = {
  t: TFunction<Ns>;
  tCommon: TFunction<'common'>;
  canReview: boolean;
  open: (row: Row) => void;
  language: string;
};

/** Short values (a tag, a code, a number) on one line; their headers wrap as every table's do. */
export const NOWRAP = { onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }) };

/** The secondary line's size. */
export const SMALL = { fontSize: 12 } as const;

/**
 * `children` over `sub` in small grey text; no second line when `sub` is undefined, null or false
 * (a row without a batch, an account without an alias).
 */
export const Stacked = ({
  children,
  sub,
  align,
  gap,
  subStyle,
  style,
  testId,
}: {
  children: ReactNode;
  sub?: ReactNode;
  align?: 'flex-start' | 'flex-end';
  gap?: number;
  subStyle?: CSSProperties;
  style?: CSSProperties;
  testId?: string;
}) => (
  <Flex vertical align={align} gap={gap} style={style} data-testid={testId}>
    {children}
    {sub !== undefined && sub !== null && sub !== false && (
      <Typography.Text type="secondary" style={{ ...SMALL, ...subStyle }}>
        {sub}
      </Typography.Text>
    )}
  </Flex>
);
