// One exchange order in a drawer over the list: where it stands (waiting for review, with what a
// decision does; refused, with the reason), then every field — merchant and who placed it, the
// amounts, the fee and spread, the mid rate, the merchant's rate and its inverse, the rate lock,
// when it was placed and decided. Reviewers (admin, reviewer) approve it after a confirmation or
// reject it with a reason the merchant reads, while the server offers those decisions.
import {
  ZDecideExchangeRequest,
  ExchangeState,
  type OpsExchangeOrder,
} from '@tradebridge/contracts';
import { formatDateTime, formatMoney, isApiError, orEmpty } from '@tradebridge/ui';
import { Button, Descriptions, Drawer, Flex, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../components/amount.tsx';
import { MerchantField } from '../../../components/merchant-cell.tsx';
import { ReviewDecisions, ReviewNote } from '../../../components/review-decisions.tsx';
import { ACCESS, allows } from '../../../lib/access.ts';
import { useCurrentOperator } from '../../../lib/current-operator.tsx';
import { describedItems } from '../../../lib/described-items.ts';
import { isStaleExchange, useApproveExchange, useRejectExchange } from '../api/decide-exchange.ts';
import { useOrder } from '../api/get-order.ts';
import { bpLabel, ExchangeStateTag, lockLabel, pairLabel, rateLine } from './exchange-labels.tsx';

const Decisions = ({ order }: { order: OpsExchangeOrder }) => (
  <ReviewDecisions
    ns="exchange"
    decisions={order.actions}
    testId="exchange"
    values={{
      orderNo: order.orderNo,
      merchant: order.merchantName,
      sell: formatMoney(order.sellAmount, order.sellCurrency, { fixed: true }),
      buy: formatMoney(order.buyAmount, order.buyCurrency, { fixed: true }),
      rate: rateLine(order.rate, order.sellCurrency, order.buyCurrency),
    }}
    request={{ orderNo: order.orderNo }}
    approve={useApproveExchange()}
    reject={useRejectExchange()}
    reasonSchema={ZDecideExchangeRequest.shape.reason}
    isStale={isStaleExchange}
  />
);

const StateNote = ({ order }: { order: OpsExchangeOrder }) => {
  const { t } = useTranslation('exchange');
  switch (order.state) {
    case ExchangeState.PendingReview:
      return (
        <ReviewNote ns="exchange" type="info" title={t('detail.pending')} testId="exchange-note" />
      );
    case ExchangeState.ReviewRejected:
      return (
        <ReviewNote
          ns="exchange"
          type="error"
          title={t('detail.rejected')}
          reason={order.reason}
          testId="exchange-note"
        />
      );
    default:
      return null;
  }
};

const OrderFields = ({ order }: { order: OpsExchangeOrder }) => {
  const { t } = useTranslation('exchange');
  const field = describedItems(t, 'fields');
  const { sellCurrency: sell, buyCurrency: buy } = order;
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      styles={{ label: { width: 190 } }}
      data-testid="exchange-fields"
      items={[
        field(
          'orderNo',
          <Typography.Text copyable data-testid="exchange-order-no">
            {order.orderNo}
          </Typography.Text>,
        ),
        field('state', <ExchangeStateTag state={order.state} testId="exchange-state-field" />),
        field('merchant', <MerchantField merchant={order} testId="exchange-merchant" />),
        field('createdBy', orEmpty(order.createdBy)),
        field('pair', pairLabel(sell, buy)),
        field('sellAmount', <Amount amount={order.sellAmount} currency={sell} />),
        field('buyAmount', <Amount amount={order.buyAmount} currency={buy} />),
        field('fee', <Amount amount={order.fee} currency={sell} />),
        field('spread', bpLabel(order.spreadBp, t)),
        field('midRate', rateLine(order.midRate, sell, buy)),
        field('rate', rateLine(order.rate, sell, buy)),
        field('inverseRate', rateLine(order.inverseRate, buy, sell)),
        field('lock', lockLabel(order.lockSeconds, t)),
        field('createdAt', formatDateTime(order.createdAt)),
        field('decidedAt', formatDateTime(order.decidedAt)),
        field(
          'reason',
          <span style={{ overflowWrap: 'anywhere' }} data-testid="exchange-reason">
            {orEmpty(order.reason)}
          </span>,
        ),
      ]}
    />
  );
};

export type OrderDrawerProps = {
  /** The order shown; undefined closes the drawer. */
  orderNo: string | undefined;
  onClose: () => void;
};

export const OrderDrawer = ({ orderNo, onClose }: OrderDrawerProps) => {
  const { t } = useTranslation('exchange');
  const { t: tCommon } = useTranslation('common');
  const operator = useCurrentOperator();
  const canReview = allows(operator.role, ACCESS.reviewExchanges);
  // The last order shown stays while the drawer closes, so its content does not vanish mid-way.
  const [shown, setShown] = useState(orderNo);
  if (orderNo && orderNo !== shown) setShown(orderNo);
  const { data: order, error, isPending, refetch } = useOrder(shown);

  let body;
  if (order) {
    body = (
      <Flex vertical gap={16}>
        <StateNote order={order} />
        <OrderFields order={order} />
      </Flex>
    );
  } else if (isPending) {
    body = <Skeleton active paragraph={{ rows: 12 }} data-testid="exchange-loading" />;
  } else {
    const notFound = isApiError(error) && error.code === 'NOT_FOUND';
    body = (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? t('detail.notFound') : tCommon('loadFailed')}
        subTitle={notFound ? undefined : error?.message}
        data-testid="exchange-error"
        extra={
          !notFound && (
            <Button type="primary" onClick={() => void refetch()}>
              {tCommon('retry')}
            </Button>
          )
        }
      />
    );
  }

  return (
    <Drawer
      open={Boolean(orderNo)}
      onClose={onClose}
      size={680}
      title={
        <Flex gap={8} align="center" wrap>
          <span data-testid="exchange-title">{t('detail.title', { orderNo: shown ?? '' })}</span>
          {order && <ExchangeStateTag state={order.state} />}
        </Flex>
      }
      extra={
        order &&
        canReview &&
        order.actions.length > 0 && (
          <Flex gap={8} data-testid="exchange-decisions">
            <Decisions order={order} />
          </Flex>
        )
      }
      data-testid="exchange-drawer"
    >
      {body}
    </Drawer>
  );
};
