// certification/agreementUpload.json: the signed agreement (an uploaded file) handed in; the legal
// person's liveness check is next.
import { certificationApi, type CertificationCase } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useCaseMutation } from './get-case.ts';

export type UploadAgreementInput = { version: number; fileId: string };

export const uploadAgreement = (input: UploadAgreementInput): Promise<CertificationCase> =>
  api.call(certificationApi.uploadAgreement, input, { silent: true });

export const useUploadAgreement = () => useCaseMutation(uploadAgreement);
