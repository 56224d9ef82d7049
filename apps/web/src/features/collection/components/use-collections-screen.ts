// The state of the collections (collections-screen.tsx): the filters and page of the list and
// the rows chosen for their receipts; and the request of the filters.
import type {
  CollectionCurrency,
  CollectionListQuery,
  CollectionState,
} from '@tradebridge/contracts';
import { usePagedFilters } from '@tradebridge/ui';
import { useState } from 'react';
import { pagedRequestOf, type DateRange } from '../../../lib/list-query.ts';
import { useCollections } from '../api/list-collections.ts';

export const PAGE_SIZE = 20;

export type CollectionFilters = {
  accountId?: string;
  currency?: CollectionCurrency;
  state?: CollectionState;
  range?: DateRange;
  payer?: string;
};

/** The request of the filters and page; empty filters are left out. */
export const collectionQueryOf = (
  filters: CollectionFilters,
  pageNum: number,
  pageSize = PAGE_SIZE,
): CollectionListQuery => pagedRequestOf(filters, pageNum, pageSize);

export const useCollectionsScreen = () => {
  // The payer's name is applied when it is searched (Enter, the button, clearing it).
  const list = usePagedFilters<CollectionFilters>({ pageSize: PAGE_SIZE, searchField: 'payer' });
  const { filters, paging } = list;
  const [chosen, setChosen] = useState<string[]>([]);
  const collections = useCollections(
    collectionQueryOf(filters, paging.page.pageNum, paging.page.pageSize),
  );
  return { list, collections, chosen, setChosen };
};
