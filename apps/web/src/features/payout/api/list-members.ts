// team/list.json as the approval rules need it: the merchant's users the main user may name as
// approvers (main user only, as the team itself).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamApi, type Member } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { MEMBER_CHOICES_KEY } from './keys.ts';

export const listMemberChoices = (): Promise<Member[]> =>
  api.call(teamApi.list, undefined, { silent: true }).then((r) => r.list);

/** `enabled` false: not the main user (the call is the main user's). */
export const useMemberChoices = (enabled: boolean) =>
  useQuery({
    ...queryOptions({ queryKey: MEMBER_CHOICES_KEY, queryFn: listMemberChoices }),
    enabled,
  });
