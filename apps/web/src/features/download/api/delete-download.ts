// download/delete.json: removes a record and its file; the list and the header count refresh.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadApi } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { DOWNLOAD_KEY } from '../../../lib/download-key.ts';

export const deleteDownload = (id: string) => api.call(downloadApi.delete, { id });

export const useDeleteDownload = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDownload,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DOWNLOAD_KEY }),
  });
};
