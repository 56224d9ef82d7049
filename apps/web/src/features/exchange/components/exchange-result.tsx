// What a booked quote became: completed (the buy currency is in the wallet), or waiting in review
// (the sell amount is held; review takes 1–2 working days) — with the amounts, the rate, the order
// number and a link to its record.
import { ClockCircleOutlined } from '@ant-design/icons';
import { ExchangeState, type ExchangeOrder } from '@tradebridge/contracts';
import { formatDateTime, formatMoney } from '@tradebridge/ui';
import { Button, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Facts } from './facts.tsx';
import { orderDetailPath } from './links.ts';
import { BothWays } from './rate-card.tsx';

export const ExchangeResult = ({
  order,
  onAgain,
}: {
  order: ExchangeOrder;
  onAgain: () => void;
}) => {
  const { t } = useTranslation('exchange');
  const navigate = useNavigate();
  const pending = order.state === ExchangeState.PendingReview;
  return (
    <Result
      status={pending ? 'info' : 'success'}
      icon={pending ? <ClockCircleOutlined /> : undefined}
      title={pending ? t('result.pendingTitle') : t('result.completedTitle')}
      data-testid="exchange-result"
      data-state={order.state}
      subTitle={
        <>
          {pending ? (
            <Typography.Paragraph type="secondary" data-testid="exchange-result-review">
              {t('review.notice')}
            </Typography.Paragraph>
          ) : null}
          <div style={{ maxWidth: 440, margin: '8px auto 0', textAlign: 'start' }}>
            <Facts
              items={[
                {
                  key: 'sell',
                  label: t('quote.sell'),
                  children: formatMoney(order.sellAmount, order.sellCurrency, { fixed: true }),
                },
                {
                  key: 'buy',
                  label: t('quote.buy'),
                  children: formatMoney(order.buyAmount, order.buyCurrency, { fixed: true }),
                },
                {
                  key: 'rate',
                  label: t('quote.rate'),
                  children: (
                    <BothWays
                      pair={order}
                      rate={order.rate}
                      inverse={order.inverseRate}
                      testId="result-rate"
                    />
                  ),
                },
                {
                  key: 'orderNo',
                  label: t('fields.orderNo'),
                  children: (
                    <Typography.Text copyable strong data-testid="exchange-result-order-no">
                      {order.orderNo}
                    </Typography.Text>
                  ),
                },
                {
                  key: 'time',
                  label: t('fields.createdAt'),
                  children: formatDateTime(order.createdAt),
                },
              ]}
            />
          </div>
        </>
      }
      extra={[
        <Button
          key="record"
          type="primary"
          onClick={() => void navigate(orderDetailPath(order.orderNo))}
          data-testid="exchange-result-record"
        >
          {t('result.viewRecord')}
        </Button>,
        <Button key="again" onClick={onAgain} data-testid="exchange-again">
          {t('result.again')}
        </Button>,
      ]}
    />
  );
};
