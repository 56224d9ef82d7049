// team/update.json: a member's name and permissions.
import { teamApi, type Member, type UpdateMemberRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useRefreshMutation } from '../../../lib/refresh-mutation.ts';
import { MEMBERS_KEY } from './list-members.ts';

export const updateMember = (input: UpdateMemberRequest): Promise<Member> =>
  api.call(teamApi.update, input, { silent: true });

export const useUpdateMember = () => useRefreshMutation(updateMember, [MEMBERS_KEY]);
