// The Contracts tab of /contract: record and contract numbers, buyer, trade type, value, validity,
// orders (count and total) and the state with a refusal's reason on hover; filtered by state, trade
// type, currency and a keyword (contract number or buyer), paged by the server. The state lives in
// use-contract-lists.ts.
import type { Contract } from '@tradebridge/contracts';
import { FilterBar, RecordsTable } from '@tradebridge/ui';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContractColumns } from './contract-columns.tsx';
import { CONTRACT_STATE_NAMES, CONTRACT_STATES, TRADE_TYPE_NAMES, TRADE_TYPES } from './labels.ts';
import { FILTERS_STYLE } from './list-parts.tsx';
import { useContractList, type ContractFilters } from './use-contract-lists.ts';
import { codeOptions } from '../../../lib/code-options.ts';
import { recordsTexts } from '../../../lib/records-texts.ts';

export const ContractList = () => {
  const { t } = useTranslation('contract');
  const { list, contracts } = useContractList();
  const columns = useContractColumns();

  return (
    <Flex vertical gap={16}>
      <FilterBar<ContractFilters>
        list={list}
        placeholder={t('all')}
        reset={{ label: t('reset'), 'data-testid': 'filter-reset' }}
        style={FILTERS_STYLE}
        data-testid="contracts-filters"
        items={[
          {
            kind: 'select',
            name: 'state',
            label: t('contracts.state'),
            minWidth: 140,
            options: codeOptions(CONTRACT_STATES, (state) =>
              t(`state.${CONTRACT_STATE_NAMES[state]}`),
            ),
          },
          {
            kind: 'select',
            name: 'tradeType',
            label: t('fields.tradeType'),
            minWidth: 120,
            options: codeOptions(TRADE_TYPES, (type) => t(`tradeType.${TRADE_TYPE_NAMES[type]}`)),
          },
          {
            kind: 'currency',
            name: 'currency',
            label: t('fields.currency'),
          },
          {
            kind: 'search',
            name: 'keyword',
            maxLength: 100,
            label: t('contracts.keyword'),
            placeholder: t('contracts.keywordPlaceholder'),
            width: 240,
          },
        ]}
      />
      <RecordsTable<Contract>
        query={contracts}
        testId="contracts"
        texts={recordsTexts(t, 'contracts')}
        filtered={list.filtered}
        paging={list.paging}
        rowKey="id"
        columns={columns}
      />
    </Flex>
  );
};
