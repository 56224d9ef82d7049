// /team (main user only, spec §6): the merchant's users with their role, state and permissions;
// invite a member, edit permissions, disable and enable.
import { PlusOutlined } from '@ant-design/icons';
import { MemberState, PERMISSION_ENTRIES, type Member } from '@tradebridge/contracts';
import { formatDateTime, WIDE_TABLE } from '@tradebridge/ui';
import {
  Button,
  Card,
  Empty,
  Space,
  Table,
  Tag,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatAccount } from '../../../lib/format.ts';
import { EditMemberModal, InviteMemberModal } from './member-modals.tsx';
import { useTeamScreen } from './use-team-screen.ts';
import { LoadFailedResult } from '../../../components/load-failed-result.tsx';

const STATE_TAGS: Record<number, { key: string; color: string }> = {
  [MemberState.Normal]: { key: 'normal', color: 'success' },
  [MemberState.Disabled]: { key: 'disabled', color: 'error' },
  [MemberState.Invited]: { key: 'invited', color: 'processing' },
};

const MAX_TAGS = 2;

const PermissionSummary = ({ member, t }: { member: Member; t: TFunction<'team'> }) => {
  if (member.adminFlag) return <Tag color="gold">{t('list.allPermissions')}</Tag>;
  const held = new Set(member.authIdList);
  const entries = PERMISSION_ENTRIES.filter((e) => held.has(`${e.key}:view`)).map((e) => ({
    key: e.key,
    label: t(`permissions.${e.key}`),
    operate: held.has(`${e.key}:operate`),
  }));
  if (entries.length === 0)
    return <Typography.Text type="secondary">{t('list.noPermissions')}</Typography.Text>;
  const label = (e: (typeof entries)[number]) =>
    e.operate
      ? t('list.entryOperate', { entry: e.label })
      : t('list.entryView', { entry: e.label });
  const shown = entries.slice(0, MAX_TAGS);
  const rest = entries.length - shown.length;
  return (
    <Tooltip title={entries.map(label).join(', ')}>
      <Space size={[0, 4]} wrap style={{ maxWidth: 260 }} data-testid="permission-summary">
        {shown.map((e) => (
          <Tag key={e.key} color={e.operate ? 'blue' : 'default'}>
            {e.label}
          </Tag>
        ))}
        {rest > 0 ? <Tag>{t('list.more', { count: rest })}</Tag> : null}
      </Space>
    </Tooltip>
  );
};

/** The columns of the members' table; a member's actions: edit, disable or enable. */
const memberColumns = (
  t: TFunction<'team'>,
  onEdit: (member: Member) => void,
  confirmState: (member: Member, state: 0 | 1) => unknown,
): TableColumnsType<Member> => [
  {
    title: t('list.name'),
    dataIndex: 'name',
    render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
  },
  {
    title: t('list.account'),
    key: 'account',
    render: (_, member) => <span style={{ whiteSpace: 'nowrap' }}>{formatAccount(member)}</span>,
  },
  {
    title: t('list.role'),
    key: 'role',
    width: 110,
    render: (_, member) =>
      member.adminFlag ? (
        <Tag color="gold">{t('list.mainUser')}</Tag>
      ) : (
        <Tag>{t('list.member')}</Tag>
      ),
  },
  {
    title: t('list.state'),
    dataIndex: 'state',
    width: 110,
    render: (state: number) => {
      const tag = STATE_TAGS[state];
      return tag ? (
        <Tag color={tag.color} data-testid="member-state">
          {t(`state.${tag.key}`)}
        </Tag>
      ) : (
        state
      );
    },
  },
  {
    title: t('list.permissions'),
    key: 'permissions',
    render: (_, member) => <PermissionSummary member={member} t={t} />,
  },
  {
    title: t('list.lastLogin'),
    dataIndex: 'lastLoginAt',
    width: 180,
    render: (time: string | null) =>
      time ? (
        <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(time)}</span>
      ) : (
        <Typography.Text type="secondary">{t('list.never')}</Typography.Text>
      ),
  },
  {
    title: t('list.actions'),
    key: 'actions',
    fixed: 'right',
    render: (_, member) =>
      member.adminFlag ? null : (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => onEdit(member)}>
            {t('list.edit')}
          </Button>
          {member.state === MemberState.Disabled ? (
            <Button
              type="link"
              size="small"
              onClick={() => confirmState(member, MemberState.Normal)}
            >
              {t('state.enable')}
            </Button>
          ) : (
            <Button
              type="link"
              size="small"
              danger
              onClick={() => confirmState(member, MemberState.Disabled)}
            >
              {t('state.disable')}
            </Button>
          )}
        </Space>
      ),
  },
];

export const TeamScreen = () => {
  const { t } = useTranslation('team');
  const team = useTeamScreen();
  const { members, list } = team;

  if (members.isError && !members.data) {
    return (
      <Card data-testid="team-screen">
        <LoadFailedResult title={t('list.loadFailed')} query={members} retry={t('list.retry')} />
      </Card>
    );
  }

  return (
    <Card
      title={t('title')}
      data-testid="team-screen"
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={team.onInvite}
          data-testid="invite-member"
        >
          {t('invite.open')}
        </Button>
      }
    >
      <Table<Member>
        rowKey="id"
        loading={members.isPending}
        dataSource={list}
        pagination={false}
        {...WIDE_TABLE}
        locale={{ emptyText: <Empty description={t('list.empty')} /> }}
        data-testid="team-table"
        columns={memberColumns(t, team.onEdit, team.confirmState)}
      />
      {team.onlyMainUser ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('list.noMembers')}
          style={{ marginTop: 24 }}
          data-testid="team-no-members"
        >
          <Button onClick={team.onInvite}>{t('invite.open')}</Button>
        </Empty>
      ) : null}
      <InviteMemberModal open={team.inviting} onClose={team.onInviteClose} />
      <EditMemberModal member={team.editing} onClose={team.onEditClose} />
    </Card>
  );
};
