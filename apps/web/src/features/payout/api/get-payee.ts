// payee/detail.json as the payment form needs it: the chosen payee's usual purpose (the order's
// default) and use (the order type a link that names only the payee starts with).
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { payeeApi, type PayeeDetail } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { PAYEE_CHOICES_KEY } from './keys.ts';

export const payeeChoiceKey = (payeeId: string | undefined) =>
  [...PAYEE_CHOICES_KEY, 'detail', payeeId ?? null] as const;

export const getPayeeChoice = (payeeId: string): Promise<PayeeDetail> =>
  api.call(payeeApi.detail, { payeeId }, { silent: true });

export const usePayeeChoice = (payeeId: string | undefined) =>
  useQuery(
    queryOptions({
      queryKey: payeeChoiceKey(payeeId),
      queryFn: payeeId ? () => getPayeeChoice(payeeId) : skipToken,
      staleTime: 60_000,
      retry: false,
    }),
  );
