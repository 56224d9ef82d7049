// The file name of a Content-Disposition header (RFC 6266): the UTF-8 `filename*` when present,
// else the plain `filename`. Path separators are dropped so a name can never point elsewhere.
const EXTENDED = /filename\*\s*=\s*([\w!#$&+.^`|~-]+)'[^']*'([^;]+)/i;
const QUOTED = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i;
const TOKEN = /filename\s*=\s*([^;"\s]+)/i;

const clean = (name: string): string | undefined => {
  const base = name.replace(/[/\\]/g, '_').trim();
  return base && base !== '.' && base !== '..' ? base : undefined;
};

export const fileNameFromDisposition = (header: string | null | undefined): string | undefined => {
  if (!header) return undefined;
  const extended = EXTENDED.exec(header);
  if (extended?.[2]) {
    try {
      // Only UTF-8 (and its ASCII subset) is sent by our server and by browsers today.
      return clean(decodeURIComponent(extended[2].trim()));
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const quoted = QUOTED.exec(header);
  if (quoted?.[1] !== undefined) return clean(quoted[1].replace(/\\(.)/g, '$1'));
  const token = TOKEN.exec(header);
  return token?.[1] ? clean(token[1]) : undefined;
};
