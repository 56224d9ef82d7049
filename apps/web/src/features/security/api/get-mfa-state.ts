// mfa/query.json: whether an authenticator is bound, and since when.
import { useQuery } from '@tanstack/react-query';
import { securityApi, type MfaState } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { freshQueryOptions, SECURITY_KEY } from './keys.ts';

export const MFA_STATE_KEY = [...SECURITY_KEY, 'mfa'] as const;

export const getMfaState = (): Promise<MfaState> =>
  api.call(securityApi.mfaState, undefined, { silent: true });

export const mfaStateQueryOptions = freshQueryOptions(MFA_STATE_KEY, getMfaState);

export const useMfaState = () => useQuery(mfaStateQueryOptions());
