// /act (spec "my accounts"): the merchant's collection accounts — name (alias, or the currencies),
// usage type, category, currencies, state with the reviewer's reason for a refused one, applied and
// opened times — filtered by state and currency, paged by the server. Above them the notice of
// spec §1 (no individual remittances, no funds from sanctioned countries) and the way to apply.
// The state lives in use-accounts-screen.ts.
import { COLLECTION_CURRENCIES, type CollectionAccount } from '@tradebridge/contracts';
import { CurrencyFilter, RecordsTable, SelectFilter } from '@tradebridge/ui';
import { Card, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { AddButton } from '../../../components/add-button.tsx';
import { AcceptanceNotice } from './acceptance-notice.tsx';
import { useAccountColumns } from './account-columns.tsx';
import { ACCOUNT_STATES } from './labels.ts';
import { useAccountsScreen, type AccountFilters } from './use-accounts-screen.ts';
import { recordsTexts } from '../../../lib/records-texts.ts';

export const AccountsScreen = () => {
  const { t } = useTranslation('collection');
  const { list, accounts, canOperate } = useAccountsScreen();
  const columns = useAccountColumns(canOperate);

  const applyButton = (testId: string) =>
    canOperate ? (
      <AddButton to={paths.actApply} data-testid={testId}>
        {t('accounts.apply')}
      </AddButton>
    ) : null;

  return (
    <Card title={t('accounts.title')} data-testid="accounts-screen" extra={applyButton('apply')}>
      <AcceptanceNotice />
      <Form<AccountFilters> {...list.formProps} data-testid="accounts-filters">
        <SelectFilter
          name="state"
          label={t('accounts.state')}
          placeholder={t('all')}
          minWidth={160}
          options={ACCOUNT_STATES.map((state) => ({
            value: state,
            label: t(`accountState.${state}`),
          }))}
          data-testid="filter-state"
        />
        <CurrencyFilter
          name="currency"
          label={t('accounts.currency')}
          placeholder={t('all')}
          codes={COLLECTION_CURRENCIES}
          data-testid="filter-currency"
        />
      </Form>
      <RecordsTable<CollectionAccount>
        query={accounts}
        testId="accounts"
        emptyState="page"
        texts={recordsTexts(t, 'accounts', { emptyFiltered: true })}
        emptyExtra={applyButton('accounts-empty-apply')}
        filtered={list.filtered}
        paging={list.paging}
        rowKey="id"
        columns={columns}
      />
    </Card>
  );
};
