// merExtend/query.json: the payment password's state (set, last changed, lock).
import { useQuery } from '@tanstack/react-query';
import { securityApi, type MerExtend } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { freshQueryOptions, SECURITY_KEY } from './keys.ts';

export const MER_EXTEND_KEY = [...SECURITY_KEY, 'merExtend'] as const;

export const getMerExtend = (): Promise<MerExtend> =>
  api.call(securityApi.merExtend, undefined, { silent: true });

export const merExtendQueryOptions = freshQueryOptions(MER_EXTEND_KEY, getMerExtend);

export const useMerExtend = () => useQuery(merExtendQueryOptions());
