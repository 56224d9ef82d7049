// checkSmsCode.json: a 4-digit code to the user's own login account (60 s between sends).
import { useMutation } from '@tanstack/react-query';
import { securityApi, type SendCodeResult } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export const sendSecurityCode = (checkAccount: string): Promise<SendCodeResult> =>
  api.call(securityApi.sendCode, { checkAccount }, { silent: true });

export const useSendSecurityCode = () => useMutation({ mutationFn: sendSecurityCode });
