// certification/assign.json (admin, reviewer): take a case ("assign to me") or give it back
// (unassign); audited.
import { certificationApi, type CaseDetail, type InputOf } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useCaseMutation } from './case-changed.ts';

export type AssignCaseRequest = InputOf<typeof certificationApi.assign>;

export const assignCase = (request: AssignCaseRequest): Promise<CaseDetail> =>
  api.call(certificationApi.assign, request, { silent: true });

export const useAssignCase = () => useCaseMutation(assignCase);
