// The certification queue (admin, reviewer): merchants' certification cases, oldest submission
// first, filtered by state (under review unless the operator picks another, or all), entity type,
// country, how long they have waited and who has them; paged by the server. Filters and page live
// in the address, so going back from a case keeps them.
import {
  CertificationState,
  EntityType,
  type CaseListRequest,
  type CaseSummary,
} from '@tradebridge/contracts';
import { formatDateTime, orEmpty, useLanguage } from '@tradebridge/ui';
import { Button, Flex, InputNumber, Select, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { certificationCasePath } from '../../../app/paths.ts';
import { ListScreen } from '../../../components/list-screen.tsx';
import { COUNTRY_CODES, countryOptions } from '../../../lib/countries.ts';
import {
  intParam,
  oneOfParam,
  useUrlFilters,
  withFallback,
  type UrlFilters,
} from '../../../lib/use-url-filters.ts';
import { useCases } from '../api/list-cases.ts';
import {
  ageInDays,
  CaseStateTag,
  CERTIFICATION_STATES,
  LivenessTag,
  useCountryName,
} from './case-labels.tsx';

const ALL = 'all' as const;

/** Short values (a tag, a name, "3 days") on one line; their headers wrap as every table's do. */
const NOWRAP = { onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }) };
const ASSIGNEES = ['me', 'none'] as const;
const MAX_AGE_DAYS = 3650;

/** The filters in the address; the queue opens on the cases under review. */
const FILTERS = {
  state: withFallback(oneOfParam([ALL, ...CERTIFICATION_STATES]), CertificationState.UnderReview),
  entityType: oneOfParam(Object.values(EntityType)),
  country: oneOfParam(COUNTRY_CODES),
  minAgeDays: intParam(0, MAX_AGE_DAYS),
  assignee: oneOfParam(ASSIGNEES),
};

const requestOf = (
  { state, entityType, country, minAgeDays, assignee }: UrlFilters<typeof FILTERS>,
  page: { pageNum: number; pageSize: number },
): CaseListRequest => ({
  ...(state === ALL ? {} : { state: state as CertificationState }),
  entityType,
  country,
  minAgeDays,
  assignee,
  ...page,
});

export const CasesScreen = () => {
  const { t } = useTranslation('certification');
  const { t: tCommon } = useTranslation('common');
  const language = useLanguage();
  const navigate = useNavigate();
  const countryName = useCountryName();
  const { filters, page, isFiltered, setFilters, listProps } = useUrlFilters(FILTERS);
  const query = useCases(requestOf(filters, page));
  const countries = useMemo(() => countryOptions(language), [language]);

  const columns = useMemo<ColumnsType<CaseSummary>>(
    () => [
      {
        // The merchant number over the merchant's name, as the other queues show a merchant.
        title: t('columns.merchant'),
        dataIndex: 'merNo',
        minWidth: 160,
        render: (merNo: string, row) => (
          <Flex vertical>
            <Link to={certificationCasePath(row.id)} data-testid={`case-link-${row.id}`}>
              {merNo}
            </Link>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.merchantName}
            </Typography.Text>
          </Flex>
        ),
      },
      {
        title: t('columns.subjectName'),
        dataIndex: 'subjectName',
        minWidth: 160,
        render: (name: string) => orEmpty(name),
      },
      {
        title: t('columns.entityType'),
        minWidth: 90,
        ...NOWRAP,
        dataIndex: 'entityType',
        render: (type: CaseSummary['entityType']) => orEmpty(type && tCommon(`entityType.${type}`)),
      },
      {
        title: t('columns.country'),
        minWidth: 110,
        dataIndex: 'country',
        render: (country: string | null) => countryName(country),
      },
      {
        title: t('columns.state'),
        minWidth: 110,
        ...NOWRAP,
        dataIndex: 'state',
        render: (state: number) => <CaseStateTag state={state} />,
      },
      {
        title: t('columns.liveness'),
        minWidth: 130,
        ...NOWRAP,
        dataIndex: 'livenessResult',
        render: (result: CaseSummary['livenessResult']) => <LivenessTag result={result} />,
      },
      {
        title: t('columns.assignee'),
        minWidth: 110,
        ...NOWRAP,
        dataIndex: 'assignee',
        render: (assignee: CaseSummary['assignee']) =>
          assignee ? (
            assignee.name
          ) : (
            <Typography.Text type="secondary">{t('nobody')}</Typography.Text>
          ),
      },
      {
        title: t('columns.submittedAt'),
        dataIndex: 'submittedAt',
        // Date and time may stack on narrow screens.
        minWidth: 100,
        render: (time: string | null) => formatDateTime(time),
      },
      {
        title: t('columns.age'),
        minWidth: 90,
        ...NOWRAP,
        key: 'age',
        render: (_: unknown, row) => {
          const days = ageInDays(row.submittedAt);
          return (
            <span style={{ whiteSpace: 'nowrap' }} data-testid={`case-age-${row.id}`}>
              {orEmpty(days === undefined ? undefined : t('age', { count: days }))}
            </span>
          );
        },
      },
      {
        title: tCommon('actions'),
        key: 'actions',
        fixed: 'right',
        render: (_: unknown, row) => {
          const inReview = row.state === CertificationState.UnderReview;
          return (
            <Button
              type={inReview ? 'primary' : 'default'}
              size="small"
              onClick={() => void navigate(certificationCasePath(row.id))}
              data-testid={`case-open-${row.id}`}
            >
              {inReview ? t('review') : t('view')}
            </Button>
          );
        },
      },
    ],
    [t, tCommon, countryName, navigate],
  );

  return (
    <ListScreen<CaseSummary>
      {...listProps}
      name="cases"
      title={t('title')}
      description={t('intro')}
      filters={
        <>
          <Select<typeof filters.state>
            value={filters.state}
            aria-label={t('filters.state')}
            options={[
              { value: ALL, label: t('filters.allStates') },
              ...CERTIFICATION_STATES.map((state) => ({
                value: state,
                label: t(`state.${state}`),
              })),
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
            options={Object.values(EntityType).map((type) => ({
              value: type,
              label: tCommon(`entityType.${type}`),
            }))}
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
            options={ASSIGNEES.map((assignee) => ({
              value: assignee,
              label: t(`filters.assignees.${assignee}`),
            }))}
            data-testid="cases-assignee-filter"
            style={{ width: 170, maxWidth: '100%' }}
            onChange={(assignee) => setFilters({ assignee })}
          />
        </>
      }
      query={query}
      emptyText={isFiltered ? t('noMatch') : t('empty')}
      columns={columns}
    />
  );
};
