// The filters of the payment records: type, state, currency, dates (UTC days), a keyword (part of
// the order number or payee name) and "waiting for my approval", with a reset.
import { FilterBar, type PagedFilters } from '@tradebridge/ui';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAYOUT_STATES, PAYOUT_TYPES } from './labels.ts';
import type { PayoutFilters as Filters } from './use-payouts-screen.ts';
import { codeOptions } from '../../../lib/code-options.ts';

export const PayoutFilters = ({ list }: { list: PagedFilters<Filters> }) => {
  const { t } = useTranslation('payout');
  return (
    <FilterBar<Filters>
      list={list}
      placeholder={t('records.all')}
      reset={{ label: t('records.reset'), 'data-testid': 'filter-reset' }}
      data-testid="payouts-filters"
      items={[
        {
          kind: 'select',
          name: 'type',
          label: t('fields.type'),
          minWidth: 140,
          options: codeOptions(PAYOUT_TYPES, (type) => t(`type.${type}`)),
        },
        {
          kind: 'select',
          name: 'state',
          label: t('fields.state'),
          minWidth: 160,
          options: codeOptions(PAYOUT_STATES, (state) => t(`state.${state}`)),
        },
        {
          kind: 'currency',
          name: 'currency',
          label: t('fields.currency'),
        },
        { kind: 'range', label: t('records.dateRange') },
        {
          kind: 'search',
          name: 'keyword',
          label: t('records.keyword'),
          placeholder: t('records.keywordPlaceholder'),
          maxLength: 100,
          width: 240,
        },
        {
          kind: 'field',
          name: 'waitingForMe',
          label: t('records.waitingForMe'),
          valuePropName: 'checked',
          field: <Switch data-testid="filter-waiting-for-me" />,
        },
      ]}
    />
  );
};
