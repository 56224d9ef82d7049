// Collections (admin, reviewer, finance): money received on merchants' collection accounts, in
// queues (pending review, awaiting materials, held by screening: oldest first; all: newest first),
// filtered by currency, state, payer and merchant, paged by the server. Each row says why it waits
// (the screening's reason in words, or a reviewer's own). Queue, filters and page live in the
// address, so going back from a collection keeps them.
import {
  CURRENCY_CODES,
  type CollectionQueue,
  type CollectionState as CollectionStateCode,
} from '@tradebridge/contracts';
import { ListScreen } from '../../../components/list-screen.tsx';
import {
  CurrencyFilter,
  MerchantFilter,
  optionsOf,
  SearchFilter,
  SelectFilter,
} from '../../../components/list-filters.tsx';
import type { CollectionRow } from './collection-columns.tsx';
import { COLLECTION_STATES } from './collection-labels.tsx';
import { PAYER_MAX, QUEUES, useCollectionsScreen } from './use-collections-screen.ts';

export const CollectionsScreen = () => {
  const { t, filters, isFiltered, setFilters, listProps, query, columns } = useCollectionsScreen();
  return (
    <ListScreen<CollectionRow>
      {...listProps}
      name="collections"
      title={t('collections.title')}
      description={t('collections.intro')}
      tabs={{ keys: QUEUES, active: filters.tab, label: (key) => t(`queue.${key}`) }}
      onTab={(tab) => setFilters({ tab: tab as CollectionQueue })}
      filters={
        <>
          <CurrencyFilter
            codes={CURRENCY_CODES}
            value={filters.currency}
            label={t('filters.currency')}
            testId="collections-currency-filter"
            width={130}
            onChange={(currency) => setFilters({ currency })}
          />
          <SelectFilter<CollectionStateCode>
            value={filters.state}
            options={optionsOf(COLLECTION_STATES, (state) => t(`collectionState.${state}`))}
            label={t('filters.state')}
            testId="collections-state-filter"
            width={190}
            onChange={(state) => setFilters({ state })}
          />
          <SearchFilter
            value={filters.payer}
            label={t('filters.payer')}
            testId="collections-payer-filter"
            width={220}
            maxLength={PAYER_MAX}
            onSearch={(payer) => setFilters({ payer })}
          />
          <MerchantFilter
            filters={filters}
            setFilters={setFilters}
            label={t('filters.merchant')}
            testId="collections-merchant-filter"
          />
        </>
      }
      query={query}
      emptyText={isFiltered ? t('collections.noMatch') : t(`collections.empty.${filters.tab}`)}
      columns={columns}
    />
  );
};
