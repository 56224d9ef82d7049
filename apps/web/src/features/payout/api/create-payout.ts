// payout/create.json: a withdrawal, transfer or fast transfer, confirmed with the total typed again
// and the payment credentials; amount and fee are held at once and the order waits for approval.
// Money moves: the caller sends one Idempotency-Key per user action and the same key when that
// action is retried.
import { payoutApi, type CreatePayoutRequest } from '@tradebridge/contracts';
import { keyedCall, type Keyed } from '../../../lib/keyed-call.ts';
import { useRecordMutation } from '../../../lib/record-mutation.ts';
import { PAYOUT_RECORD } from './get-payout.ts';

export type CreatePayoutInput = Keyed<CreatePayoutRequest>;

export const createPayout = keyedCall(payoutApi.create, { silent: true });

export const useCreatePayout = () => useRecordMutation(createPayout, PAYOUT_RECORD);
