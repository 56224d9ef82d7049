// securityAuthFlag.json: which protections the user has set, and whether payments are locked.
import { useQuery } from '@tanstack/react-query';
import { securityApi, type SecurityFlags } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { freshQueryOptions, SECURITY_KEY } from './keys.ts';

export const SECURITY_FLAGS_KEY = [...SECURITY_KEY, 'flags'] as const;

export const getSecurityFlags = (): Promise<SecurityFlags> =>
  api.call(securityApi.flags, undefined, { silent: true });

export const securityFlagsQueryOptions = freshQueryOptions(SECURITY_FLAGS_KEY, getSecurityFlags);

export const useSecurityFlags = () => useQuery(securityFlagsQueryOptions());
