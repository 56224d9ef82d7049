// payee/detail.json: one payee with its form as filled (a card's number as its last four), its
// review, story and what the merchant may do now. Also the one place where a call that changes a
// payee puts its answer and refreshes what it touches.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { payeeApi, type PayeeDetail } from '@tradebridge/contracts';
import { isApiError } from '@tradebridge/ui';
import { api } from '../../../lib/api.ts';
import { useRecordMutation } from '../../../lib/record-mutation.ts';
import { PAYEE_KEY, PAYEES_KEY } from './list-payees.ts';

export const PAYEE_DETAIL_KEY = [...PAYEE_KEY, 'detail'] as const;
export const payeeKey = (payeeId: string | null) => [...PAYEE_DETAIL_KEY, payeeId] as const;

export const getPayee = (payeeId: string): Promise<PayeeDetail> =>
  api.call(payeeApi.detail, { payeeId }, { silent: true });

/** `payeeId` null: nothing to ask (the address names no payee). */
export const usePayee = (payeeId: string | null) =>
  useQuery(
    queryOptions({
      queryKey: payeeKey(payeeId),
      queryFn: payeeId ? () => getPayee(payeeId) : skipToken,
      staleTime: 0,
    }),
  );

/** The payee on screen is not the server's any more (changed meanwhile, or its state moved on). */
const STALE_CODES = new Set(['PAYEE_CHANGED', 'PAYEE_STATE']);
export const isStalePayee = (error: unknown) => isApiError(error) && STALE_CODES.has(error.code);

/** A call that changes a payee and answers it: the answer replaces the detail, lists refresh. */
export const usePayeeMutation = <I extends { payeeId: string }>(
  mutationFn: (input: I) => Promise<PayeeDetail>,
) =>
  useRecordMutation({
    mutationFn,
    detailKey: payeeKey,
    idOfAnswer: (payee) => payee.id,
    idOfInput: (input) => input.payeeId,
    refresh: [PAYEES_KEY],
    isStale: isStalePayee,
  });
