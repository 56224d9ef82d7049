// team/setState.json: disable (0) or enable (1) a member. Disabling ends the member's sessions.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamApi, type Member, type SetMemberStateRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { MEMBERS_KEY } from './list-members.ts';

export const setMemberState = (input: SetMemberStateRequest): Promise<Member> =>
  api.call(teamApi.setState, input);

export const useSetMemberState = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMemberState,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBERS_KEY }),
  });
};
