// The state of the payment records (payouts-screen.tsx): the filters and page of the list, the
// rows chosen for their receipts, the tab in the address (`?tab=batches`), and whether the user
// may pay; and the request of the filters, which the export sends too.
import type { Currency, PayoutFilter, PayoutListQuery, PayoutType } from '@tradebridge/contracts';
import { usePagedFilters } from '@tradebridge/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ExportType } from '../../../components/export-menu.tsx';
import { canAccess } from '../../../lib/access.ts';
import { heldFiltersOf, type DateRange } from '../../../lib/list-query.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { useExportPayouts } from '../api/export-payouts.ts';
import { usePayouts } from '../api/list-payouts.ts';
import type { PayoutState } from './labels.ts';

export type RecordsTab = 'payments' | 'batches';

export const PAGE_SIZE = 20;

export type PayoutFilters = {
  type?: PayoutType;
  state?: PayoutState;
  currency?: Currency;
  range?: DateRange;
  keyword?: string;
  waitingForMe?: boolean;
};

/** The filter of the request: the filters that hold something (the keyword trimmed). */
export const payoutFilterOf = (filters: PayoutFilters): PayoutFilter => heldFiltersOf(filters);

export const payoutQueryOf = (
  filters: PayoutFilters,
  pageNum: number,
  pageSize = PAGE_SIZE,
): PayoutListQuery => ({ ...payoutFilterOf(filters), pageNum, pageSize });

export const usePayoutsScreen = () => {
  const user = useCurrentUser();
  // The keyword applies when searched (Enter, the button, clearing it), the rest at once.
  const list = usePagedFilters<PayoutFilters>({
    pageSize: PAGE_SIZE,
    searchField: 'keyword',
    keepSearched: true,
  });
  const { filters, paging } = list;
  const [chosen, setChosen] = useState<string[]>([]);
  const payouts = usePayouts(payoutQueryOf(filters, paging.page.pageNum, paging.page.pageSize));
  const exportPayouts = useExportPayouts();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: RecordsTab = searchParams.get('tab') === 'batches' ? 'batches' : 'payments';

  return {
    list,
    payouts,
    chosen,
    setChosen,
    tab,
    onTab: (key: string) =>
      setSearchParams(key === 'batches' ? { tab: key } : {}, { replace: true }),
    mayPay: canAccess(user, { permission: 'pay:operate' }),
    exportPending: exportPayouts.isPending,
    exportFile: (fileType: ExportType, idempotencyKey: string) => {
      // "Waiting for my approval" is the viewer's own view, not a filter of the file.
      const { waitingForMe: _mine, ...filter } = payoutFilterOf(filters);
      return exportPayouts.mutateAsync({ request: { fileType, filter }, idempotencyKey });
    },
  };
};
