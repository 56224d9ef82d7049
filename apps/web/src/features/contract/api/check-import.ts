// contract/importCheck.json: an uploaded order file checked row by row against the contract (its
// currency, the order rules, numbers taken); nothing is written.
import { useMutation } from '@tanstack/react-query';
import { contractApi, type ImportCheck, type ImportRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export const checkImport = (request: ImportRequest): Promise<ImportCheck> =>
  api.call(contractApi.checkImport, request, { silent: true });

export const useCheckImport = () => useMutation({ mutationFn: checkImport });
