// The filters bar of the certification queue (cases-screen.tsx): state (or all), entity type,
// country (typed to narrow), how many days a case has waited at least, and who has it.
import { EntityType } from '@tradebridge/contracts';
import { InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { optionsOf } from '../../../components/list-filters.tsx';
import { CERTIFICATION_STATES } from './case-labels.tsx';
import { ALL, ASSIGNEES, FILTERS, MAX_AGE_DAYS, type CaseFilters } from './use-cases-screen.ts';

export const CaseFiltersBar = ({
  filters,
  setFilters,
  language,
  countries,
}: {
  filters: CaseFilters;
  setFilters: (changes: Partial<CaseFilters>) => void;
  language: string;
  countries: { value: string; label: string }[];
}) => {
  const { t } = useTranslation('certification');
  const { t: tCommon } = useTranslation('common');
  return (
    <>
      <Select<typeof filters.state>
        value={filters.state}
        aria-label={t('filters.state')}
        options={[
          { value: ALL, label: t('filters.allStates') },
          ...optionsOf(CERTIFICATION_STATES, (state) => t(`state.${state}`)),
        ]}
        data-testid="cases-state-filter"
        style={{ width: 170, maxWidth: '100%' }}
        onChange={(state) => setFilters({ state })}
      />
      <Select<EntityType>
        allowClear
        value={filters.entityType}
        placeholder={t('filters.entityType')}
        aria-label={t('filters.entityType')}
        options={optionsOf(Object.values(EntityType), (type) => tCommon(`entityType.${type}`))}
        data-testid="cases-type-filter"
        style={{ width: 150, maxWidth: '100%' }}
        onChange={(entityType) => setFilters({ entityType })}
      />
      <Select<string>
        allowClear
        showSearch={{
          filterOption: (input, option) =>
            `${option?.label ?? ''} ${option?.value ?? ''}`
              .toLocaleLowerCase(language)
              .includes(input.trim().toLocaleLowerCase(language)),
        }}
        value={filters.country}
        placeholder={t('filters.country')}
        aria-label={t('filters.country')}
        options={countries}
        data-testid="cases-country-filter"
        style={{ width: 220, maxWidth: '100%' }}
        onChange={(country) => setFilters({ country })}
      />
      <InputNumber<number>
        // Remounted when the address changes (cleared), so it shows what the filter is.
        key={filters.minAgeDays ?? 'none'}
        defaultValue={filters.minAgeDays}
        min={0}
        max={MAX_AGE_DAYS}
        precision={0}
        placeholder={t('filters.minAgeDays')}
        aria-label={t('filters.minAgeDays')}
        suffix={t('filters.days')}
        data-testid="cases-age-filter"
        style={{ width: 190, maxWidth: '100%' }}
        onBlur={(event) => {
          const text = event.target.value.trim();
          const days = text === '' ? undefined : FILTERS.minAgeDays.read(text);
          if (text === '' || days !== undefined) setFilters({ minAgeDays: days });
        }}
        onPressEnter={(event) => (event.target as HTMLInputElement).blur()}
      />
      <Select<(typeof ASSIGNEES)[number]>
        allowClear
        value={filters.assignee}
        placeholder={t('filters.assignee')}
        aria-label={t('filters.assignee')}
        options={optionsOf(ASSIGNEES, (assignee) => t(`filters.assignees.${assignee}`))}
        data-testid="cases-assignee-filter"
        style={{ width: 170, maxWidth: '100%' }}
        onChange={(assignee) => setFilters({ assignee })}
      />
    </>
  );
};
