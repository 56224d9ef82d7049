// download/delete.json: removes a record and its file; the list and the header count refresh.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { DOWNLOAD_KEY } from '../../../lib/download-key.ts';

export const deleteDownload = (id: string): Promise<{ id: string }> =>
  api.post<{ id: string }>('download/delete.json', { id });

export const useDeleteDownload = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDownload,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DOWNLOAD_KEY }),
  });
};
