// The filters of the payment records: type, state, currency, dates (UTC days), a keyword (part of
// the order number or payee name) and "waiting for my approval", with a reset.
import { CURRENCY_CODES, type Currency } from '@tradebridge/contracts';
import type { PagedFilters } from '@tradebridge/ui';
import { Button, DatePicker, Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAYOUT_STATES, PAYOUT_TYPES } from './labels.ts';
import type { PayoutFilters as Filters } from './use-payouts-screen.ts';

export const PayoutFilters = ({ list }: { list: PagedFilters<Filters> }) => {
  const { t } = useTranslation('payout');
  return (
    <Form<Filters> {...list.formProps} data-testid="payouts-filters">
      <Form.Item name="type" label={t('fields.type')}>
        <Select
          allowClear
          placeholder={t('records.all')}
          style={{ minWidth: 140 }}
          popupMatchSelectWidth={false}
          options={PAYOUT_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
          data-testid="filter-type"
        />
      </Form.Item>
      <Form.Item name="state" label={t('fields.state')}>
        <Select
          allowClear
          placeholder={t('records.all')}
          style={{ minWidth: 160 }}
          popupMatchSelectWidth={false}
          options={PAYOUT_STATES.map((state) => ({ value: state, label: t(`state.${state}`) }))}
          data-testid="filter-state"
        />
      </Form.Item>
      <Form.Item name="currency" label={t('fields.currency')}>
        <Select<Currency>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('records.all')}
          style={{ width: 120 }}
          options={CURRENCY_CODES.map((code) => ({ value: code, label: code }))}
          data-testid="filter-currency"
        />
      </Form.Item>
      <Form.Item name="range" label={t('records.dateRange')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} data-testid="filter-range" />
      </Form.Item>
      <Form.Item name="keyword" label={t('records.keyword')}>
        <Input.Search
          allowClear
          maxLength={100}
          placeholder={t('records.keywordPlaceholder')}
          onSearch={list.onSearch}
          style={{ width: 240 }}
          data-testid="filter-keyword"
        />
      </Form.Item>
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
