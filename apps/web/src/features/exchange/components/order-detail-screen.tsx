// /exchangeOrder/detail?orderNo= (spec detailOrder): one exchange — what was sold and bought, the
// rate both ways and the mid-market rate, the fee and spread, the rate lock, who placed it and when,
// its state (a rejection's reason in full) and its story; loading, not found and failed states.
import { ArrowRightOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { ExchangeState, type ExchangeOrder } from '@tradebridge/contracts';
import { formatDateTime, formatMoney, orEmpty } from '@tradebridge/ui';
import { Alert, Card, Flex, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import {
  DetailColumns,
  DetailFields,
  DetailNotice,
  DetailFigure,
  detailScreen,
} from '../../../components/detail-page.tsx';
import { useOrder } from '../api/get-order.ts';
import { LOCK_NAMES } from './labels.ts';
import { OrderStateTag } from './order-state-tag.tsx';
import { timelineOf, type OrderStep } from './order-timeline.ts';
import { copyableFactOf, factOf } from '../../../components/fact-items.tsx';
import { midFactOf, rateFactOf, sellBuyFactsOf } from './rate-facts.tsx';

const STEP_COLORS: Record<OrderStep['key'], string> = {
  placed: 'blue',
  review: 'blue',
  booked: 'green',
  approved: 'green',
  rejected: 'red',
};

const OrderTimeline = ({ order }: { order: ExchangeOrder }) => {
  const { t } = useTranslation('exchange');
  return (
    <Timeline
      data-testid="order-timeline"
      items={timelineOf(order).map((step) => ({
        key: step.key,
        color: STEP_COLORS[step.key],
        ...(step.pending ? { icon: <ClockCircleOutlined /> } : {}),
        content: (
          <Flex vertical gap={2} data-testid="order-step" data-step={step.key}>
            <Typography.Text strong>
              {t(`timeline.${step.key}${step.pending ? 'Waiting' : ''}`)}
            </Typography.Text>
            {step.at ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {step.key === 'placed' && order.createdBy
                  ? t('timeline.byAt', { actor: order.createdBy, time: formatDateTime(step.at) })
                  : formatDateTime(step.at)}
              </Typography.Text>
            ) : null}
            {step.pending ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('review.notice')}
              </Typography.Text>
            ) : null}
            {step.reason ? (
              <Typography.Text style={{ fontSize: 13 }} data-testid="order-step-reason">
                {t('detail.reason', { reason: step.reason })}
              </Typography.Text>
            ) : null}
          </Flex>
        ),
      }))}
    />
  );
};

const OrderBody = ({ order }: { order: ExchangeOrder }) => {
  const { t } = useTranslation('exchange');
  const rejected = order.state === ExchangeState.ReviewRejected;
  return (
    <Flex vertical gap={16}>
      {rejected ? (
        <DetailNotice type="error" title={t('detail.rejected')} data-testid="order-rejected">
          {order.reason ? (
            <span data-testid="order-reason">{t('detail.reason', { reason: order.reason })}</span>
          ) : null}
          <span>{t('detail.rejectedHint')}</span>
        </DetailNotice>
      ) : null}
      {order.state === ExchangeState.PendingReview ? (
        <Alert type="info" showIcon title={t('review.notice')} data-testid="order-pending" />
      ) : null}
      <Flex gap={24} wrap align="center">
        <DetailFigure label={t('fields.sell')}>
          {formatMoney(order.sellAmount, order.sellCurrency, { fixed: true })}
        </DetailFigure>
        <ArrowRightOutlined style={{ fontSize: 18, opacity: 0.45 }} />
        <DetailFigure label={t('fields.buy')} testId="order-buy-amount">
          {formatMoney(order.buyAmount, order.buyCurrency, { fixed: true })}
        </DetailFigure>
        <OrderStateTag order={{ state: order.state, reason: null }} />
      </Flex>
      <DetailColumns
        main={
          <DetailFields
            testId="order-summary"
            items={[
              copyableFactOf('orderNo', t('fields.orderNo'), order.orderNo),
              {
                key: 'state',
                label: t('fields.state'),
                children: <OrderStateTag order={order} />,
              },
              ...sellBuyFactsOf({ sell: t('fields.sell'), buy: t('fields.buy') }, order),
              rateFactOf(t('fields.rate'), order, 'order-rate'),
              midFactOf(t('rate.mid'), order, 'order-mid'),
              factOf(
                'fee',
                t('fields.fee'),
                formatMoney(order.fee, order.sellCurrency, { fixed: true }),
                'order-fee',
              ),
              factOf('spread', t('rate.spread'), t('bp', { bp: order.spreadBp })),
              factOf('lock', t('lock.label'), t(`lock.${LOCK_NAMES[order.lockSeconds]}`)),
              factOf('createdBy', t('fields.createdBy'), orEmpty(order.createdBy)),
              factOf('createdAt', t('fields.createdAt'), formatDateTime(order.createdAt)),
              {
                key: 'decidedAt',
                label:
                  order.state === ExchangeState.ReviewRejected
                    ? t('fields.rejectedAt')
                    : t('fields.bookedAt'),
                children: formatDateTime(order.decidedAt),
              },
            ]}
          />
        }
        side={
          <Card size="small" title={t('detail.history')} style={{ height: '100%' }}>
            <OrderTimeline order={order} />
          </Card>
        }
      />
    </Flex>
  );
};

export const OrderDetailScreen = detailScreen({
  namespace: 'exchange',
  param: 'orderNo',
  useRecord: useOrder,
  texts: 'detail',
  titleOf: (data, t) => t('detail.titleOf', { orderNo: data.orderNo }),
  testId: 'exchange-order-detail',
  statesTestId: 'order',
  back: { to: paths.exchangeOrder, text: 'detail.back', testId: 'order-back' },
  body: (data) => <OrderBody order={data} />,
});
