// payout/proofFile.json (admin, reviewer, finance): a proof file (contract, invoice) the merchant
// attached to a payout, as the file itself (a failure answers an envelope, said by the API client).
import { useMutation } from '@tanstack/react-query';
import { payoutApi } from '@tradebridge/contracts';
import { saveFile } from '@tradebridge/ui';
import { api } from '../../../lib/api.ts';

/** Fetches a proof file and hands it to the browser to save under its own name. */
export const downloadProofFile = async (input: {
  orderNo: string;
  fileId: string;
  name: string;
}) => {
  const file = await api.call(payoutApi.proofFile, {
    orderNo: input.orderNo,
    fileId: input.fileId,
  });
  saveFile(file.blob, file.fileName ?? input.name);
};

export const useDownloadProofFile = () => useMutation({ mutationFn: downloadProofFile });
