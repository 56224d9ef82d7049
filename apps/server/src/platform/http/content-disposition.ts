// How an answer names the file it carries (RFC 6266/5987): an ASCII fallback and the UTF-8 name;
// `attachment` to save it, `inline` to show it (a preview keeps the name for its download link).
export const contentDisposition = (
  fileName: string,
  kind: 'attachment' | 'inline' = 'attachment',
) =>
  `${kind}; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
