// The merchant's users: main user first, with state and last login.
import { MemberState, type MerchantDetail } from '@tradebridge/contracts';
import { formatDateTime, WIDE_TABLE } from '@tradebridge/ui';
import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';

type MerchantUser = MerchantDetail['users'][number];

const STATE_COLORS: Record<number, string> = {
  [MemberState.Normal]: 'green',
  [MemberState.Disabled]: 'default',
  [MemberState.Invited]: 'gold',
};

export const MerchantUsersTable = ({ users }: { users: MerchantUser[] }) => {
  const { t } = useTranslation('merchants');
  const { t: tCommon } = useTranslation('common');
  const columns: ColumnsType<MerchantUser> = [
    { title: t('users.name'), dataIndex: 'name' },
    { title: t('users.loginAccount'), dataIndex: 'loginAccount' },
    {
      title: t('users.kind'),
      dataIndex: 'adminFlag',
      render: (adminFlag: boolean) =>
        adminFlag ? <Tag color="blue">{t('users.main')}</Tag> : t('users.member'),
    },
    {
      title: t('users.state'),
      dataIndex: 'state',
      render: (state: number) => (
        <Tag color={STATE_COLORS[state] ?? 'default'}>
          {Object.hasOwn(STATE_COLORS, state) ? tCommon(`memberState.${state}`) : state}
        </Tag>
      ),
    },
    {
      title: t('users.lastLoginAt'),
      dataIndex: 'lastLoginAt',
      render: (time: string | null) => formatDateTime(time),
    },
  ];
  const sorted = [...users].sort((a, b) => Number(b.adminFlag) - Number(a.adminFlag));
  return (
    <Table<MerchantUser>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={sorted}
      pagination={false}
      {...WIDE_TABLE}
      data-testid="merchant-users"
    />
  );
};
