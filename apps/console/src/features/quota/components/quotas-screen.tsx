// Settlement quotas (admin, reviewer, finance): the quota applications of every merchant — a kind
// of settlement limit, an amount in US dollars and a period, backed by trade contracts or files —
// those under review first (as the server orders them), in two tabs — all of them, and those
// waiting for review (state 2) — filtered by state, kind and merchant number; paged by the server.
// Tab, filters and page live in the address, so going back from an application keeps them.
import type { QuotaState as QuotaStateCode, SettlementLimitKind } from '@tradebridge/contracts';
import { ListScreen } from '../../../components/list-screen.tsx';
import {
  optionsOf,
  reviewQueueTabs,
  SearchFilter,
  SelectFilter,
} from '../../../components/list-filters.tsx';
import type { QuotaRow } from './quota-columns.tsx';
import { kindLabel, QUOTA_KINDS, QUOTA_STATES } from './quota-labels.tsx';
import { MER_NO_MAX, QUOTA_QUEUES, useQuotasScreen, type QuotaQueue } from './use-quotas-screen.ts';

export const QuotasScreen = () => {
  const { t, filters, isFiltered, setFilters, listProps, query, columns, onRow } =
    useQuotasScreen();
  return (
    <ListScreen<QuotaRow>
      {...listProps}
      name="quotas"
      rowKey="quotaNo"
      title={t('list.title')}
      description={t('list.intro')}
      {...reviewQueueTabs<QuotaQueue>({
        queues: QUOTA_QUEUES,
        active: filters.tab,
        review: 'review',
        label: (key) => t(`queue.${key}`),
        setFilters,
      })}
      filters={
        <>
          {filters.tab === 'all' && (
            <SelectFilter<QuotaStateCode>
              value={filters.state}
              options={optionsOf(QUOTA_STATES, (state) => t(`state.${state}`))}
              label={t('filters.state')}
              testId="quotas-state-filter"
              width={150}
              onChange={(state) => setFilters({ state })}
            />
          )}
          <SelectFilter<SettlementLimitKind>
            value={filters.kind}
            options={optionsOf(QUOTA_KINDS, (kind) => kindLabel(kind, t))}
            label={t('filters.kind')}
            testId="quotas-kind-filter"
            width={170}
            onChange={(kind) => setFilters({ kind })}
          />
          <SearchFilter
            value={filters.merNo}
            label={t('filters.merNo')}
            testId="quotas-merno-filter"
            width={200}
            maxLength={MER_NO_MAX}
            onSearch={(merNo) => setFilters({ merNo })}
          />
        </>
      }
      query={query}
      emptyText={isFiltered ? t('list.noMatch') : t(`list.empty.${filters.tab}`)}
      columns={columns}
      onRow={onRow}
    />
  );
};
