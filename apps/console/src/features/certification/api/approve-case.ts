// certification/approve.json (admin, reviewer): approve the version the operator looked at; the
// account is opened with the channel and activated (audited, the merchant is told).
import { certificationApi, type InputOf } from '@tradebridge/contracts';
import { callOf } from '../../../lib/api.ts';
import { useCaseMutation } from './case-changed.ts';

export type ApproveCaseRequest = InputOf<typeof certificationApi.approve>;

export const approveCase = callOf(certificationApi.approve, { silent: true });

export const useApproveCase = () => useCaseMutation(approveCase);
