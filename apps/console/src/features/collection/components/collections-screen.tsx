// Collections (admin, reviewer, finance): money received on merchants' collection accounts, in
// queues (pending review, awaiting materials, held by screening: oldest first; all: newest first),
// filtered by currency, state, payer and merchant, paged by the server. Each row says why it waits
// (the screening's reason in words, or a reviewer's own). Queue, filters and page live in the
// address, so going back from a collection keeps them.
import {
  CollectionQueue,
  CollectionState,
  CURRENCY_CODES,
  type Currency,
  type OpsCollectionListQuery,
  type OpsCollectionPage,
  type CollectionState as CollectionStateCode,
} from '@tradebridge/contracts';
import { formatDateTime } from '@tradebridge/ui';
import { Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { collectionPath, merchantDetailPath } from '../../../app/paths.ts';
import { Amount } from '../../../components/amount.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { MerchantFilter, SearchFilter, SelectFilter } from '../../../components/list-filters.tsx';
import { openColumn } from '../../../components/open-column.tsx';
import {
  oneOfParam,
  textParam,
  useUrlFilters,
  uuidParam,
  withFallback,
  type UrlFilters,
} from '../../../lib/use-url-filters.ts';
import { useCollections } from '../api/list-collections.ts';
import {
  COLLECTION_STATES,
  CollectionStateTag,
  PayerCell,
  reasonText,
} from './collection-labels.tsx';

type CollectionRow = OpsCollectionPage['list'][number];

const QUEUES = Object.values(CollectionQueue);
const PAYER_MAX = 140;
const NOWRAP = { onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }) };

/** States a reviewer decides on: the row offers "Review" rather than "View". */
const DECIDABLE = new Set<number>([
  CollectionState.PendingReview,
  CollectionState.PendingSecondReview,
  CollectionState.PendingMaterialsReview,
  CollectionState.PendingComplianceReview,
]);

/** The filters in the address; the screen opens on what waits for review. */
const FILTERS = {
  tab: withFallback(oneOfParam(QUEUES), CollectionQueue.Review),
  currency: oneOfParam(CURRENCY_CODES),
  state: oneOfParam(COLLECTION_STATES),
  payer: textParam(PAYER_MAX),
  merchantId: uuidParam,
  merchantLabel: textParam(200),
};

const requestOf = (
  { tab, currency, state, payer, merchantId }: UrlFilters<typeof FILTERS>,
  page: { pageNum: number; pageSize: number },
): OpsCollectionListQuery => ({
  queue: tab,
  ...(currency ? { currency } : {}),
  ...(state === undefined ? {} : { state }),
  ...(payer ? { payer } : {}),
  ...(merchantId ? { merchantId } : {}),
  ...page,
});

export const CollectionsScreen = () => {
  const { t } = useTranslation('collection');
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  // The queue is a tab, not a filter: "Clear filters" keeps it.
  const { filters, page, isFiltered, setFilters, listProps } = useUrlFilters(FILTERS, {
    keep: ['tab'],
  });
  const query = useCollections(requestOf(filters, page));

  const columns = useMemo<ColumnsType<CollectionRow>>(
    () => [
      {
        title: t('columns.orderNo'),
        dataIndex: 'orderNo',
        minWidth: 150,
        ...NOWRAP,
        // The arrival under the number: one column less, so the reason keeps its room.
        render: (orderNo: string, row) => (
          <Flex vertical>
            <Link to={collectionPath(row.id)} data-testid={`collection-link-${row.id}`}>
              {orderNo}
            </Link>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDateTime(row.arrivedAt)}
            </Typography.Text>
          </Flex>
        ),
      },
      {
        title: t('columns.merchant'),
        dataIndex: 'merNo',
        minWidth: 120,
        render: (merNo: string, row) => (
          <Flex vertical>
            <Link to={merchantDetailPath(row.merchantId)}>{merNo}</Link>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.merchantName}
            </Typography.Text>
          </Flex>
        ),
      },
      {
        title: t('columns.account'),
        dataIndex: 'accountNumber',
        minWidth: 120,
        // An IBAN is 22 to 34 characters: it breaks rather than push the reason out of view.
        render: (accountNumber: string, row) => (
          <Flex vertical>
            <span style={{ fontVariantNumeric: 'tabular-nums', wordBreak: 'break-all' }}>
              {accountNumber}
            </span>
            {row.accountAlias && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {row.accountAlias}
              </Typography.Text>
            )}
          </Flex>
        ),
      },
      {
        title: t('columns.payer'),
        dataIndex: 'payerName',
        minWidth: 140,
        render: (name: string, row) => (
          <PayerCell name={name} country={row.payerCountry} kind={row.payerKind} />
        ),
      },
      {
        title: t('columns.amount'),
        dataIndex: 'amount',
        align: 'right',
        minWidth: 130,
        render: (amount: string, row) => <Amount amount={amount} currency={row.currency} />,
      },
      {
        title: t('columns.state'),
        dataIndex: 'state',
        minWidth: 110,
        ...NOWRAP,
        render: (state: number) => <CollectionStateTag state={state} />,
      },
      {
        title: t('columns.reason'),
        dataIndex: 'reason',
        minWidth: 170,
        render: (reason: string | null, row) => (
          <span data-testid={`collection-reason-${row.id}`}>{reasonText(reason, t)}</span>
        ),
      },
      openColumn<CollectionRow>({
        title: tCommon('actions'),
        labels: { review: t('review'), view: t('view') },
        decides: (row) => DECIDABLE.has(row.state),
        open: (row) => void navigate(collectionPath(row.id)),
        testId: 'collection-open',
      }),
    ],
    [t, tCommon, navigate],
  );

  return (
    <ListScreen<CollectionRow>
      {...listProps}
      name="collections"
      title={t('collections.title')}
      description={t('collections.intro')}
      tabs={{ keys: QUEUES, active: filters.tab, label: (key) => t(`queue.${key}`) }}
      onTab={(tab) => setFilters({ tab: tab as CollectionQueue })}
      filters={
        <>
          <SelectFilter<Currency>
            searchable
            value={filters.currency}
            options={CURRENCY_CODES.map((code) => ({ value: code, label: code }))}
            label={t('filters.currency')}
            testId="collections-currency-filter"
            width={130}
            onChange={(currency) => setFilters({ currency })}
          />
          <SelectFilter<CollectionStateCode>
            value={filters.state}
            options={COLLECTION_STATES.map((state) => ({
              value: state,
              label: t(`collectionState.${state}`),
            }))}
            label={t('filters.state')}
            testId="collections-state-filter"
            width={190}
            onChange={(state) => setFilters({ state })}
          />
          <SearchFilter
            value={filters.payer}
            label={t('filters.payer')}
            testId="collections-payer-filter"
            width={220}
            maxLength={PAYER_MAX}
            onSearch={(payer) => setFilters({ payer })}
          />
          <MerchantFilter
            filters={filters}
            setFilters={setFilters}
            label={t('filters.merchant')}
            testId="collections-merchant-filter"
          />
        </>
      }
      query={query}
      emptyText={isFiltered ? t('collections.noMatch') : t(`collections.empty.${filters.tab}`)}
      columns={columns}
    />
  );
};
