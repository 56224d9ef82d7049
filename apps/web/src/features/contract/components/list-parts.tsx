// What the area's two lists share: a list's request of its filters and the filter form's spacing
// (the lists sit in a gap of their own).

export type KeywordFilters = { keyword?: string };

/** A list's request: the filters that hold something (the keyword trimmed) and the page. */
export const pagedQueryOf = <F extends KeywordFilters>(
  filters: F,
  pageNum: number,
  pageSize: number,
) => {
  const held = Object.entries({ ...filters, keyword: filters.keyword?.trim() }).filter(
    ([, value]) => value !== undefined && value !== null && value !== '',
  );
  return { ...(Object.fromEntries(held) as Partial<F>), pageNum, pageSize };
};

/** The filter form's own style: the list's Flex spaces it from the table. */
export const FILTERS_STYLE = { rowGap: 12 } as const;
