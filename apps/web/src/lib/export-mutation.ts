// An export: a file generated in the background into the download centre (features/download). The
// header's download count and the download list are read again (the shared key), so the new record
// shows at once without importing the download feature.
import { DOWNLOAD_KEY } from './download-key.ts';
import { useRefreshMutation } from './refresh-mutation.ts';

export const useExportMutation = <I, R>(exportFn: (input: I) => Promise<R>) =>
  useRefreshMutation(exportFn, [DOWNLOAD_KEY]);
