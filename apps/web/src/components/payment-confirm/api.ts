// payment/requirements.json (what a payment confirmation asks of this user) and
// payment/sendCode.json (the 4-digit code of a confirmation, when no authenticator is asked).
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { securityApi, type PaymentRequirements, type SendCodeResult } from '@tradebridge/contracts';
import { api } from '../../lib/api.ts';

export const PAYMENT_REQUIREMENTS_KEY = ['payment', 'requirements'] as const;

export const getPaymentRequirements = (): Promise<PaymentRequirements> =>
  api.call(securityApi.paymentRequirements, undefined, { silent: true });

export const paymentRequirementsQueryOptions = () =>
  queryOptions({
    queryKey: PAYMENT_REQUIREMENTS_KEY,
    queryFn: getPaymentRequirements,
    // Security settings change on other screens: ask afresh each time a confirmation opens.
    staleTime: 0,
  });

export const usePaymentRequirements = (enabled: boolean) =>
  useQuery({ ...paymentRequirementsQueryOptions(), enabled });

export const sendPaymentCode = (): Promise<SendCodeResult> =>
  api.call(securityApi.sendPaymentCode, undefined, { silent: true });

export const useSendPaymentCode = () => useMutation({ mutationFn: sendPaymentCode });
