// The document-renewal queue (admin, reviewer): renewals by review state (in review first), paged
// by the server; a row opens the drawer with the file and the decision. Tab and page live in the
// address, so going back to the queue keeps them.
import { MaterialReviewState, type Renewal } from '@tradebridge/contracts';
import { EMPTY_VALUE, formatDateTime, isMissing } from '@tradebridge/ui';
import { Button, Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { merchantDetailPath } from '../../../lib/paths.ts';
import { ListScreen } from '../../../components/list-screen.tsx';
import { stateTabs, useUrlFilters } from '../../../lib/use-url-filters.ts';
import { useRenewals } from '../api/list-renewals.ts';
import { RenewalDrawer } from './renewal-drawer.tsx';
import { idTypeLabel } from '../../../lib/id-type.ts';
import { isPastDate, RenewalStateTag } from './renewal-labels.tsx';

/** The tabs, each a review state (or all of them). */
export const RENEWAL_TABS = {
  inReview: MaterialReviewState.InReview,
  rejected: MaterialReviewState.AuditFailed,
  approved: MaterialReviewState.Effective,
  all: undefined,
} as const;
export type RenewalTab = keyof typeof RENEWAL_TABS;
const TABS = stateTabs(RENEWAL_TABS, 'inReview');

export const RenewalsScreen = () => {
  const { t } = useTranslation('documents');
  const { t: tCommon } = useTranslation('common');
  const { filters, page, setFilters, listProps } = useUrlFilters(TABS.filters);
  const { tab } = filters;
  const query = useRenewals({ ...TABS.stateOf(tab), ...page });
  const [selected, setSelected] = useState<Renewal>();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const openRenewal = useCallback((renewal: Renewal) => {
    setSelected(renewal);
    setDrawerOpen(true);
  }, []);

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
        render: (idType: number) => idTypeLabel(idType, tCommon),
      },
      {
        title: t('columns.idNumber'),
        dataIndex: 'idNumber',
        render: (idNumber: string) =>
          isMissing(idNumber) ? (
            EMPTY_VALUE
          ) : (
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
        fixed: 'right',
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
    <ListScreen<Renewal>
      {...listProps}
      name="renewals"
      title={t('title')}
      description={t('intro')}
      tabs={{ keys: TABS.keys, active: tab, label: (key) => t(`tabs.${key}`) }}
      onTab={(key) => setFilters({ tab: key as RenewalTab })}
      query={query}
      emptyText={t(`empty.${tab}`)}
      columns={columns}
      size="middle"
      onRow={(renewal) => ({ onDoubleClick: () => openRenewal(renewal) })}
    >
      <RenewalDrawer renewal={selected} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </ListScreen>
  );
};
