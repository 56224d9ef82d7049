// The document-renewal queue (admin, reviewer): renewals by review state (in review first), paged
// by the server; a row opens the drawer with the file and the decision. Tab and page live in the
// address, so going back to the queue keeps them.
import { ReloadOutlined } from '@ant-design/icons';
import { MaterialReviewState, type Renewal } from '@tradebridge/contracts';
import { formatDateTime } from '@tradebridge/ui';
import { Alert, Button, Card, Empty, Flex, Table, Tabs, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listPagination, pageOf } from '../../../lib/list-page.ts';
import { Link, useSearchParams } from 'react-router';
import { merchantDetailPath } from '../../../app/paths.ts';
import { useRenewals, type RenewalListRequest } from '../api/list-renewals.ts';
import { RenewalDrawer } from './renewal-drawer.tsx';
import { idTypeLabel, isPastDate, RenewalStateTag } from './renewal-labels.tsx';

/** The tabs, each a review state (or all of them). */
export const RENEWAL_TABS = {
  inReview: MaterialReviewState.InReview,
  rejected: MaterialReviewState.AuditFailed,
  approved: MaterialReviewState.Effective,
  all: undefined,
} as const;
export type RenewalTab = keyof typeof RENEWAL_TABS;

const isTab = (value: string | null): value is RenewalTab =>
  value !== null && Object.hasOwn(RENEWAL_TABS, value);

/** The tab and list request described by the address. */
export const renewalsRequestFromParams = (
  params: URLSearchParams,
): { tab: RenewalTab; request: RenewalListRequest } => {
  const tabParam = params.get('tab');
  const tab = isTab(tabParam) ? tabParam : 'inReview';
  const state = RENEWAL_TABS[tab];
  return {
    tab,
    request: {
      ...(state === undefined ? {} : { state }),
      ...pageOf(params),
    },
  };
};

export const RenewalsScreen = () => {
  const { t } = useTranslation('documents');
  const { t: tCommon } = useTranslation('common');
  const [params, setParams] = useSearchParams();
  const { tab, request } = renewalsRequestFromParams(params);
  const { data, error, isFetching, isPending, refetch } = useRenewals(request);
  const [selected, setSelected] = useState<Renewal>();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const openRenewal = useCallback((renewal: Renewal) => {
    setSelected(renewal);
    setDrawerOpen(true);
  }, []);

  const update = (changes: Record<string, string | number | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );

  const showState = tab === 'all';
  const columns = useMemo<ColumnsType<Renewal>>(
    () => [
      {
        title: t('columns.merchant'),
        dataIndex: 'merchantName',
        minWidth: 180,
        render: (name: string, renewal) => (
          <Flex vertical>
            <Link to={merchantDetailPath(renewal.merchantId)}>{name}</Link>
            <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
              {renewal.merNo}
            </Typography.Text>
          </Flex>
        ),
      },
      { title: t('columns.holder'), dataIndex: 'holderName' },
      {
        title: t('columns.idType'),
        dataIndex: 'idType',
        render: (idType: number) => idTypeLabel(idType, t),
      },
      {
        title: t('columns.idNumber'),
        dataIndex: 'idNumber',
        render: (idNumber: string) => (
          <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
            {idNumber}
          </Typography.Text>
        ),
      },
      {
        title: t('columns.expiry'),
        key: 'expiry',
        render: (_: unknown, renewal) => (
          <span style={{ whiteSpace: 'nowrap' }} data-testid={`renewal-expiry-${renewal.id}`}>
            {/* Once approved the document's expiry is the new one: no change left to show. */}
            {renewal.oldExpiresOn !== renewal.newExpiresOn && (
              <>
                <Typography.Text type={isPastDate(renewal.oldExpiresOn) ? 'danger' : undefined}>
                  {renewal.oldExpiresOn}
                </Typography.Text>
                {' → '}
              </>
            )}
            <Typography.Text strong>{renewal.newExpiresOn}</Typography.Text>
          </span>
        ),
      },
      {
        title: t('columns.submittedAt'),
        dataIndex: 'submittedAt',
        // Date and time may stack on narrow screens.
        minWidth: 100,
        render: (time: string) => formatDateTime(time),
      },
      // The other tabs hold one state each.
      ...(showState
        ? [
            {
              title: t('columns.state'),
              dataIndex: 'state',
              render: (state: number) => <RenewalStateTag state={state} />,
            },
          ]
        : []),
      {
        title: tCommon('actions'),
        key: 'actions',
        render: (_: unknown, renewal) => {
          const inReview = renewal.state === MaterialReviewState.InReview;
          return (
            <Button
              type={inReview ? 'primary' : 'default'}
              size="small"
              onClick={() => openRenewal(renewal)}
              data-testid={`renewal-open-${renewal.id}`}
            >
              {inReview ? t('review') : t('view')}
            </Button>
          );
        },
      },
    ],
    [t, tCommon, openRenewal, showState],
  );

  return (
    <Flex vertical gap={16} data-testid="renewals-screen">
      <Flex vertical gap={4}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('intro')}</Typography.Text>
      </Flex>
      {error && (
        <Alert
          type="error"
          showIcon
          title={tCommon('loadFailed')}
          description={error.message}
          data-testid="renewals-error"
          action={<Button onClick={() => void refetch()}>{tCommon('retry')}</Button>}
        />
      )}
      <Card styles={{ body: { padding: 0 } }}>
        <Tabs
          tabBarStyle={{ paddingInline: 16, marginBottom: 0 }}
          activeKey={tab}
          onChange={(key) => update({ tab: key === 'inReview' ? undefined : key, page: undefined })}
          items={(Object.keys(RENEWAL_TABS) as RenewalTab[]).map((key) => ({
            key,
            label: <span data-testid={`renewals-tab-${key}`}>{t(`tabs.${key}`)}</span>,
          }))}
          tabBarExtraContent={
            <Button
              icon={<ReloadOutlined />}
              onClick={() => void refetch()}
              loading={isFetching && !isPending}
              aria-label={tCommon('refresh')}
            />
          }
        />
        <Table<Renewal>
          rowKey="id"
          columns={columns}
          dataSource={data?.list ?? []}
          loading={isFetching}
          scroll={{ x: 1000 }}
          size="middle"
          data-testid="renewals-table"
          onRow={(renewal) => ({ onDoubleClick: () => openRenewal(renewal) })}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={error ? tCommon('loadFailed') : isPending ? ' ' : t(`empty.${tab}`)}
              />
            ),
          }}
          pagination={listPagination(request, data?.total ?? 0, update, (total) =>
            tCommon('total', { count: total }),
          )}
        />
      </Card>
      <RenewalDrawer renewal={selected} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </Flex>
  );
};
