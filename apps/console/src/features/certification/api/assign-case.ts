// certification/assign.json (admin, reviewer): take a case ("assign to me") or give it back
// (unassign); audited.
import { certificationApi, type InputOf } from '@tradebridge/contracts';
import { callOf } from '../../../lib/api.ts';
import { useCaseMutation } from './case-changed.ts';

export type AssignCaseRequest = InputOf<typeof certificationApi.assign>;

export const assignCase = callOf(certificationApi.assign, { silent: true });

export const useAssignCase = () => useCaseMutation(assignCase);
