// sendCode.json: a 4-digit code by e-mail or SMS (register or reset password). 60 s between sends.
import { useMutation } from '@tanstack/react-query';
import { identityApi, type SendCodeRequest, type SendCodeResult } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export const sendCode = (input: SendCodeRequest): Promise<SendCodeResult> =>
  api.call(identityApi.sendCode, input, { silent: true });

export const useSendCode = () => useMutation({ mutationFn: sendCode });
