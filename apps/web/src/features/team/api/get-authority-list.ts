// authority/list.json (spec §7 "get authority list"): every permission by menu entry, the rows of
// the permission matrix.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamApi, type ZAuthorityList } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export type AuthorityList = ReturnType<(typeof ZAuthorityList)['parse']>;
export type AuthorityRecord = AuthorityList['records'][number];

export const getAuthorityList = (): Promise<AuthorityList> =>
  api.call(teamApi.authorityList, undefined, { silent: true });

export const authorityListQueryOptions = () =>
  queryOptions({ queryKey: ['authorityList'], queryFn: getAuthorityList, staleTime: Infinity });

export const useAuthorityList = () => useQuery(authorityListQueryOptions());
