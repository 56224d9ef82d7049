// The state of the fund details (fund-detail-screen.tsx): the filters (the currency of the address,
// `?currency=`, to begin with) and page of the movements; the request of the filters, and the
// filter of an export (the same, without paging).
import {
  CURRENCY_CODES,
  type Currency,
  type FundDetailQuery,
  type FundDetailsFilter,
  type OrderType,
} from '@tradebridge/contracts';
import { usePagedFilters } from '@tradebridge/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ExportType } from '../../../components/export-menu.tsx';
import { heldFiltersOf, pagedRequestOf, type DateRange } from '../../../lib/list-query.ts';
import { useExportFundDetails } from '../api/export-fund-details.ts';
import { useFundDetails } from '../api/list-fund-details.ts';

export type FundDetailFilters = {
  currency?: Currency;
  orderType?: OrderType;
  direction?: 'in' | 'out';
  range?: DateRange;
};

export const PAGE_SIZE = 20;

/** The request body of wallet/details.json for the filters and page; empty filters are left out. */
export const fundDetailQueryOf = (
  filters: FundDetailFilters,
  pageNum: number,
  pageSize = PAGE_SIZE,
): FundDetailQuery => pagedRequestOf(filters, pageNum, pageSize);

/** The filter of an export: the screen's filters without paging. */
export const fundDetailsFilterOf = (filters: FundDetailFilters): FundDetailsFilter =>
  heldFiltersOf(filters);

export const useFundDetailScreen = () => {
  const [searchParams] = useSearchParams();
  const [initial] = useState<FundDetailFilters>(() => {
    const wanted = searchParams.get('currency');
    return wanted && (CURRENCY_CODES as string[]).includes(wanted)
      ? { currency: wanted as Currency }
      : {};
  });
  const list = usePagedFilters<FundDetailFilters>({ pageSize: PAGE_SIZE, initial });
  const { filters, paging } = list;
  const details = useFundDetails(
    fundDetailQueryOf(filters, paging.page.pageNum, paging.page.pageSize),
  );
  const exportDetails = useExportFundDetails();
  return {
    list,
    details,
    exportPending: exportDetails.isPending,
    exportFile: (fileType: ExportType, idempotencyKey: string) =>
      exportDetails.mutateAsync({
        request: { fileType, filter: fundDetailsFilterOf(filters) },
        idempotencyKey,
      }),
  };
};
