// file/view.json: the bytes of one of the merchant's own uploads, for previews (a form resumed on
// another device knows only its files' ids). A file just uploaded is put in the same cache entry
// from the browser's own copy, so it is never fetched back.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { documentsApi } from '@tradebridge/contracts';
import type { DownloadedFile } from '@tradebridge/ui';
import { api } from './api.ts';

const fileKey = (fileId: string) => ['file', fileId] as const;

export const viewFile = (fileId: string): Promise<DownloadedFile> =>
  api.call(documentsApi.viewFile, { fileId }, { silent: true });

export const fileQueryOptions = (fileId: string) =>
  queryOptions({
    queryKey: fileKey(fileId),
    // file/view.json names the file as it was uploaded (Content-Disposition).
    queryFn: () => viewFile(fileId),
    // A file's bytes never change under its id.
    staleTime: Infinity,
  });

export const useFile = (fileId: string | undefined) =>
  useQuery({ ...fileQueryOptions(fileId ?? ''), enabled: Boolean(fileId) });

/** Remembers a file the user has just uploaded under its new id. */
export const rememberUploadedFile = (queryClient: QueryClient, fileId: string, file: File) =>
  queryClient.setQueryData<DownloadedFile>(fileKey(fileId), {
    blob: file,
    fileName: file.name,
    contentType: file.type,
  });
