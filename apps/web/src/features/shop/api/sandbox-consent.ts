// auth/sandbox/consent.json (public): the sandbox platform's consent, allowed or denied. The answer
// names the page the platform sends the browser back to (authCallback, with a code or an error).
import { useMutation } from '@tanstack/react-query';
import { shopApi, type SandboxNext } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export type ConsentInput = { state: string; allow: boolean };

export const sandboxConsent = (input: ConsentInput): Promise<SandboxNext> =>
  api.call(shopApi.sandboxConsent, input, { silent: true });

export const useSandboxConsent = () => useMutation({ mutationFn: sandboxConsent });
