// Settlement quotas (admin, reviewer, finance): the quota applications of every merchant — a kind
// of settlement limit, an amount in US dollars and a period, backed by trade contracts or files —
// those under review first (as the server orders them), in two tabs — all of them, and those
// waiting for review (state 2) — filtered by state, kind and merchant number; paged by the server.
// Tab, filters and page live in the address, so going back from an application keeps them.
import type { QuotaState as QuotaStateCode, SettlementLimitKind } from '@tradebridge/contracts';
import { optionsOf, SearchFilter, SelectFilter } from '../../../components/list-filters.tsx';
import { ReviewQueueScreen } from '../../../components/review-queue-screen.tsx';
import type { QuotaRow } from './quota-columns.tsx';
import { kindLabel, QUOTA_KINDS, QUOTA_STATES } from './quota-labels.tsx';
import { MER_NO_MAX, QUOTA_QUEUES, useQuotasScreen, type QuotaQueue } from './use-quotas-screen.ts';

export const QuotasScreen = () => {
  const list = useQuotasScreen();
  const { t, filters, setFilters, listProps, query, columns, onRow } = list;
  return (
    <ReviewQueueScreen<QuotaRow, QuotaQueue, QuotaStateCode>
      {...listProps}
      name="quotas"
      rowKey="quotaNo"
      t={t}
      queues={QUOTA_QUEUES}
      review="review"
      list={list}
      states={QUOTA_STATES}
      stateWidth={150}
      filters={
        <>
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
      columns={columns}
      onRow={onRow}
    />
  );
};
