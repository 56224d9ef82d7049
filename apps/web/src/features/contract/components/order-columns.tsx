// The columns of trade orders (orders-table.tsx, the Trade orders tab): number and goods, quantity
// × unit price = total in the contract's currency, what covers collections already and what is
// left, shipment, payer and time; the order's contract in the list of all orders, and the actions
// on each order in a contract's own list.
import type { Order } from '@tradebridge/contracts';
import { formatDateTime, formatMoney, useNarrowScreen } from '@tradebridge/ui';
import { Flex, Tag, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDecimal, SHIPMENT_NAMES } from './labels.ts';
import { contractDetailPath } from './links.ts';

const nowrap = { whiteSpace: 'nowrap' } as const;

export type OrderColumnsOptions = {
  /** The list of all orders names each order's contract. */
  showContract?: boolean;
  /** The actions column of a contract's own orders. */
  actions?: (order: Order) => ReactNode;
};

export const useOrderColumns = ({
  showContract = false,
  actions,
}: OrderColumnsOptions = {}): TableColumnsType<Order> => {
  const { t } = useTranslation('contract');
  // On a phone a fixed column would hide the order behind it: the table scrolls as one.
  const narrow = useNarrowScreen();
  const money = (amount: string, o: Order) => formatMoney(amount, o.currency, { fixed: true });
  return [
    {
      title: <span style={nowrap}>{t('order.orderNo')}</span>,
      dataIndex: 'orderNo',
      fixed: narrow ? undefined : ('left' as const),
      render: (orderNo: string) => (
        <Typography.Text style={nowrap} data-testid="order-no">
          {orderNo}
        </Typography.Text>
      ),
    },
    ...(showContract
      ? [
          {
            title: <span style={nowrap}>{t('order.contractNo')}</span>,
            key: 'contract',
            render: (_: unknown, o: Order) => (
              <Link to={contractDetailPath(o.contractId)} style={nowrap}>
                {o.contractNo}
              </Link>
            ),
          },
        ]
      : []),
    {
      title: <span style={nowrap}>{t('order.name')}</span>,
      dataIndex: 'name',
      render: (name: string) => (
        <Typography.Text ellipsis={{ tooltip: name }} style={{ maxWidth: 180 }}>
          {name}
        </Typography.Text>
      ),
    },
    {
      title: <span style={nowrap}>{t('order.quantity')}</span>,
      dataIndex: 'quantity',
      align: 'right',
      render: (quantity: string) => <span style={nowrap}>{formatDecimal(quantity)}</span>,
    },
    {
      title: <span style={nowrap}>{t('order.unitPrice')}</span>,
      dataIndex: 'unitPrice',
      align: 'right',
      render: (price: string, o) => (
        <span style={nowrap}>{`${formatDecimal(price)} ${o.currency}`}</span>
      ),
    },
    {
      title: <span style={nowrap}>{t('order.total')}</span>,
      dataIndex: 'total',
      align: 'right',
      render: (total: string, o) => (
        <Typography.Text strong style={nowrap} data-testid="order-total">
          {money(total, o)}
        </Typography.Text>
      ),
    },
    {
      title: <span style={nowrap}>{t('order.associated')}</span>,
      dataIndex: 'associated',
      align: 'right',
      render: (associated: string, o) => (
        <span style={nowrap} data-testid="order-associated">
          {money(associated, o)}
        </span>
      ),
    },
    {
      title: <span style={nowrap}>{t('order.remaining')}</span>,
      dataIndex: 'remaining',
      align: 'right',
      render: (remaining: string, o) => (
        <span style={nowrap} data-testid="order-remaining">
          {money(remaining, o)}
        </span>
      ),
    },
    {
      title: <span style={nowrap}>{t('order.shipment')}</span>,
      dataIndex: 'shipment',
      render: (shipment: Order['shipment']) => (
        <Tag color={shipment ? 'green' : 'default'} style={{ marginInlineEnd: 0 }}>
          {t(`shipment.${SHIPMENT_NAMES[shipment]}`)}
        </Tag>
      ),
    },
    {
      title: <span style={nowrap}>{t('order.payer')}</span>,
      dataIndex: 'payer',
      render: (payer: string) => (
        <Typography.Text ellipsis={{ tooltip: payer }} style={{ maxWidth: 160 }}>
          {payer}
        </Typography.Text>
      ),
    },
    {
      title: <span style={nowrap}>{t('order.orderedAt')}</span>,
      dataIndex: 'orderedAt',
      render: (at: string) => <span style={nowrap}>{formatDateTime(at)}</span>,
    },
    ...(actions
      ? [
          {
            title: <span style={nowrap}>{t('order.actions')}</span>,
            key: 'actions',
            fixed: narrow ? undefined : ('right' as const),
            render: (_: unknown, o: Order) => (
              <Flex gap={4} wrap={false}>
                {actions(o)}
              </Flex>
            ),
          },
        ]
      : []),
  ];
};
