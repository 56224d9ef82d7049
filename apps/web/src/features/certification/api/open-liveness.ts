// certification/living/open.json (public, on the phone): whose check a hand-off link is for
// (holder's name masked, the merchant) and until when. An invalid, used or expired link answers
// 410 LIVENESS_LINK_INVALID.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { certificationApi, type LivenessSession } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export type { LivenessSession };

export const openLiveness = (token: string): Promise<LivenessSession> =>
  api.call(certificationApi.openLiveness, { token }, { silent: true });

export const livenessSessionQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['certification', 'living', token] as const,
    queryFn: token ? () => openLiveness(token) : skipToken,
    staleTime: 0,
  });

export const useLivenessSession = (token: string | null) =>
  useQuery(livenessSessionQueryOptions(token));
