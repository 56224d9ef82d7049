// A review queue's list screen: a ListScreen in two tabs (those waiting for review, and all), the
// state filter offered on "all" only (the review tab is one state), and the area's texts by one
// scheme — `list.title`, `list.intro`, `queue.<tab>`, `filters.state`, `state.<code>`,
// `list.noMatch` and `list.empty.<tab>`. The test id of the state filter is `<name>-state-filter`.
import type { AnyObject } from 'antd/es/_util/type';
import type { TFunction } from 'i18next';
import { optionsOf, reviewQueueTabs, SelectFilter } from './list-filters.tsx';
import { ListScreen, type ListScreenProps } from './list-screen.tsx';

export type ReviewQueue<Q extends string, St extends string | number> = {
  filters: { tab: Q; state?: St | undefined };
  isFiltered: boolean;
  // A method: the list's own setFilters takes more filters than these.
  setFilters(changes: { tab?: Q; state?: St | undefined }): void;
};

export const ReviewQueueScreen = <
  T extends AnyObject,
  Q extends string,
  St extends string | number,
>({
  t,
  queues,
  review,
  list: { filters, isFiltered, setFilters },
  states,
  stateWidth,
  filters: fields,
  ...table
}: Omit<ListScreenProps<T>, 'title' | 'description' | 'tabs' | 'onTab' | 'emptyText'> & {
  t: TFunction<string>;
  queues: readonly Q[];
  /** The tab of those waiting for review. */
  review: Q;
  list: ReviewQueue<Q, St>;
  states: readonly St[];
  stateWidth: number;
}) => (
  <ListScreen<T>
    {...table}
    title={t('list.title')}
    description={t('list.intro')}
    {...reviewQueueTabs<Q>({
      queues,
      active: filters.tab,
      review,
      label: (key) => t(`queue.${key}`),
      setFilters: (changes) => setFilters(changes),
    })}
    filters={
      <>
        {filters.tab !== review && (
          <SelectFilter<St>
            value={filters.state}
            options={optionsOf(states, (state) => t(`state.${state}`))}
            label={t('filters.state')}
            testId={`${table.name}-state-filter`}
            width={stateWidth}
            onChange={(state) => setFilters({ state })}
          />
        )}
        {fields}
      </>
    }
    emptyText={isFiltered ? t('list.noMatch') : t(`list.empty.${filters.tab}`)}
  />
);
