// auth/sandbox/login.json (public): the sandbox platform's sign-in with the store's handle. The
// answer names the next page (the consent, a hash route); a handle that is not the shop's is a
// field error on `handle`.
import { useMutation } from '@tanstack/react-query';
import { shopApi, type SandboxLoginRequest, type SandboxNext } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export const sandboxLogin = (request: SandboxLoginRequest): Promise<SandboxNext> =>
  api.call(shopApi.sandboxLogin, request, { silent: true });

export const useSandboxLogin = () => useMutation({ mutationFn: sandboxLogin });
