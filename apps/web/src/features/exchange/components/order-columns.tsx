// The columns of the exchange records: order number (to its detail) and time, what was sold and
// bought, the rate, the fee, the state and a link to the detail.
import { ExchangeState, type ExchangeOrder } from '@tradebridge/contracts';
import { formatRate, linkColumn, moneyColumn, stateColumn, textColumn } from '@tradebridge/ui';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { orderDetailPath } from './links.ts';
import { OrderStateTag } from './order-state-tag.tsx';

const booked = (order: ExchangeOrder) => order.state === ExchangeState.Completed;

export const useOrderColumns = (): TableColumnsType<ExchangeOrder> => {
  const { t } = useTranslation('exchange');
  return [
    linkColumn<ExchangeOrder>({
      title: t('fields.orderNo'),
      key: 'orderNo',
      fixed: 'left',
      text: (o) => o.orderNo,
      to: (o) => orderDetailPath(o.orderNo),
      time: (o) => o.createdAt,
      testId: 'order-link',
    }),
    // Signed only once booked: a held or refused exchange moved nothing yet.
    moneyColumn<ExchangeOrder>({
      title: t('fields.sell'),
      key: 'sell',
      amount: (o) => o.sellAmount,
      currency: (o) => o.sellCurrency,
      look: (o) => (booked(o) ? {} : { type: 'secondary' }),
      options: (o) => (booked(o) ? { direction: 'out' } : {}),
      testId: 'order-sell',
    }),
    moneyColumn<ExchangeOrder>({
      title: t('fields.buy'),
      key: 'buy',
      amount: (o) => o.buyAmount,
      currency: (o) => o.buyCurrency,
      look: (o) => (booked(o) ? { strong: true, type: 'success' } : { type: 'secondary' }),
      options: (o) => (booked(o) ? { direction: 'in' } : {}),
      testId: 'order-buy',
    }),
    textColumn<ExchangeOrder>({
      title: t('fields.rate'),
      key: 'rate',
      text: (o) =>
        t('rate.line', { from: o.sellCurrency, rate: formatRate(o.rate), to: o.buyCurrency }),
      testId: 'order-rate',
    }),
    moneyColumn<ExchangeOrder>({
      title: t('fields.fee'),
      key: 'fee',
      amount: (o) => o.fee,
      currency: (o) => o.sellCurrency,
    }),
    stateColumn<ExchangeOrder>({
      title: t('fields.state'),
      key: 'state',
      tag: (o) => <OrderStateTag order={o} />,
    }),
    linkColumn<ExchangeOrder>({
      title: t('records.actions'),
      key: 'actions',
      text: () => t('records.detail'),
      to: (o) => orderDetailPath(o.orderNo),
      testId: 'order-detail',
    }),
  ];
};
