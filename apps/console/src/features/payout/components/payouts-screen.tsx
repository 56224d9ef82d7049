// Payouts (admin, reviewer, finance): the withdrawals, transfers and fast transfers of every
// merchant, the review queue first (oldest waiting first, as the server orders them), in two tabs —
// all of them, and those waiting for the platform's review (state 1) — filtered by state, type,
// currency, merchant number, order number or payee, batch number, and the days they were submitted
// (UTC); paged by the server. An order submitted in a batch names its batch, a link to the batch's
// orders alone. Tab, filters and page live in the address, so going back from a payout keeps them.
import { CURRENCY_CODES, type PayoutType } from '@tradebridge/contracts';
import {
  CurrencyFilter,
  DaysFilter,
  optionsOf,
  SearchFilter,
  SelectFilter,
} from '../../../components/list-filters.tsx';
import { ReviewQueueScreen } from '../../../components/review-queue-screen.tsx';
import type { PayoutRow } from './payout-columns.tsx';
import {
  PAYOUT_STATES,
  PAYOUT_TYPE_CODES,
  typeLabel,
  type PayoutStateCode,
} from './payout-labels.tsx';
import {
  BATCH_NO_MAX,
  KEYWORD_MAX,
  MER_NO_MAX,
  PAYOUT_QUEUES,
  usePayoutsScreen,
  type PayoutQueue,
} from './use-payouts-screen.ts';

export const PayoutsScreen = () => {
  const list = usePayoutsScreen();
  const { t, filters, setFilters, listProps, query, columns, onRow } = list;
  return (
    <ReviewQueueScreen<PayoutRow, PayoutQueue, PayoutStateCode>
      {...listProps}
      name="payouts"
      rowKey="orderNo"
      t={t}
      queues={PAYOUT_QUEUES}
      review="review"
      list={list}
      states={PAYOUT_STATES}
      stateWidth={170}
      filters={
        <>
          <SelectFilter<PayoutType>
            value={filters.type}
            options={optionsOf(PAYOUT_TYPE_CODES, (type) => typeLabel(type, t))}
            label={t('filters.type')}
            testId="payouts-type-filter"
            width={150}
            onChange={(type) => setFilters({ type })}
          />
          <CurrencyFilter
            codes={CURRENCY_CODES}
            value={filters.currency}
            label={t('filters.currency')}
            testId="payouts-currency-filter"
            width={120}
            onChange={(currency) => setFilters({ currency })}
          />
          <DaysFilter
            from={filters.from}
            to={filters.to}
            labels={{ from: t('filters.from'), to: t('filters.to'), dates: t('filters.dates') }}
            testId="payouts-dates-filter"
            onChange={setFilters}
          />
          <SearchFilter
            value={filters.merNo}
            label={t('filters.merNo')}
            testId="payouts-merno-filter"
            width={200}
            maxLength={MER_NO_MAX}
            onSearch={(merNo) => setFilters({ merNo })}
          />
          <SearchFilter
            value={filters.keyword}
            label={t('filters.keyword')}
            testId="payouts-keyword-filter"
            width={240}
            maxLength={KEYWORD_MAX}
            onSearch={(keyword) => setFilters({ keyword })}
          />
          <SearchFilter
            value={filters.batchNo}
            label={t('filters.batchNo')}
            testId="payouts-batch-filter"
            width={220}
            maxLength={BATCH_NO_MAX}
            onSearch={(batchNo) => setFilters({ batchNo })}
          />
        </>
      }
      query={query}
      columns={columns}
      onRow={onRow}
    />
  );
};
