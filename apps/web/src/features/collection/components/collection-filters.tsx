// The filters of the collections: account, currency, state, arrival dates and the payer's name,
// with a reset.
import { COLLECTION_CURRENCIES } from '@tradebridge/contracts';
import {
  CurrencyFilter,
  DateRangeFilter,
  SearchFilter,
  SelectFilter,
  type PagedFilters,
} from '@tradebridge/ui';
import { Button, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccounts } from '../api/list-accounts.ts';
import { accountName, COLLECTION_STATES } from './labels.ts';
import type { CollectionFilters as Filters } from './use-collections-screen.ts';

const AccountFilter = (props: { value?: string; onChange?: (id?: string) => void }) => {
  const { t } = useTranslation('collection');
  // Every account the merchant holds fits one page of the accounts list.
  const accounts = useAccounts({ pageNum: 1, pageSize: 100 });
  return (
    <Select
      {...props}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('all')}
      loading={accounts.isPending}
      style={{ minWidth: 200, maxWidth: 320 }}
      popupMatchSelectWidth={false}
      options={(accounts.data?.list ?? []).map((account) => ({
        value: account.id,
        label: accountName(account),
      }))}
      data-testid="filter-account"
    />
  );
};

export const CollectionFilters = ({ list }: { list: PagedFilters<Filters> }) => {
  const { t } = useTranslation('collection');
  return (
    <Form<Filters> {...list.formProps} data-testid="collections-filters">
      <Form.Item name="accountId" label={t('collections.account')}>
        <AccountFilter />
      </Form.Item>
      <CurrencyFilter
        name="currency"
        label={t('collections.currency')}
        placeholder={t('all')}
        codes={COLLECTION_CURRENCIES}
        data-testid="filter-currency"
      />
      <SelectFilter
        name="state"
        label={t('collections.state')}
        placeholder={t('all')}
        minWidth={180}
        options={COLLECTION_STATES.map((state) => ({
          value: state,
          label: t(`stateFilter.${state}`),
        }))}
        data-testid="filter-state"
      />
      <DateRangeFilter label={t('collections.arrived')} />
      <SearchFilter
        name="payer"
        label={t('collections.payer')}
        placeholder={t('collections.payerPlaceholder')}
        maxLength={140}
        width={220}
        onSearch={list.onSearch}
        data-testid="filter-payer"
      />
      <Form.Item>
        <Button onClick={list.onReset} data-testid="filter-reset">
          {t('reset')}
        </Button>
      </Form.Item>
    </Form>
  );
};
