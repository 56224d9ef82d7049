// What the area's two lists share: the filter form's spacing (the lists sit in a gap of their own).

/** The filter form's own style: the list's Flex spaces it from the table. */
export const FILTERS_STYLE = { rowGap: 12 } as const;
