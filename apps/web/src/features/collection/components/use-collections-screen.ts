// The state of the collections (collections-screen.tsx): the filters and page of the list and
// the rows chosen for their receipts.
import type { CollectionCurrency, CollectionState } from '@tradebridge/contracts';
import { useState } from 'react';
import type { DateRange } from '../../../lib/list-query.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { useCollections } from '../api/list-collections.ts';

export const PAGE_SIZE = 20;

export type CollectionFilters = {
  accountId?: string;
  currency?: CollectionCurrency;
  state?: CollectionState;
  range?: DateRange;
  payer?: string;
};

export const useCollectionsScreen = () => {
  // The payer's name is applied when it is searched (Enter, the button, clearing it).
  const { list, records } = usePagedList<CollectionFilters, ReturnType<typeof useCollections>>(
    { pageSize: PAGE_SIZE, searchField: 'payer' },
    useCollections,
  );
  const [chosen, setChosen] = useState<string[]>([]);
  return { list, collections: records, chosen, setChosen };
};
