// The state of the collections (collections-screen.tsx): the filters and page of the list and
// the rows chosen for their receipts; and the request of the filters.
import type {
  CollectionCurrency,
  CollectionListQuery,
  CollectionState,
} from '@tradebridge/contracts';
import { usePagedFilters } from '@tradebridge/ui';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useCollections } from '../api/list-collections.ts';

export const PAGE_SIZE = 20;

export type CollectionFilters = {
  accountId?: string;
  currency?: CollectionCurrency;
  state?: CollectionState;
  range?: [Dayjs | null, Dayjs | null] | null;
  payer?: string;
};

/** The request of the filters and page; empty filters are left out. */
export const collectionQueryOf = (
  filters: CollectionFilters,
  pageNum: number,
  pageSize = PAGE_SIZE,
): CollectionListQuery => {
  const [from, to] = filters.range ?? [];
  const payer = filters.payer?.trim();
  return {
    ...(filters.accountId ? { accountId: filters.accountId } : {}),
    ...(filters.currency ? { currency: filters.currency } : {}),
    ...(filters.state !== undefined ? { state: filters.state } : {}),
    ...(from ? { dateFrom: from.format('YYYY-MM-DD') } : {}),
    ...(to ? { dateTo: to.format('YYYY-MM-DD') } : {}),
    ...(payer ? { payer } : {}),
    pageNum,
    pageSize,
  };
};

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
