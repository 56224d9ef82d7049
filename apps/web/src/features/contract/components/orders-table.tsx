// Trade orders as a table (a contract's own orders, the orders to associate with a collection):
// the columns of order-columns.tsx over the rows it is given.
import type { Order } from '@tradebridge/contracts';
import { WIDE_TABLE } from '@tradebridge/ui';
import { Empty, Table, type TableProps } from 'antd';
import { useOrderColumns, type OrderColumnsOptions } from './order-columns.tsx';

export type OrdersTableProps = OrderColumnsOptions & {
  orders: Order[];
  loading: boolean;
  /** No answer yet: the empty text stays blank. */
  pending: boolean;
  emptyText: string;
  pagination?: TableProps<Order>['pagination'];
  rowSelection?: TableProps<Order>['rowSelection'];
  'data-testid': string;
};

export const OrdersTable = ({
  orders,
  loading,
  pending,
  emptyText,
  showContract = false,
  actions,
  pagination = false,
  rowSelection,
  'data-testid': testId,
}: OrdersTableProps) => {
  const columns = useOrderColumns({ showContract, ...(actions ? { actions } : {}) });
  return (
    <Table<Order>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={orders}
      {...WIDE_TABLE}
      pagination={pagination}
      {...(rowSelection ? { rowSelection } : {})}
      locale={{
        emptyText: pending ? (
          <span data-testid={`${testId}-loading`} />
        ) : (
          <Empty description={emptyText} data-testid={`${testId}-empty`} />
        ),
      }}
      data-testid={testId}
      columns={columns}
    />
  );
};
