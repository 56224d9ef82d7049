// What a booked quote became: completed (the buy currency is in the wallet), or waiting in review
// (the sell amount is held; review takes 1–2 working days) — with the amounts, the rate, the order
// number and a link to its record.
import { ClockCircleOutlined } from '@ant-design/icons';
import { ExchangeState, type ExchangeOrder } from '@tradebridge/contracts';
import { formatDateTime } from '@tradebridge/ui';
import { Button, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Facts } from './facts.tsx';
import { orderDetailPath } from './links.ts';
import { factOf } from '../../../components/fact-items.tsx';
import { rateFactOf, sellBuyFactsOf } from './rate-facts.tsx';

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
                ...sellBuyFactsOf({ sell: t('quote.sell'), buy: t('quote.buy') }, order),
                rateFactOf(t('quote.rate'), order, 'result-rate'),
                {
                  key: 'orderNo',
                  label: t('fields.orderNo'),
                  children: (
                    <Typography.Text copyable strong data-testid="exchange-result-order-no">
                      {order.orderNo}
                    </Typography.Text>
                  ),
                },
                factOf('time', t('fields.createdAt'), formatDateTime(order.createdAt)),
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
