// contract/file.json: the contract's own file (the contract or the PI), answered inline to open in
// the browser's viewer.
import { useMutation } from '@tanstack/react-query';
import { contractApi } from '@tradebridge/contracts';
import type { DownloadedFile } from '@tradebridge/ui';
import { api } from '../../../lib/api.ts';

export type ContractFileInput = { contractId: string; fileId: string };

export const viewContractFile = (input: ContractFileInput): Promise<DownloadedFile> =>
  api.call(contractApi.file, input, { silent: true });

export const useViewContractFile = () => useMutation({ mutationFn: viewContractFile });
