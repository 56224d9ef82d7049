// The state of the quota items and applications (quota-list.tsx): the filters and page of the
// list.
import type { QuotaItemLabel, SettlementLimitKind } from '@tradebridge/contracts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { useQuotas } from '../api/list-quotas.ts';

export const PAGE_SIZE = 20;

export type QuotaFilters = { kind?: SettlementLimitKind; label?: QuotaItemLabel };

export const useQuotaList = () => {
  const { list, records } = usePagedList<QuotaFilters, ReturnType<typeof useQuotas>>(
    { pageSize: PAGE_SIZE },
    useQuotas,
  );
  return { list, quotas: records };
};
