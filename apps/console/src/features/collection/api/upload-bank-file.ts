// collection/bankFileUpload.json (admin, finance): a camt.054 sent as multipart field "file";
// stored once by its content and imported by a background job. The files list and the exceptions
// are refetched: the new file shows as queued and the list follows its import.
import { collectionApi, type BankFile } from '@tradebridge/contracts';
import { postMultipart } from '../../../lib/post-multipart.ts';
import { useRefetchingMutation, AUDIT_KEY } from '../../../lib/mutations.ts';
import { bankFilesQueryKey } from './list-bank-files.ts';

export const uploadBankFile = (file: File): Promise<BankFile> => {
  const body = new FormData();
  body.append('file', file, file.name);
  return postMultipart(collectionApi.uploadBankFile, body);
};

export const useUploadBankFile = () =>
  useRefetchingMutation(uploadBankFile, [bankFilesQueryKey, AUDIT_KEY]);
