// The filters of the collections: account, currency, state, arrival dates and the payer's name,
// with a reset.
import { COLLECTION_CURRENCIES } from '@tradebridge/contracts';
import { FilterBar, type PagedFilters } from '@tradebridge/ui';
import { useTranslation } from 'react-i18next';
import { useAccounts } from '../api/list-accounts.ts';
import { accountName, COLLECTION_STATES } from './labels.ts';
import type { CollectionFilters as Filters } from './use-collections-screen.ts';
import { codeOptions } from '../../../lib/code-options.ts';

export const CollectionFilters = ({ list }: { list: PagedFilters<Filters> }) => {
  const { t } = useTranslation('collection');
  // Every account the merchant holds fits one page of the accounts list.
  const accounts = useAccounts({ pageNum: 1, pageSize: 100 });
  return (
    <FilterBar<Filters>
      list={list}
      placeholder={t('all')}
      reset={{ label: t('reset'), 'data-testid': 'filter-reset' }}
      data-testid="collections-filters"
      items={[
        {
          kind: 'select',
          name: 'accountId',
          label: t('collections.account'),
          search: true,
          loading: accounts.isPending,
          minWidth: 200,
          maxWidth: 320,
          options: (accounts.data?.list ?? []).map((account) => ({
            value: account.id,
            label: accountName(account),
          })),
          'data-testid': 'filter-account',
        },
        {
          kind: 'currency',
          name: 'currency',
          label: t('collections.currency'),
          codes: COLLECTION_CURRENCIES,
        },
        {
          kind: 'select',
          name: 'state',
          label: t('collections.state'),
          minWidth: 180,
          options: codeOptions(COLLECTION_STATES, (state) => t(`stateFilter.${state}`)),
        },
        { kind: 'range', label: t('collections.arrived') },
        {
          kind: 'search',
          name: 'payer',
          label: t('collections.payer'),
          placeholder: t('collections.payerPlaceholder'),
          maxLength: 140,
          width: 220,
        },
      ]}
    />
  );
};
