// A card whose body is one table drawn edge to edge (scrolling inside it when wider), all its rows
// on one page unless it is given pages, and what it says when there is no row.
import { WIDE_TABLE } from '@tradebridge/ui';
import { Card, Empty, Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';

type TableCardProps<Row> = Omit<TableProps<Row>, 'title' | 'locale'> & {
  title?: ReactNode;
  extra?: ReactNode;
  /** The card's test id; the table's is `tableTestId`. */
  testId?: string;
  tableTestId: string;
  /** Said in the table when there is no row. */
  empty: ReactNode;
  /** Shown above the table, inside the card. */
  intro?: ReactNode;
};

export const TableCard = <Row extends object>({
  title,
  extra,
  testId,
  tableTestId,
  empty,
  intro,
  ...table
}: TableCardProps<Row>) => (
  <Card title={title} extra={extra} styles={{ body: { padding: 0 } }} data-testid={testId}>
    {intro}
    <Table<Row>
      {...WIDE_TABLE}
      pagination={false}
      {...table}
      data-testid={tableTestId}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
    />
  </Card>
);
