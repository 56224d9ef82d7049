// /payee (spec "payee management", "withdrawal accounts", "transfer accounts"): the merchant's
// payees — holder and bank, the account's last four, country and currency, bank account or Visa
// card, and the review state with the reviewer's reason — filtered by usage, method, state,
// currency and part of the name, paged by the server. A user who may operate payees adds them here.
// The state lives in use-payees-screen.ts.
import type { Payee } from '@tradebridge/contracts';
import { RecordsTable, SearchFilter, SelectFilter } from '@tradebridge/ui';
import { Button, Card, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { AddButton } from '../../../components/add-button.tsx';
import { CurrencySelect } from '../../../components/currency-select.tsx';
import { METHODS, PAYEE_STATES, USAGES } from './labels.ts';
import { usePayeeColumns } from './payee-columns.tsx';
import { usePayeesScreen, type PayeeFilters } from './use-payees-screen.ts';

export const PayeesScreen = () => {
  const { t } = useTranslation('payee');
  const { list, payees, canOperate } = usePayeesScreen();
  const columns = usePayeeColumns();

  const addButton = (testId: string) =>
    canOperate ? (
      <AddButton to={paths.payeeAdd} data-testid={testId}>
        {t('list.add')}
      </AddButton>
    ) : null;

  return (
    <Card title={t('list.title')} data-testid="payees-screen" extra={addButton('payee-add')}>
      <Typography.Paragraph type="secondary">{t('list.intro')}</Typography.Paragraph>
      <Form<PayeeFilters> {...list.formProps} data-testid="payees-filters">
        <SelectFilter
          name="usage"
          label={t('field.usage')}
          placeholder={t('all')}
          minWidth={150}
          options={USAGES.map((usage) => ({ value: usage, label: t(`usage.${usage}`) }))}
          data-testid="filter-usage"
        />
        <SelectFilter
          name="method"
          label={t('field.method')}
          placeholder={t('all')}
          minWidth={150}
          options={METHODS.map((method) => ({ value: method, label: t(`method.${method}`) }))}
          data-testid="filter-method"
        />
        <SelectFilter
          name="state"
          label={t('field.state')}
          placeholder={t('all')}
          minWidth={150}
          options={PAYEE_STATES.map((state) => ({ value: state, label: t(`state.${state}`) }))}
          data-testid="filter-state"
        />
        <Form.Item name="currency" label={t('field.currency')}>
          <CurrencySelect style={{ width: 120 }} data-testid="filter-currency" />
        </Form.Item>
        <SearchFilter
          name="name"
          label={t('list.name')}
          placeholder={t('list.namePlaceholder')}
          maxLength={100}
          width={220}
          onSearch={list.onSearch}
          data-testid="filter-name"
        />
        {list.filtered ? (
          <Button type="link" onClick={list.onReset} data-testid="filters-clear">
            {t('list.clear')}
          </Button>
        ) : null}
      </Form>
      <RecordsTable<Payee>
        query={payees}
        testId="payees"
        emptyState="page"
        texts={{
          loadFailed: t('list.loadFailed'),
          empty: t('list.empty'),
          emptyFiltered: t('list.emptyFiltered'),
          total: (total) => t('list.total', { count: total }),
        }}
        emptyExtra={addButton('payees-empty-add')}
        filtered={list.filtered}
        paging={list.paging}
        rowKey="id"
        columns={columns}
      />
    </Card>
  );
};
