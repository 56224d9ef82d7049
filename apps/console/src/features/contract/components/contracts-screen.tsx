// Trade contracts (admin, reviewer): the contracts merchants submit as proof of what their
// collections are for, in two queues (under review: oldest first; all, deleted ones too: the
// review queue first), filtered by state, trade type, currency, keyword (contract number or buyer)
// and merchant, paged by the server. Each row shows the contract's value, validity period and the
// orders under it. Queue, filters and page live in the address, so going back keeps them.
import {
  ContractQueue,
  CURRENCY_CODES,
  type ContractState as ContractStateCode,
  type TradeType,
} from '@tradebridge/contracts';
import {
  CurrencyFilter,
  MerchantFilter,
  optionsOf,
  SearchFilter,
  SelectFilter,
} from '../../../components/list-filters.tsx';
import { ReviewQueueScreen } from '../../../components/review-queue-screen.tsx';
import type { ContractRow } from './contract-columns.tsx';
import { CONTRACT_STATES, TRADE_TYPES, tradeTypeLabel } from './contract-labels.tsx';
import { KEYWORD_MAX, QUEUES, useContractsScreen } from './use-contracts-screen.ts';

export const ContractsScreen = () => {
  const list = useContractsScreen();
  const { t, filters, setFilters, listProps, query, columns } = list;
  return (
    <ReviewQueueScreen<ContractRow, ContractQueue, ContractStateCode>
      {...listProps}
      name="contracts"
      t={t}
      queues={QUEUES}
      review={ContractQueue.Review}
      list={list}
      states={CONTRACT_STATES}
      stateWidth={160}
      filters={
        <>
          <SelectFilter<TradeType>
            value={filters.tradeType}
            options={optionsOf(TRADE_TYPES, (type) => tradeTypeLabel(type, t))}
            label={t('filters.tradeType')}
            testId="contracts-trade-type-filter"
            width={150}
            onChange={(tradeType) => setFilters({ tradeType })}
          />
          <CurrencyFilter
            codes={CURRENCY_CODES}
            value={filters.currency}
            label={t('filters.currency')}
            testId="contracts-currency-filter"
            width={130}
            onChange={(currency) => setFilters({ currency })}
          />
          <SearchFilter
            value={filters.keyword}
            label={t('filters.keyword')}
            testId="contracts-keyword-filter"
            width={290}
            maxLength={KEYWORD_MAX}
            onSearch={(keyword) => setFilters({ keyword })}
          />
          <MerchantFilter
            filters={filters}
            setFilters={setFilters}
            label={t('filters.merchant')}
            testId="contracts-merchant-filter"
          />
        </>
      }
      query={query}
      columns={columns}
    />
  );
};
