// The query-key prefix of the download centre (features/download). Screens that start an export
// (wallet fund details, statements) refresh the header count and the list through it without
// importing the download feature.
export const DOWNLOAD_KEY = ['download'] as const;
