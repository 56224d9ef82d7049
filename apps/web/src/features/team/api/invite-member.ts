// team/invite.json: a new member with a set of permissions; the invitation goes out by e-mail or
// SMS and the member sets a first password on the reset-password screen.
import { teamApi, type InviteMemberRequest, type Member } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useRefreshMutation } from '../../../lib/refresh-mutation.ts';
import { MEMBERS_KEY } from './list-members.ts';

export const inviteMember = (input: InviteMemberRequest): Promise<Member> =>
  api.call(teamApi.invite, input, { silent: true });

export const useInviteMember = () => useRefreshMutation(inviteMember, [MEMBERS_KEY]);
