// The state of the download centre (download-centre-screen.tsx): the filters and page of the
// user's exports, and downloading and deleting a record; the request of the filters.
import {
  DownloadState,
  FileState,
  type DownloadListQuery,
  type DownloadRecord,
  type FileType,
} from '@tradebridge/contracts';
import { usePagedFilters } from '@tradebridge/ui';
import { heldFiltersOf, pagedRequestOf, type DateRange } from '../../../lib/list-query.ts';
import { useDeleteDownload } from '../api/delete-download.ts';
import { useDownloadFile } from '../api/download-file.ts';
import { useDownloads } from '../api/list-downloads.ts';

export type DownloadFilters = {
  fileType?: FileType;
  fileState?: FileState;
  downloadState?: DownloadState;
  range?: DateRange;
};

export const PAGE_SIZE = 20;

/** The request body of download/list.json for the filters and page; empty filters are left out. */
export const downloadQueryOf = (
  filters: DownloadFilters,
  pageNum: number,
  pageSize = PAGE_SIZE,
): DownloadListQuery => pagedRequestOf(filters, pageNum, pageSize);

/** Some filter narrows the list: then an empty list says so, and otherwise that none exists yet. */
export const hasFilters = (filters: DownloadFilters) =>
  Object.keys(heldFiltersOf(filters)).length > 0;

/** A record's file can be downloaded: complete and not removed after expiry. */
export const canDownload = (record: Pick<DownloadRecord, 'fileState' | 'downloadState'>) =>
  record.fileState === FileState.Complete && record.downloadState !== DownloadState.Disabled;

export const useDownloadCentreScreen = () => {
  const list = usePagedFilters<DownloadFilters>({ pageSize: PAGE_SIZE });
  const { filters, paging } = list;
  const downloads = useDownloads(
    downloadQueryOf(filters, paging.page.pageNum, paging.page.pageSize),
  );
  const { downloadFile, overlay, isDownloading } = useDownloadFile();
  const remove = useDeleteDownload();
  return {
    list,
    downloads,
    filtered: hasFilters(filters),
    overlay,
    actions: {
      isDownloading,
      onDownload: (record: DownloadRecord) => void downloadFile(record),
      // A failure has shown its toast (request layer).
      onDelete: (record: DownloadRecord) => remove.mutateAsync(record.id).catch(() => undefined),
    },
  };
};
