// certification/case.json: the merchant's certification (the main user's): the draft of the forms,
// the state, what is next, the liveness check and the reviewer's words. While the phone hand-off
// runs (next = liveness) the screens that show it ask again every few seconds, so the portal
// notices by itself when the phone is done.
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { certificationApi, type CertificationCase } from '@tradebridge/contracts';
import { isApiError } from '@tradebridge/ui';
import { api } from '../../../lib/api.ts';
import { MERCHANT_INFO_KEY } from '../../../lib/merchant-info.ts';

export type { CertificationCase };

export const CERTIFICATION_KEY = ['certification'] as const;
export const CASE_KEY = [...CERTIFICATION_KEY, 'case'] as const;

/** How often the case is asked for again while the phone hand-off runs. */
export const LIVENESS_POLL_MS = 3_000;

export const getCase = (): Promise<CertificationCase> =>
  api.call(certificationApi.get, undefined, { silent: true });

/**
 * Asked again whenever a screen opens or the tab comes back: reviewers and the phone change the
 * case from elsewhere (what was cached shows meanwhile).
 */
export const caseQueryOptions = () =>
  queryOptions({
    queryKey: CASE_KEY,
    queryFn: getCase,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export const useCertificationCase = ({ poll = false }: { poll?: boolean } = {}) =>
  useQuery({
    ...caseQueryOptions(),
    refetchInterval: (query) =>
      poll && query.state.data?.next === 'liveness' ? LIVENESS_POLL_MS : false,
  });

/**
 * Codes that mean the case on screen is not the server's any more (changed on another device,
 * locked by the review, moved on): it is loaded again, and the screen keeps what the user typed.
 */
const STALE_CODES = new Set([
  'CERTIFICATION_CHANGED',
  'CERTIFICATION_LOCKED',
  'CERTIFICATION_STATE',
  'CERTIFICATION_INCOMPLETE',
  'REUPLOAD_ITEMS_MISMATCH',
]);

export const isStaleCase = (error: unknown) => isApiError(error) && STALE_CODES.has(error.code);

/** A changed case: the new one in the cache; the merchant's state may have moved with it. */
export const storeCase = (queryClient: QueryClient, next: CertificationCase) => {
  queryClient.setQueryData(CASE_KEY, next);
  return queryClient.invalidateQueries({ queryKey: MERCHANT_INFO_KEY });
};

/**
 * A call that changes the case and answers it: the answer replaces the cached case (and the
 * merchant's state is read again); a stale case is loaded again.
 */
export const useCaseMutation = <I>(mutationFn: (input: I) => Promise<CertificationCase>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (next) => storeCase(queryClient, next),
    onError: (error) => {
      if (isStaleCase(error)) void queryClient.invalidateQueries({ queryKey: CASE_KEY });
    },
  });
};
