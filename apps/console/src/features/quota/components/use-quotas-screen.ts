// State of the quotas list (quotas-screen.tsx): its tab and filters in the address, the page of
// applications they ask for, and the columns (a reviewer reviews what waits, others view it).
import {
  QuotaState,
  type OpsQuotaListQuery,
  type QuotaState as QuotaStateCode,
  type SettlementLimitKind,
} from '@tradebridge/contracts';
import { quotaPath } from '../../../lib/paths.ts';
import { ACCESS } from '../../../lib/access.ts';
import { useRecordList } from '../../../lib/use-record-list.ts';
import {
  oneOfParam,
  setOnly,
  textParam,
  withFallback,
  type UrlFilters,
} from '../../../lib/use-url-filters.ts';
import { useQuotas } from '../api/list-quotas.ts';
import { quotaColumns, type QuotaRow } from './quota-columns.tsx';
import { QUOTA_KINDS, QUOTA_STATES } from './quota-labels.tsx';

/** Every application (those under review first), or those waiting for review only. */
export const QUOTA_QUEUES = ['all', 'review'] as const;
export type QuotaQueue = (typeof QUOTA_QUEUES)[number];

export const MER_NO_MAX = 30;

const FILTERS = {
  tab: withFallback(oneOfParam<QuotaQueue>(QUOTA_QUEUES), 'all'),
  state: oneOfParam<QuotaStateCode>(QUOTA_STATES),
  kind: oneOfParam<SettlementLimitKind>(QUOTA_KINDS),
  merNo: textParam(MER_NO_MAX),
};

const requestOf = (
  { tab, state, kind, merNo }: UrlFilters<typeof FILTERS>,
  page: { pageNum: number; pageSize: number },
): OpsQuotaListQuery => ({
  // The queue is one state: a chosen state applies to all applications only.
  ...setOnly({ state: tab === 'review' ? QuotaState.UnderReview : state, kind, merNo }),
  ...page,
});

const pathOf = (row: QuotaRow) => quotaPath(row.quotaNo);

export const useQuotasScreen = () =>
  useRecordList({
    namespace: 'quota',
    filters: FILTERS,
    keep: ['tab'],
    requestOf,
    useList: useQuotas,
    review: ACCESS.reviewQuotas,
    pathOf,
    columns: quotaColumns,
  });
