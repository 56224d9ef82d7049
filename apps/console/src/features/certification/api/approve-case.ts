// certification/approve.json (admin, reviewer): approve the version the operator looked at; the
// account is opened with the channel and activated (audited, the merchant is told).
import { certificationApi, type CaseDetail, type InputOf } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useCaseMutation } from './case-changed.ts';

export type ApproveCaseRequest = InputOf<typeof certificationApi.approve>;

export const approveCase = (request: ApproveCaseRequest): Promise<CaseDetail> =>
  api.call(certificationApi.approve, request, { silent: true });

export const useApproveCase = () => useCaseMutation(approveCase);
