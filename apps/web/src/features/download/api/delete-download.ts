// download/delete.json: removes a record and its file; the list and the header count refresh.
import { downloadApi } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useRefreshMutation } from '../../../lib/refresh-mutation.ts';
import { DOWNLOAD_KEY } from '../../../lib/download-key.ts';

export const deleteDownload = (id: string) => api.call(downloadApi.delete, { id });

export const useDeleteDownload = () =>
  useRefreshMutation(deleteDownload, [DOWNLOAD_KEY], { settled: true });
