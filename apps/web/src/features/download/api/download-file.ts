// download/file.json: the file of a complete record, saved by a direct download (countdown,
// time-out, the envelope's message on failure: @tradebridge/ui). The server marks the record
// downloaded, so afterwards the list and the header count refresh, whatever the outcome (a failure
// such as DOWNLOAD_EXPIRED changes the record too).
import { useQueryClient } from '@tanstack/react-query';
import { downloadApi, type DownloadRecord } from '@tradebridge/contracts';
import { useDirectDownload } from '@tradebridge/ui';
import { useCallback } from 'react';
import { api } from '../../../lib/api.ts';
import { DOWNLOAD_KEY } from '../../../lib/download-key.ts';

export const DOWNLOAD_FILE_PATH = downloadApi.file.path;

export const useDownloadFile = () => {
  const queryClient = useQueryClient();
  const { download, overlay, isDownloading } = useDirectDownload(api);
  const downloadFile = useCallback(
    async (record: Pick<DownloadRecord, 'id' | 'fileName'>) => {
      const file = await download(
        DOWNLOAD_FILE_PATH,
        { id: record.id },
        { fallbackName: record.fileName },
      );
      await queryClient.invalidateQueries({ queryKey: DOWNLOAD_KEY });
      return file;
    },
    [download, queryClient],
  );
  return { downloadFile, overlay, isDownloading };
};
