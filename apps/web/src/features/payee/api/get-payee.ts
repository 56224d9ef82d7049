// payee/detail.json: one payee with its form as filled (a card's number as its last four), its
// review, story and what the merchant may do now. Also the one place where a call that changes a
// payee puts its answer and refreshes what it touches.
import { useQuery } from '@tanstack/react-query';
import { payeeApi, type PayeeDetail } from '@tradebridge/contracts';
import { isApiError } from '@tradebridge/ui';
import { api } from '../../../lib/api.ts';
import { recordQueryOptions } from '../../../lib/read-query.ts';
import { useRecordMutation, type RecordCache } from '../../../lib/record-mutation.ts';
import { PAYEE_KEY, PAYEES_KEY } from './list-payees.ts';

export const PAYEE_DETAIL_KEY = [...PAYEE_KEY, 'detail'] as const;
export const payeeKey = (payeeId: string | null) => [...PAYEE_DETAIL_KEY, payeeId] as const;

export const getPayee = (payeeId: string): Promise<PayeeDetail> =>
  api.call(payeeApi.detail, { payeeId }, { silent: true });

/** `payeeId` null: nothing to ask (the address names no payee). */
const payeeQueryOptions = recordQueryOptions(payeeKey, getPayee, { staleTime: 0 });

export const usePayee = (payeeId: string | null) => useQuery(payeeQueryOptions(payeeId));

/** The payee on screen is not the server's any more (changed meanwhile, or its state moved on). */
const STALE_CODES = new Set(['PAYEE_CHANGED', 'PAYEE_STATE']);
export const isStalePayee = (error: unknown) => isApiError(error) && STALE_CODES.has(error.code);

/** Where a payee's answer goes: its detail, and the lists show it too. */
export const PAYEE_RECORD: RecordCache<PayeeDetail> = {
  detailKey: payeeKey,
  idOfAnswer: (payee) => payee.id,
  refresh: [PAYEES_KEY],
  isStale: isStalePayee,
};

/** A call that changes a payee and answers it: the answer replaces the detail, lists refresh. */
export const usePayeeMutation = <I extends { payeeId: string }>(
  mutationFn: (input: I) => Promise<PayeeDetail>,
) => useRecordMutation(mutationFn, PAYEE_RECORD, { idOfInput: (input) => input.payeeId });
