// The state of the quota items and applications (quota-list.tsx): the filters and page of the
// list; and the request of the filters.
import type { QuotaItemLabel, QuotaListQuery, SettlementLimitKind } from '@tradebridge/contracts';
import { usePagedFilters } from '@tradebridge/ui';
import { pagedRequestOf } from '../../../lib/list-query.ts';
import { useQuotas } from '../api/list-quotas.ts';

export const PAGE_SIZE = 20;

export type QuotaFilters = { kind?: SettlementLimitKind; label?: QuotaItemLabel };

/** The request of the filters and page; empty filters are left out. */
export const quotaQueryOf = (
  filters: QuotaFilters,
  pageNum: number,
  pageSize = PAGE_SIZE,
): QuotaListQuery => pagedRequestOf(filters, pageNum, pageSize);

export const useQuotaList = () => {
  const list = usePagedFilters<QuotaFilters>({ pageSize: PAGE_SIZE });
  const { filters, paging } = list;
  const quotas = useQuotas(quotaQueryOf(filters, paging.page.pageNum, paging.page.pageSize));
  return { list, quotas };
};
