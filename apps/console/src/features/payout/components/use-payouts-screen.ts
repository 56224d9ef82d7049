// State of the payouts list (payouts-screen.tsx): its tab and filters in the address, the page of
// payouts they ask for, and the columns (a reviewer reviews what waits, others view it).
import {
  CURRENCY_CODES,
  OrderState,
  type OpsPayoutListQuery,
  type PayoutType,
} from '@tradebridge/contracts';
import { payoutPath } from '../../../lib/paths.ts';
import { ACCESS } from '../../../lib/access.ts';
import { useRecordList } from '../../../lib/use-record-list.ts';
import {
  dayParam,
  oneOfParam,
  setOnly,
  textParam,
  withFallback,
  type UrlFilters,
} from '../../../lib/use-url-filters.ts';
import { usePayouts } from '../api/list-payouts.ts';
import { payoutColumns, type PayoutRow } from './payout-columns.tsx';
import { PAYOUT_STATES, PAYOUT_TYPE_CODES, type PayoutStateCode } from './payout-labels.tsx';

/** Every payout (the review queue first), or those waiting for the platform's review only. */
export const PAYOUT_QUEUES = ['all', 'review'] as const;
export type PayoutQueue = (typeof PAYOUT_QUEUES)[number];

export const KEYWORD_MAX = 100;
export const MER_NO_MAX = 30;
export const BATCH_NO_MAX = 40;

const FILTERS = {
  tab: withFallback(oneOfParam<PayoutQueue>(PAYOUT_QUEUES), 'all'),
  state: oneOfParam<PayoutStateCode>(PAYOUT_STATES),
  type: oneOfParam<PayoutType>(PAYOUT_TYPE_CODES),
  currency: oneOfParam(CURRENCY_CODES),
  merNo: textParam(MER_NO_MAX),
  keyword: textParam(KEYWORD_MAX),
  batchNo: textParam(BATCH_NO_MAX),
  from: dayParam,
  to: dayParam,
};

const requestOf = (
  { tab, state, type, currency, merNo, keyword, batchNo, from, to }: UrlFilters<typeof FILTERS>,
  page: { pageNum: number; pageSize: number },
): OpsPayoutListQuery => ({
  // The queue is one state: a chosen state applies to all payouts only.
  ...setOnly({
    state: tab === 'review' ? OrderState.PendingReview : state,
    type,
    currency,
    merNo,
    keyword,
    batchNo,
    dateFrom: from,
    dateTo: to,
  }),
  ...page,
});

const pathOf = (row: PayoutRow) => payoutPath(row.orderNo);

export const usePayoutsScreen = () =>
  useRecordList({
    namespace: 'payout',
    filters: FILTERS,
    keep: ['tab'],
    requestOf,
    useList: usePayouts,
    review: ACCESS.reviewPayouts,
    pathOf,
    columns: payoutColumns,
  });
