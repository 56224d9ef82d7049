// State of the certification queue (cases-screen.tsx): its filters in the address (the queue opens
// on the cases under review), the page of cases they ask for, the countries to filter by, and the
// columns.
import {
  CertificationState,
  EntityType,
  type CaseListRequest,
  type CaseSummary,
} from '@tradebridge/contracts';
import { useLanguage } from '@tradebridge/ui';
import { useMemo } from 'react';
import { certificationCasePath } from '../../../lib/paths.ts';
import { COUNTRY_CODES, countryOptions } from '../../../lib/countries.ts';
import { useRecordList } from '../../../lib/use-record-list.ts';
import {
  intParam,
  oneOfParam,
  withFallback,
  type UrlFilters,
} from '../../../lib/use-url-filters.ts';
import { useCases } from '../api/list-cases.ts';
import { CERTIFICATION_STATES } from './case-labels.tsx';
import { caseColumns } from './case-columns.tsx';

export const ALL = 'all' as const;
export const ASSIGNEES = ['me', 'none'] as const;
export const MAX_AGE_DAYS = 3650;

/** The filters in the address; the queue opens on the cases under review. */
export const FILTERS = {
  state: withFallback(oneOfParam([ALL, ...CERTIFICATION_STATES]), CertificationState.UnderReview),
  entityType: oneOfParam(Object.values(EntityType)),
  country: oneOfParam(COUNTRY_CODES),
  minAgeDays: intParam(0, MAX_AGE_DAYS),
  assignee: oneOfParam(ASSIGNEES),
};

export type CaseFilters = UrlFilters<typeof FILTERS>;

const requestOf = (
  { state, entityType, country, minAgeDays, assignee }: CaseFilters,
  page: { pageNum: number; pageSize: number },
): CaseListRequest => ({
  ...(state === ALL ? {} : { state: state as CertificationState }),
  entityType,
  country,
  minAgeDays,
  assignee,
  ...page,
});

const pathOf = (row: CaseSummary) => certificationCasePath(row.id);

export const useCasesScreen = () => {
  const list = useRecordList({
    namespace: 'certification',
    filters: FILTERS,
    requestOf,
    useList: useCases,
    pathOf,
    columns: caseColumns,
  });
  const language = useLanguage();
  const countries = useMemo(() => countryOptions(language), [language]);
  return { ...list, language, countries };
};
