// State of the exchanges list (orders-screen.tsx): its tab and filters in the address, the page of
// orders they ask for, the review queue's size, and the order open in the drawer (its number in
// the address, so that a link opens it).
import {
  CURRENCY_CODES,
  ExchangeState,
  type OpsExchangeOrder,
  type OpsExchangeOrderListQuery,
} from '@tradebridge/contracts';
import { useLanguage } from '@tradebridge/ui';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ACCESS, allows } from '../../../lib/access.ts';
import { useCurrentOperator } from '../../../lib/current-operator.tsx';
import {
  dayParam,
  MERCHANT_FILTERS,
  oneOfParam,
  setOnly,
  textParam,
  useUrlFilters,
  withFallback,
  type UrlFilters,
} from '../../../lib/use-url-filters.ts';
import { usePosition } from '../api/get-position.ts';
import { useOrders } from '../api/list-orders.ts';
import { EXCHANGE_STATES } from './exchange-labels.tsx';
import { orderColumns } from './order-columns.tsx';

export const TABS = ['all', 'review'] as const;
export type Tab = (typeof TABS)[number];
export const ORDER_NO_MAX = 40;
const ORDER_PARAM = 'order';

const FILTERS = {
  tab: withFallback(oneOfParam(TABS), 'all'),
  state: oneOfParam(EXCHANGE_STATES),
  sell: oneOfParam(CURRENCY_CODES),
  buy: oneOfParam(CURRENCY_CODES),
  from: dayParam,
  to: dayParam,
  today: oneOfParam(['1'] as const),
  orderNo: textParam(ORDER_NO_MAX),
  ...MERCHANT_FILTERS,
};

const requestOf = (
  { tab, state, sell, buy, from, to, today, orderNo, merchantId }: UrlFilters<typeof FILTERS>,
  page: { pageNum: number; pageSize: number },
): OpsExchangeOrderListQuery => ({
  // The queue is one state: a chosen state applies to all exchanges only.
  ...setOnly({
    state: tab === 'review' ? ExchangeState.PendingReview : state,
    sellCurrency: sell,
    buyCurrency: buy,
  }),
  // "Today only" is a day of its own: the dates are set aside while it is on.
  ...(today ? { today: true } : setOnly({ dateFrom: from, dateTo: to })),
  ...setOnly({ orderNo, merchantId }),
  ...page,
});

export const useOrdersScreen = () => {
  const { t } = useTranslation('exchange');
  const { t: tCommon } = useTranslation('common');
  const language = useLanguage();
  const operator = useCurrentOperator();
  const canReview = allows(operator.role, ACCESS.reviewExchanges);
  const list = useUrlFilters(FILTERS, { keep: ['tab'] });
  const [params, setParams] = useSearchParams();
  const openOrderNo = params.get(ORDER_PARAM) ?? undefined;
  const query = useOrders(requestOf(list.filters, list.page));
  // The queue's size on its tab; the position answers it (and is refetched after a decision).
  const pending = usePosition().data?.pendingReview;

  const setOpenOrder = useCallback(
    (orderNo: string | undefined) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (orderNo) next.set(ORDER_PARAM, orderNo);
          else next.delete(ORDER_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const columns = useMemo(
    () =>
      orderColumns({
        t,
        tCommon,
        canReview,
        open: (row: OpsExchangeOrder) => setOpenOrder(row.orderNo),
        language,
      }),
    [t, tCommon, canReview, setOpenOrder, language],
  );
  return {
    t,
    ...list,
    query,
    pending,
    columns,
    openOrderNo,
    onRow: (row: OpsExchangeOrder) => ({ onDoubleClick: () => setOpenOrder(row.orderNo) }),
    onCloseOrder: () => setOpenOrder(undefined),
  };
};
