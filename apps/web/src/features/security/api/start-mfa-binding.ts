// mfa/bindInit.json: a new secret to show once (QR image and text) with the token that binds it.
import { useMutation } from '@tanstack/react-query';
import { securityApi, type MfaBindInit } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export const startMfaBinding = (): Promise<MfaBindInit> =>
  api.call(securityApi.startMfaBinding, undefined, { silent: true });

export const useStartMfaBinding = () => useMutation({ mutationFn: startMfaBinding });
