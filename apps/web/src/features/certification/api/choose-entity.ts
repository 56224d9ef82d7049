// certification/entity.json: certify as an enterprise (b) or an individual (c); the steps of the
// other type are kept, so a merchant who changes their mind loses nothing.
import { certificationApi, type CertificationCase, type EntityType } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useCaseMutation } from './get-case.ts';

export type ChooseEntityInput = { version: number; entityType: EntityType };

export const chooseEntity = (input: ChooseEntityInput): Promise<CertificationCase> =>
  api.call(certificationApi.chooseEntity, input, { silent: true });

export const useChooseEntity = () => useCaseMutation(chooseEntity);
