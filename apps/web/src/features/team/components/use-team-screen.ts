// State of the team screen (team-screen.tsx): the merchant's users, the invitation and the
// permissions being edited, and disabling or enabling a member after a confirmation.
import { MemberState, type Member } from '@tradebridge/contracts';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMembers } from '../api/list-members.ts';
import { useSetMemberState } from '../api/set-member-state.ts';

export const useTeamScreen = () => {
  const { t } = useTranslation('team');
  const { modal, message } = App.useApp();
  const members = useMembers();
  const setState = useSetMemberState();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<Member>();

  const confirmState = (member: Member, state: 0 | 1) =>
    modal.confirm({
      title:
        state === MemberState.Disabled
          ? t('state.disableTitle', { name: member.name })
          : t('state.enableTitle', { name: member.name }),
      content: state === MemberState.Disabled ? t('state.disableBody') : t('state.enableBody'),
      okText: state === MemberState.Disabled ? t('state.disable') : t('state.enable'),
      okButtonProps: { danger: state === MemberState.Disabled },
      onOk: () =>
        setState.mutateAsync({ userId: member.id, state }).then(() => {
          void message.success(
            state === MemberState.Disabled ? t('state.disabledDone') : t('state.enabledDone'),
          );
        }),
    });

  const list = members.data ?? [];
  return {
    members,
    list,
    onlyMainUser: members.isSuccess && list.every((m) => m.adminFlag),
    inviting,
    editing,
    onInvite: () => setInviting(true),
    onInviteClose: () => setInviting(false),
    onEdit: setEditing,
    onEditClose: () => setEditing(undefined),
    confirmState,
  };
};
