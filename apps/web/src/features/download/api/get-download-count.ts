// download/count.json: the header icon's files ready to download and files still generating.
// Polled (decision 0009: no server push) every 30 s and when the window regains focus; every 3 s
// while a file is generating, so the icon counts it as soon as it is ready.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { downloadApi, type DownloadCount } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { DOWNLOAD_KEY } from '../../../lib/download-key.ts';

export const DOWNLOAD_COUNT_KEY = [...DOWNLOAD_KEY, 'count'] as const;
export const DOWNLOAD_COUNT_POLL_MS = 30_000;
export const DOWNLOAD_COUNT_GENERATING_POLL_MS = 3_000;

export const getDownloadCount = (): Promise<DownloadCount> =>
  api.call(downloadApi.count, undefined, { silent: true });

export const downloadCountQueryOptions = () =>
  queryOptions({
    queryKey: DOWNLOAD_COUNT_KEY,
    queryFn: getDownloadCount,
    refetchInterval: (query) =>
      (query.state.data?.generating ?? 0) > 0
        ? DOWNLOAD_COUNT_GENERATING_POLL_MS
        : DOWNLOAD_COUNT_POLL_MS,
    refetchOnWindowFocus: 'always',
  });

export const useDownloadCount = () => useQuery(downloadCountQueryOptions());
