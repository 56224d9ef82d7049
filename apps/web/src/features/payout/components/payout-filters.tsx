// The filters of the payment records: type, state, currency, dates (UTC days), a keyword (part of
// the order number or payee name) and "waiting for my approval", with a reset.
import {
  CurrencyFilter,
  DateRangeFilter,
  SearchFilter,
  SelectFilter,
  type PagedFilters,
} from '@tradebridge/ui';
import { Button, Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAYOUT_STATES, PAYOUT_TYPES } from './labels.ts';
import type { PayoutFilters as Filters } from './use-payouts-screen.ts';

export const PayoutFilters = ({ list }: { list: PagedFilters<Filters> }) => {
  const { t } = useTranslation('payout');
  return (
    <Form<Filters> {...list.formProps} data-testid="payouts-filters">
      <SelectFilter
        name="type"
        label={t('fields.type')}
        placeholder={t('records.all')}
        minWidth={140}
        options={PAYOUT_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
        data-testid="filter-type"
      />
      <SelectFilter
        name="state"
        label={t('fields.state')}
        placeholder={t('records.all')}
        minWidth={160}
        options={PAYOUT_STATES.map((state) => ({ value: state, label: t(`state.${state}`) }))}
        data-testid="filter-state"
      />
      <CurrencyFilter
        name="currency"
        label={t('fields.currency')}
        placeholder={t('records.all')}
        data-testid="filter-currency"
      />
      <DateRangeFilter label={t('records.dateRange')} />
      <SearchFilter
        name="keyword"
        label={t('records.keyword')}
        placeholder={t('records.keywordPlaceholder')}
        maxLength={100}
        width={240}
        onSearch={list.onSearch}
        data-testid="filter-keyword"
      />
      <Form.Item name="waitingForMe" label={t('records.waitingForMe')} valuePropName="checked">
        <Switch data-testid="filter-waiting-for-me" />
      </Form.Item>
      <Form.Item>
        <Button onClick={list.onReset} data-testid="filter-reset">
          {t('records.reset')}
        </Button>
      </Form.Item>
    </Form>
  );
};
