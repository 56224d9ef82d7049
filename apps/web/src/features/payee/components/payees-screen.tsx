// /payee (spec "payee management", "withdrawal accounts", "transfer accounts"): the merchant's
// payees — holder and bank, the account's last four, country and currency, bank account or Visa
// card, and the review state with the reviewer's reason — filtered by usage, method, state,
// currency and part of the name, paged by the server. A user who may operate payees adds them here.
// The state lives in use-payees-screen.ts.
import type { Payee } from '@tradebridge/contracts';
import { FilterBar } from '@tradebridge/ui';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { AddableListCard } from '../../../components/addable-list-card.tsx';
import { CurrencySelect } from '../../../components/currency-select.tsx';
import { METHODS, PAYEE_STATES, USAGES } from './labels.ts';
import { usePayeeColumns } from './payee-columns.tsx';
import { usePayeesScreen, type PayeeFilters } from './use-payees-screen.ts';
import { codeOptions } from '../../../lib/code-options.ts';

export const PayeesScreen = () => {
  const { t } = useTranslation('payee');
  const { list, payees, canOperate } = usePayeesScreen();
  const columns = usePayeeColumns();

  return (
    <AddableListCard<Payee>
      ns="payee"
      testId="payees"
      add={{ to: paths.payeeAdd, canAdd: canOperate, 'data-testid': 'payee-add' }}
      query={payees}
      filtered={list.filtered}
      paging={list.paging}
      columns={columns}
    >
      <Typography.Paragraph type="secondary">{t('list.intro')}</Typography.Paragraph>
      <FilterBar<PayeeFilters>
        list={list}
        placeholder={t('all')}
        clear={t('list.clear')}
        data-testid="payees-filters"
        items={[
          {
            kind: 'select',
            name: 'usage',
            label: t('field.usage'),
            minWidth: 150,
            options: codeOptions(USAGES, (usage) => t(`usage.${usage}`)),
          },
          {
            kind: 'select',
            name: 'method',
            label: t('field.method'),
            minWidth: 150,
            options: codeOptions(METHODS, (method) => t(`method.${method}`)),
          },
          {
            kind: 'select',
            name: 'state',
            label: t('field.state'),
            minWidth: 150,
            options: codeOptions(PAYEE_STATES, (state) => t(`state.${state}`)),
          },
          {
            kind: 'field',
            name: 'currency',
            label: t('field.currency'),
            field: <CurrencySelect style={{ width: 120 }} data-testid="filter-currency" />,
          },
          {
            kind: 'search',
            name: 'name',
            label: t('list.name'),
            placeholder: t('list.namePlaceholder'),
            maxLength: 100,
            width: 220,
          },
        ]}
      />
    </AddableListCard>
  );
};
