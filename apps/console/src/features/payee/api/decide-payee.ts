// payee/decide.json (admin, reviewer): approve the version of a payee under review the operator
// looked at (money may then go to it), or refuse it with a reason the merchant reads (the merchant
// may correct it and send it again). One operation, offered as the review's two decisions.
import { payeeApi, type InputOf } from '@tradebridge/contracts';
import { callOf } from '../../../lib/api.ts';
import { usePayeeMutation } from './payee-changed.ts';

export type DecidePayeeRequest = InputOf<typeof payeeApi.decide>;
/** What both decisions name: the payee and the version on screen. */
export type PayeeVersion = { payeeId: string; version: number };

export const decidePayee = callOf(payeeApi.decide, { silent: true });

export const approvePayee = ({ payeeId, version }: PayeeVersion) =>
  decidePayee({ payeeId, version, approve: true });

export const rejectPayee = ({ payeeId, version, reason }: PayeeVersion & { reason: string }) =>
  decidePayee({ payeeId, version, approve: false, reason });

export const useApprovePayee = () => usePayeeMutation(approvePayee);
export const useRejectPayee = () => usePayeeMutation(rejectPayee);
