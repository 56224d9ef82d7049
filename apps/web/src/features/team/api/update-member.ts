// team/update.json: a member's name and permissions.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamApi, type Member, type UpdateMemberRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { MEMBERS_KEY } from './list-members.ts';

export const updateMember = (input: UpdateMemberRequest): Promise<Member> =>
  api.call(teamApi.update, input, { silent: true });

export const useUpdateMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBERS_KEY }),
  });
};
