// team/update.json: a member's name and permissions.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Member, UpdateMemberRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { MEMBERS_KEY } from './list-members.ts';

export const updateMember = (input: UpdateMemberRequest): Promise<Member> =>
  api.post<Member>('team/update.json', input, { silent: true });

export const useUpdateMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBERS_KEY }),
  });
};
