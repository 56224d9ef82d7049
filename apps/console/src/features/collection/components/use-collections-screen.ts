// State of the collections list (collections-screen.tsx): its queue and filters in the address,
// the page of collections they ask for, and the columns.
import {
  CollectionQueue,
  CURRENCY_CODES,
  type OpsCollectionListQuery,
} from '@tradebridge/contracts';
import { collectionPath } from '../../../lib/paths.ts';
import { useRecordList } from '../../../lib/use-record-list.ts';
import {
  MERCHANT_FILTERS,
  oneOfParam,
  setOnly,
  textParam,
  withFallback,
  type UrlFilters,
} from '../../../lib/use-url-filters.ts';
import { useCollections } from '../api/list-collections.ts';
import { collectionColumns, type CollectionRow } from './collection-columns.tsx';
import { COLLECTION_STATES } from './collection-labels.tsx';

export const QUEUES = Object.values(CollectionQueue);
export const PAYER_MAX = 140;

/** The filters in the address; the screen opens on what waits for review. */
const FILTERS = {
  tab: withFallback(oneOfParam(QUEUES), CollectionQueue.Review),
  currency: oneOfParam(CURRENCY_CODES),
  state: oneOfParam(COLLECTION_STATES),
  payer: textParam(PAYER_MAX),
  ...MERCHANT_FILTERS,
};

const requestOf = (
  { tab, currency, state, payer, merchantId }: UrlFilters<typeof FILTERS>,
  page: { pageNum: number; pageSize: number },
): OpsCollectionListQuery => ({
  queue: tab,
  ...setOnly({ currency, state, payer, merchantId }),
  ...page,
});

const pathOf = (row: CollectionRow) => collectionPath(row.id);

export const useCollectionsScreen = () =>
  // The queue is a tab, not a filter: "Clear filters" keeps it.
  useRecordList({
    namespace: 'collection',
    filters: FILTERS,
    keep: ['tab'],
    requestOf,
    useList: useCollections,
    pathOf,
    columns: collectionColumns,
  });
