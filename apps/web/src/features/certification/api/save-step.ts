// certification/step.json: one step of the forms saved as the draft, named with the case version
// the form started from (a stale one answers CERTIFICATION_CHANGED: the case is loaded again and
// the form keeps what was typed). The server stores a step only when it passes its schema.
import {
  certificationApi,
  type CertificationCase,
  type SaveStepRequest,
} from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useCaseMutation } from './get-case.ts';

export const saveStep = (input: SaveStepRequest): Promise<CertificationCase> =>
  api.call(certificationApi.saveStep, input, { silent: true });

export const useSaveStep = () => useCaseMutation(saveStep);
