// The columns every records table has, drawn one way in both apps: a link to the record's detail
// (its number, with a time under it where the list has one), a time, an amount at its currency's
// scale (right-aligned so the column lines up) and a state tag. Each is an antd column; a screen
// spreads more of antd's column props over it where it needs (`{ ...moneyColumn(...), width }`).
import type { TableColumnType } from 'antd';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  formatDateTime,
  formatMoney,
  isMissing,
  EMPTY_VALUE,
  type MoneyFormatOptions,
} from '../lib/format.ts';

const NOWRAP = { whiteSpace: 'nowrap' } as const;
const SECONDARY_LINE = { fontSize: 12 } as const;

type BaseColumn = { title: ReactNode; key: string };

/** The text under a cell's first line (a time, an account's tail): smaller and grey. */
export const SecondaryLine = ({
  children,
  'data-testid': testId,
}: {
  children: ReactNode;
  'data-testid'?: string;
}) => (
  <Typography.Text type="secondary" style={SECONDARY_LINE} data-testid={testId}>
    {children}
  </Typography.Text>
);

/**
 * A link to a record (its number to its detail, or "Details"); `time` puts when it happened under
 * it. A row without a path (`to` gives nothing) shows "--".
 */
export const linkColumn = <Row,>({
  title,
  key,
  text,
  to,
  testId,
  time,
  timeTestId,
  fixed,
}: BaseColumn & {
  text: (row: Row) => ReactNode;
  to: (row: Row) => string | null | undefined;
  testId?: string;
  time?: (row: Row) => string | null | undefined;
  timeTestId?: string;
  fixed?: 'left' | 'right';
}): TableColumnType<Row> => ({
  title,
  key,
  ...(fixed ? { fixed } : {}),
  render: (_: unknown, row: Row) => {
    const path = to(row);
    if (!path) return EMPTY_VALUE;
    if (!time)
      return (
        <Link to={path} style={NOWRAP} data-testid={testId}>
          {text(row)}
        </Link>
      );
    return (
      <Flex vertical gap={0} style={NOWRAP}>
        <Link to={path} data-testid={testId}>
          {text(row)}
        </Link>
        <SecondaryLine data-testid={timeTestId}>{formatDateTime(time(row))}</SecondaryLine>
      </Flex>
    );
  },
});

/** A moment, in the language's date and time format, on one line. */
export const timeColumn = <Row,>({
  title,
  key,
  time,
  testId,
}: BaseColumn & {
  time: (row: Row) => string | null | undefined;
  testId?: string;
}): TableColumnType<Row> => ({
  title,
  key,
  render: (_: unknown, row: Row) => (
    <span style={NOWRAP} data-testid={testId}>
      {formatDateTime(time(row))}
    </span>
  ),
});

type TextLook = { strong?: boolean; type?: 'secondary' | 'success' | 'warning' | 'danger' };

/**
 * An amount (a decimal string, never a number) at its currency's scale, right-aligned; `look`
 * makes it strong or coloured (per row where it depends on the record), `options` sign it or
 * leave the currency out.
 */
export const moneyColumn = <Row,>({
  title,
  key,
  amount,
  currency,
  testId,
  look,
  options,
}: BaseColumn & {
  amount: (row: Row) => string | null | undefined;
  currency: (row: Row) => string | null | undefined;
  testId?: string;
  look?: TextLook | ((row: Row) => TextLook);
  options?: MoneyFormatOptions | ((row: Row) => MoneyFormatOptions);
}): TableColumnType<Row> => ({
  title,
  key,
  align: 'right',
  render: (_: unknown, row: Row) => {
    const text = formatMoney(amount(row), currency(row) ?? undefined, {
      fixed: true,
      ...(typeof options === 'function' ? options(row) : options),
    });
    const { strong, type } = (typeof look === 'function' ? look(row) : look) ?? {};
    if (!strong && !type)
      return (
        <span style={NOWRAP} data-testid={testId}>
          {text}
        </span>
      );
    return (
      <Typography.Text strong={strong} type={type} style={NOWRAP} data-testid={testId}>
        {text}
      </Typography.Text>
    );
  },
});

/** A record's state, as the area's own tag draws it. */
export const stateColumn = <Row,>({
  title,
  key,
  tag,
}: BaseColumn & { tag: (row: Row) => ReactNode }): TableColumnType<Row> => ({
  title,
  key,
  render: (_: unknown, row: Row) => tag(row),
});

/** A plain text on one line ("--" when missing), as a type or a creator's name. */
export const textColumn = <Row,>({
  title,
  key,
  text,
  testId,
}: BaseColumn & { text: (row: Row) => ReactNode; testId?: string }): TableColumnType<Row> => ({
  title,
  key,
  render: (_: unknown, row: Row) => {
    const value = text(row);
    return isMissing(value) ? (
      EMPTY_VALUE
    ) : (
      <span style={NOWRAP} data-testid={testId}>
        {value}
      </span>
    );
  },
});
