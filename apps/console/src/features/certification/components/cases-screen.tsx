// The certification queue (admin, reviewer): merchants' certification cases, oldest submission
// first, filtered by state (under review unless the operator picks another, or all), entity type,
// country, how long they have waited and who has them; paged by the server. Filters and page live
// in the address, so going back from a case keeps them.
import type { CaseSummary } from '@tradebridge/contracts';
import { ListScreen } from '../../../components/list-screen.tsx';
import { CaseFiltersBar } from './case-filters.tsx';
import { useCasesScreen } from './use-cases-screen.ts';

export const CasesScreen = () => {
  const { t, language, countries, filters, isFiltered, setFilters, listProps, query, columns } =
    useCasesScreen();
  return (
    <ListScreen<CaseSummary>
      {...listProps}
      name="cases"
      title={t('title')}
      description={t('intro')}
      filters={
        <CaseFiltersBar
          filters={filters}
          setFilters={setFilters}
          language={language}
          countries={countries}
        />
      }
      query={query}
      emptyText={isFiltered ? t('noMatch') : t('empty')}
      columns={columns}
    />
  );
};
