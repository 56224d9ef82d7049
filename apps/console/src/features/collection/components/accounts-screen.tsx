// Account applications (admin, reviewer, finance): merchants' collection accounts and their
// applications, those waiting for review first (oldest first), then the rest; filtered by state,
// currency and merchant, paged by the server. Filters and page live in the address, so going back
// from an application keeps them.
import { COLLECTION_CURRENCIES, type ShopState as ShopStateCode } from '@tradebridge/contracts';
import { ListScreen } from '../../../components/list-screen.tsx';
import {
  CurrencyFilter,
  MerchantFilter,
  optionsOf,
  SelectFilter,
} from '../../../components/list-filters.tsx';
import type { AccountRow } from './account-columns.tsx';
import { ACCOUNT_STATES } from './collection-labels.tsx';
import { useAccountsScreen } from './use-accounts-screen.ts';

export const AccountsScreen = () => {
  const { t, filters, isFiltered, setFilters, listProps, query, columns } = useAccountsScreen();
  return (
    <ListScreen<AccountRow>
      {...listProps}
      name="accounts"
      title={t('accounts.title')}
      description={t('accounts.intro')}
      filters={
        <>
          <SelectFilter<ShopStateCode>
            value={filters.state}
            options={optionsOf(ACCOUNT_STATES, (state) => t(`accountState.${state}`))}
            label={t('filters.state')}
            testId="accounts-state-filter"
            width={170}
            onChange={(state) => setFilters({ state })}
          />
          <CurrencyFilter
            codes={COLLECTION_CURRENCIES}
            value={filters.currency}
            label={t('filters.currency')}
            testId="accounts-currency-filter"
            width={130}
            onChange={(currency) => setFilters({ currency })}
          />
          <MerchantFilter
            filters={filters}
            setFilters={setFilters}
            label={t('filters.merchant')}
            testId="accounts-merchant-filter"
          />
        </>
      }
      query={query}
      emptyText={isFiltered ? t('accounts.noMatch') : t('accounts.empty')}
      columns={columns}
    />
  );
};
