// Payees (admin, reviewer): the bank accounts and Visa cards merchants pay and withdraw to, in two
// queues (under review: oldest first; all: the review queue first, as the server orders it),
// filtered by state, merchant number, method, usage, currency and name, paged by the server. Queue,
// filters and page live in the address, so going back from a payee keeps them.
import {
  CURRENCY_CODES,
  type BankCardState as BankCardStateCode,
  type PayeeMethod,
  type PayeeUsage,
} from '@tradebridge/contracts';
import {
  CurrencyFilter,
  optionsOf,
  SearchFilter,
  SelectFilter,
} from '../../../components/list-filters.tsx';
import { ReviewQueueScreen } from '../../../components/review-queue-screen.tsx';
import type { PayeeRow } from './payee-columns.tsx';
import { METHODS, methodLabel, PAYEE_STATES, USAGES, usageLabel } from './payee-labels.tsx';
import {
  MER_NO_MAX,
  NAME_MAX,
  PAYEE_QUEUES,
  usePayeesScreen,
  type PayeeQueue,
} from './use-payees-screen.ts';

export const PayeesScreen = () => {
  const list = usePayeesScreen();
  const { t, filters, setFilters, listProps, query, columns } = list;
  return (
    <ReviewQueueScreen<PayeeRow, PayeeQueue, BankCardStateCode>
      {...listProps}
      name="payees"
      t={t}
      queues={PAYEE_QUEUES}
      review="review"
      list={list}
      states={PAYEE_STATES}
      stateWidth={150}
      filters={
        <>
          <SelectFilter<PayeeMethod>
            value={filters.method}
            options={optionsOf(METHODS, (method) => methodLabel(method, t))}
            label={t('filters.method')}
            testId="payees-method-filter"
            width={150}
            onChange={(method) => setFilters({ method })}
          />
          <SelectFilter<PayeeUsage>
            value={filters.usage}
            options={optionsOf(USAGES, (usage) => usageLabel(usage, t))}
            label={t('filters.usage')}
            testId="payees-usage-filter"
            width={150}
            onChange={(usage) => setFilters({ usage })}
          />
          <CurrencyFilter
            codes={CURRENCY_CODES}
            value={filters.currency}
            label={t('filters.currency')}
            testId="payees-currency-filter"
            width={120}
            onChange={(currency) => setFilters({ currency })}
          />
          <SearchFilter
            value={filters.merNo}
            label={t('filters.merNo')}
            testId="payees-merno-filter"
            width={200}
            maxLength={MER_NO_MAX}
            onSearch={(merNo) => setFilters({ merNo })}
          />
          <SearchFilter
            value={filters.name}
            label={t('filters.name')}
            testId="payees-name-filter"
            width={220}
            maxLength={NAME_MAX}
            onSearch={(name) => setFilters({ name })}
          />
        </>
      }
      query={query}
      columns={columns}
    />
  );
};
