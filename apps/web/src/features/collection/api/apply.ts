// collection/apply.json: an application for a collection account (a usage type's profile, the
// currencies, an alias). Certified merchants only (REAL_PERSON_AUTH_FIRST otherwise). The caller
// sends one Idempotency-Key per submission and the same key when that submission is retried.
import { collectionApi, type ApplyAccountRequest } from '@tradebridge/contracts';
import { keyedCall, type Keyed } from '../../../lib/keyed-call.ts';
import { useRecordMutation } from '../../../lib/record-mutation.ts';
import { ACCOUNT_RECORD } from './get-account.ts';

export type ApplyInput = Keyed<ApplyAccountRequest>;

export const applyForAccount = keyedCall(collectionApi.apply, { silent: true });

export const useApplyForAccount = () => useRecordMutation(applyForAccount, ACCOUNT_RECORD);
