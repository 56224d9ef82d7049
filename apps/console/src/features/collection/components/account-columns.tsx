// The columns of the account applications list (accounts-screen.tsx): merchant, account, usage,
// category, currencies, state, when applied and opened, and the button that opens the application.
import { ShopState, type OpsAccountPage } from '@tradebridge/contracts';
import { formatDateTime, orEmpty } from '@tradebridge/ui';
import { Flex, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { collectionAccountPath } from '../../../lib/paths.ts';
import { MerchantCell } from '../../../components/merchant-cell.tsx';
import { openColumn } from '../../../components/open-column.tsx';
import { NOWRAP, type RecordColumnsOf } from '../../../components/record-cells.tsx';
import { AccountStateTag, categoryLabel, usageLabel } from './collection-labels.tsx';

export type AccountRow = OpsAccountPage['list'][number];

export const accountColumns = ({
  t,
  tCommon,
  open,
}: RecordColumnsOf<'collection', AccountRow>): ColumnsType<AccountRow> => [
  {
    title: t('columns.merchant'),
    dataIndex: 'merNo',
    minWidth: 160,
    render: (_: string, row) => <MerchantCell merchant={row} />,
  },
  {
    title: t('columns.alias'),
    dataIndex: 'alias',
    minWidth: 140,
    render: (alias: string, row) => (
      <Link to={collectionAccountPath(row.id)} data-testid={`account-link-${row.id}`}>
        {alias || t('noAlias')}
      </Link>
    ),
  },
  {
    title: t('columns.usage'),
    dataIndex: 'usage',
    minWidth: 120,
    render: (usage: number) => usageLabel(usage, t),
  },
  {
    title: t('columns.category'),
    dataIndex: 'category',
    minWidth: 100,
    ...NOWRAP,
    render: (category: number) => categoryLabel(category, t),
  },
  {
    title: t('columns.currencies'),
    dataIndex: 'currencies',
    minWidth: 140,
    render: (currencies: string[]) => (
      <Flex gap={4} wrap>
        {currencies.map((code) => (
          <Tag key={code} style={{ marginInlineEnd: 0 }}>
            {code}
          </Tag>
        ))}
      </Flex>
    ),
  },
  {
    title: t('columns.state'),
    dataIndex: 'state',
    minWidth: 110,
    ...NOWRAP,
    render: (state: number) => <AccountStateTag state={state} />,
  },
  {
    title: t('columns.appliedAt'),
    dataIndex: 'appliedAt',
    minWidth: 100,
    render: (time: string) => formatDateTime(time),
  },
  {
    title: t('columns.openedAt'),
    dataIndex: 'openedAt',
    minWidth: 100,
    render: (time: string | null) => orEmpty(time && formatDateTime(time)),
  },
  openColumn<AccountRow>({
    title: tCommon('actions'),
    labels: { review: t('review'), view: t('view') },
    decides: (row) => row.state === ShopState.UnderReview,
    open,
    testId: 'account-open',
  }),
];
