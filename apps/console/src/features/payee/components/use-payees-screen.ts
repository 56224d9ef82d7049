// State of the payees list (payees-screen.tsx): its queue and filters in the address, the page of
// payees they ask for, and the columns.
import { BankCardState, CURRENCY_CODES, type OpsPayeeListQuery } from '@tradebridge/contracts';
import { payeePath } from '../../../lib/paths.ts';
import { useRecordList } from '../../../lib/use-record-list.ts';
import {
  oneOfParam,
  setOnly,
  textParam,
  withFallback,
  type UrlFilters,
} from '../../../lib/use-url-filters.ts';
import { usePayees } from '../api/list-payees.ts';
import { payeeColumns, type PayeeRow } from './payee-columns.tsx';
import { METHODS, PAYEE_STATES, USAGES } from './payee-labels.tsx';

/** Under review only (state 1), or every payee with the review queue first. */
export const PAYEE_QUEUES = ['review', 'all'] as const;
export type PayeeQueue = (typeof PAYEE_QUEUES)[number];

export const NAME_MAX = 100;
export const MER_NO_MAX = 30;

/** The filters in the address; the screen opens on what waits for review. */
const FILTERS = {
  tab: withFallback(oneOfParam<PayeeQueue>(PAYEE_QUEUES), 'review'),
  state: oneOfParam(PAYEE_STATES),
  merNo: textParam(MER_NO_MAX),
  method: oneOfParam(METHODS),
  usage: oneOfParam(USAGES),
  currency: oneOfParam(CURRENCY_CODES),
  name: textParam(NAME_MAX),
};

const requestOf = (
  { tab, state, merNo, method, usage, currency, name }: UrlFilters<typeof FILTERS>,
  page: { pageNum: number; pageSize: number },
): OpsPayeeListQuery => ({
  // The review queue is the payees under review: a state is chosen only among all of them.
  ...setOnly({
    state: tab === 'review' ? BankCardState.Review : state,
    merNo,
    method,
    usage,
    currency,
    name,
  }),
  ...page,
});

const pathOf = (row: PayeeRow) => payeePath(row.id);

export const usePayeesScreen = () =>
  useRecordList({
    namespace: 'payee',
    filters: FILTERS,
    keep: ['tab'],
    requestOf,
    useList: usePayees,
    pathOf,
    columns: payeeColumns,
  });
