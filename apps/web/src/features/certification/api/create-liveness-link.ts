// certification/livenessLink.json: a single-use link for the legal person's phone (QR code and
// copyable link, 15 minutes); a new one voids the one before. After three failed checks the server
// answers AUTH_CONTACT_MANAGER. The case is read again: its liveness now names the open link.
import { certificationApi, type LivenessLink } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useRefreshMutation } from '../../../lib/refresh-mutation.ts';
import { CASE_KEY } from './get-case.ts';

export type { LivenessLink };

export const createLivenessLink = (): Promise<LivenessLink> =>
  api.call(certificationApi.createLivenessLink, undefined, { silent: true });

/** The page address a link's path opens: this portal's, wherever it is served. */
export const livenessUrl = (path: string, location: Pick<Location, 'origin' | 'pathname'>) =>
  `${location.origin}${location.pathname}${path}`;

export const useCreateLivenessLink = () =>
  useRefreshMutation(createLivenessLink, [CASE_KEY], { settled: true });
