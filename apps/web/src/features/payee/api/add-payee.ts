// payee/add.json: a new payee or withdrawal account; it waits for review. The caller sends one
// Idempotency-Key per submission and the same key when that submission is retried.
import { payeeApi, type AddPayeeRequest } from '@tradebridge/contracts';
import { keyedCall, type Keyed } from '../../../lib/keyed-call.ts';
import { useRecordMutation } from '../../../lib/record-mutation.ts';
import { PAYEE_RECORD } from './get-payee.ts';

export type AddPayeeInput = Keyed<AddPayeeRequest>;

export const addPayee = keyedCall(payeeApi.add, { silent: true });

export const useAddPayee = () => useRecordMutation(addPayee, PAYEE_RECORD);
