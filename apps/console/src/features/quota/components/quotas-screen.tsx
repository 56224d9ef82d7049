// Settlement quotas (admin, reviewer, finance): the quota applications of every merchant — a kind
// of settlement limit, an amount in US dollars and a period, backed by trade contracts or files —
// those under review first (as the server orders them), in two tabs — all of them, and those
// waiting for review (state 2) — filtered by state, kind and merchant number; paged by the server.
// Tab, filters and page live in the address, so going back from an application keeps them.
import {
  QuotaState,
  type OpsQuotaListQuery,
  type OpsQuotaPage,
  type QuotaState as QuotaStateCode,
  type SettlementLimitKind,
} from '@tradebridge/contracts';
import { formatDateTime } from '@tradebridge/ui';
import { Button, Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { quotaPath } from '../../../app/paths.ts';
import { Amount } from '../../../components/amount.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { reviewQueueTabs, SearchFilter, SelectFilter } from '../../../components/list-filters.tsx';
import { MerchantCell } from '../../../components/merchant-cell.tsx';
import { ACCESS, allows } from '../../../lib/access.ts';
import { useCurrentOperator } from '../../../lib/current-operator.tsx';
import {
  oneOfParam,
  textParam,
  useUrlFilters,
  withFallback,
  type UrlFilters,
} from '../../../lib/use-url-filters.ts';
import { useQuotas } from '../api/list-quotas.ts';
import {
  kindLabel,
  periodOf,
  QUOTA_KINDS,
  QUOTA_STATES,
  QuotaLabelTag,
  QuotaStateTag,
} from './quota-labels.tsx';

type QuotaRow = OpsQuotaPage['list'][number];

/** Every application (those under review first), or those waiting for review only. */
export const QUOTA_QUEUES = ['all', 'review'] as const;
type QuotaQueue = (typeof QUOTA_QUEUES)[number];

const MER_NO_MAX = 30;
const NOWRAP = { onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }) };
/** Quotas are kept in US dollars (spec §2 applyQuota). */
const USD = 'USD';

const FILTERS = {
  tab: withFallback(oneOfParam<QuotaQueue>(QUOTA_QUEUES), 'all'),
  state: oneOfParam<QuotaStateCode>(QUOTA_STATES),
  kind: oneOfParam<SettlementLimitKind>(QUOTA_KINDS),
  merNo: textParam(MER_NO_MAX),
};

const requestOf = (
  { tab, state, kind, merNo }: UrlFilters<typeof FILTERS>,
  page: { pageNum: number; pageSize: number },
): OpsQuotaListQuery => ({
  // The queue is one state: a chosen state applies to all applications only.
  ...(tab === 'review' ? { state: QuotaState.UnderReview } : state === undefined ? {} : { state }),
  ...(kind ? { kind } : {}),
  ...(merNo ? { merNo } : {}),
  ...page,
});

export const QuotasScreen = () => {
  const { t } = useTranslation('quota');
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const operator = useCurrentOperator();
  const canReview = allows(operator.role, ACCESS.reviewQuotas);
  const { filters, page, isFiltered, setFilters, listProps } = useUrlFilters(FILTERS, {
    keep: ['tab'],
  });
  const query = useQuotas(requestOf(filters, page));

  const columns = useMemo<ColumnsType<QuotaRow>>(
    () => [
      {
        title: t('columns.quotaNo'),
        dataIndex: 'quotaNo',
        minWidth: 160,
        ...NOWRAP,
        render: (quotaNo: string) => (
          <Link to={quotaPath(quotaNo)} data-testid={`quota-link-${quotaNo}`}>
            {quotaNo}
          </Link>
        ),
      },
      {
        title: t('columns.merchant'),
        dataIndex: 'merNo',
        minWidth: 140,
        render: (_: string, row) => <MerchantCell merchant={row} />,
      },
      {
        title: t('columns.kind'),
        dataIndex: 'kind',
        minWidth: 110,
        render: (kind: string) => kindLabel(kind, t),
      },
      {
        title: t('columns.amount'),
        dataIndex: 'amount',
        align: 'right',
        minWidth: 130,
        render: (amount: string) => <Amount amount={amount} currency={USD} />,
      },
      {
        title: t('columns.used'),
        dataIndex: 'used',
        align: 'right',
        minWidth: 130,
        render: (used: string) => <Amount amount={used} currency={USD} />,
      },
      {
        title: t('columns.period'),
        key: 'period',
        minWidth: 120,
        render: (_: unknown, row) => periodOf(row, t),
      },
      {
        title: t('columns.state'),
        dataIndex: 'state',
        minWidth: 100,
        ...NOWRAP,
        render: (state: number) => <QuotaStateTag state={state} />,
      },
      {
        // Whether payouts may draw on it today.
        title: t('columns.label'),
        dataIndex: 'label',
        minWidth: 100,
        ...NOWRAP,
        render: (label: string) => <QuotaLabelTag label={label} />,
      },
      {
        title: t('columns.createdAt'),
        dataIndex: 'createdAt',
        minWidth: 100,
        render: (createdAt: string, row) => (
          <Flex vertical>
            <span>{formatDateTime(createdAt)}</span>
            {row.createdBy && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {row.createdBy}
              </Typography.Text>
            )}
          </Flex>
        ),
      },
      {
        title: tCommon('actions'),
        key: 'actions',
        fixed: 'right',
        render: (_: unknown, row) => {
          const decides = canReview && row.state === QuotaState.UnderReview;
          return (
            <Button
              type={decides ? 'primary' : 'default'}
              size="small"
              onClick={() => void navigate(quotaPath(row.quotaNo))}
              data-testid={`quota-open-${row.quotaNo}`}
            >
              {decides ? t('review') : t('view')}
            </Button>
          );
        },
      },
    ],
    [t, tCommon, canReview, navigate],
  );

  return (
    <ListScreen<QuotaRow>
      {...listProps}
      name="quotas"
      rowKey="quotaNo"
      title={t('list.title')}
      description={t('list.intro')}
      {...reviewQueueTabs<QuotaQueue>({
        queues: QUOTA_QUEUES,
        active: filters.tab,
        review: 'review',
        label: (key) => t(`queue.${key}`),
        setFilters,
      })}
      filters={
        <>
          {filters.tab === 'all' && (
            <SelectFilter<QuotaStateCode>
              value={filters.state}
              options={QUOTA_STATES.map((state) => ({ value: state, label: t(`state.${state}`) }))}
              label={t('filters.state')}
              testId="quotas-state-filter"
              width={150}
              onChange={(state) => setFilters({ state })}
            />
          )}
          <SelectFilter<SettlementLimitKind>
            value={filters.kind}
            options={QUOTA_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind, t) }))}
            label={t('filters.kind')}
            testId="quotas-kind-filter"
            width={170}
            onChange={(kind) => setFilters({ kind })}
          />
          <SearchFilter
            value={filters.merNo}
            label={t('filters.merNo')}
            testId="quotas-merno-filter"
            width={200}
            maxLength={MER_NO_MAX}
            onSearch={(merNo) => setFilters({ merNo })}
          />
        </>
      }
      query={query}
      emptyText={isFiltered ? t('list.noMatch') : t(`list.empty.${filters.tab}`)}
      columns={columns}
      onRow={(row) => ({ onDoubleClick: () => void navigate(quotaPath(row.quotaNo)) })}
    />
  );
};
