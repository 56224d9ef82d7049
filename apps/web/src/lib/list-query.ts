// A records list's request of its filters: what the filter form holds, as the list's query sends
// it. Every list of the portal asks the same way, so its screen names only its filters.
import { isFilterHeld } from '@tradebridge/ui';
import type { Dayjs } from 'dayjs';

/** The filter form's date range (`DateRangeFilter`): either end may be left open. */
export type DateRange = [Dayjs | null, Dayjs | null] | null;

/** The filters that hold something, the range as its two days. */
type HeldFilters<F> = {
  [K in Exclude<keyof F, 'range'>]?: Exclude<F[K], null | undefined>;
} & { dateFrom?: string; dateTo?: string };

/**
 * The filters that hold something (left out: empty, blank or `false`; text trimmed) and the date
 * range as `dateFrom` and `dateTo` (days, `YYYY-MM-DD`), each end only when it is chosen.
 */
export const heldFiltersOf = <F extends object>(filters: F): HeldFilters<F> => {
  const { range, ...rest } = filters as { range?: DateRange };
  const [from, to] = range ?? [];
  const held = Object.entries(rest).flatMap(([name, value]: [string, unknown]) => {
    const trimmed = typeof value === 'string' ? value.trim() : value;
    return isFilterHeld(trimmed) ? [[name, trimmed] as const] : [];
  });
  return {
    ...Object.fromEntries(held),
    ...(from ? { dateFrom: from.format('YYYY-MM-DD') } : {}),
    ...(to ? { dateTo: to.format('YYYY-MM-DD') } : {}),
  } as HeldFilters<F>;
};

/** A page of the list: the filters that hold something (`heldFiltersOf`) and the page. */
export const pagedRequestOf = <F extends object>(
  filters: F,
  pageNum: number,
  pageSize: number,
) => ({
  ...heldFiltersOf(filters),
  pageNum,
  pageSize,
});
