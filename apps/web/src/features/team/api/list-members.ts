// team/list.json: the users of the merchant (main user only).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamApi, type Member, type ZMemberList } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export type MemberList = ReturnType<(typeof ZMemberList)['parse']>;

export const MEMBERS_KEY = ['team', 'members'] as const;

export const listMembers = (): Promise<Member[]> =>
  api.call(teamApi.list, undefined, { silent: true }).then((r) => r.list);

export const membersQueryOptions = () =>
  queryOptions({ queryKey: MEMBERS_KEY, queryFn: listMembers });

export const useMembers = () => useQuery(membersQueryOptions());
