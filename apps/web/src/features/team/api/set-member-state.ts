// team/setState.json: disable (0) or enable (1) a member. Disabling ends the member's sessions.
import { teamApi, type Member, type SetMemberStateRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useRefreshMutation } from '../../../lib/refresh-mutation.ts';
import { MEMBERS_KEY } from './list-members.ts';

export const setMemberState = (input: SetMemberStateRequest): Promise<Member> =>
  api.call(teamApi.setState, input);

export const useSetMemberState = () => useRefreshMutation(setMemberState, [MEMBERS_KEY]);
