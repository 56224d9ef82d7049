// payout/railFile.json (admin, reviewer, finance): a pain.001 the platform sent or a pain.002 the
// bank answered, as the XML file itself (a failure answers an envelope, said by the API client).
import { useMutation } from '@tanstack/react-query';
import { payoutApi } from '@tradebridge/contracts';
import { saveFile } from '@tradebridge/ui';
import { api } from '../../../lib/api.ts';

export const getRailFile = (messageId: string) => api.call(payoutApi.railFile, { messageId });

/** Fetches a rail file and hands it to the browser to save. */
export const downloadRailFile = async (messageId: string) => {
  const file = await getRailFile(messageId);
  saveFile(file.blob, file.fileName ?? `${messageId}.xml`);
};

export const useDownloadRailFile = () => useMutation({ mutationFn: downloadRailFile });
