// download/list.json: the download records, newest first, filtered and paged by the server. While
// any listed record is generating the list is asked again every 2 s, so its progress moves.
import { useQuery } from '@tanstack/react-query';
import {
  FileState,
  downloadApi,
  type DownloadListQuery,
  type DownloadPage,
} from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { pagedQueryOptions } from '../../../lib/read-query.ts';
import { DOWNLOAD_KEY } from '../../../lib/download-key.ts';

export const GENERATING_POLL_MS = 2_000;

export const downloadsKey = (query: DownloadListQuery) => [...DOWNLOAD_KEY, 'list', query] as const;

export const listDownloads = (query: DownloadListQuery): Promise<DownloadPage> =>
  api.call(downloadApi.list, query, { silent: true });

export const isGenerating = (page: DownloadPage | undefined): boolean =>
  page?.list.some((record) => record.fileState === FileState.Generating) ?? false;

export const downloadsQueryOptions = pagedQueryOptions(downloadsKey, listDownloads, {
  refetchInterval: (q) => (isGenerating(q.state.data) ? GENERATING_POLL_MS : false),
});

export const useDownloads = (query: DownloadListQuery) => useQuery(downloadsQueryOptions(query));
