// The character encoding of an XML file, as the XML specification (appendix F) finds it: a byte
// order mark, else the 00-byte pattern of a UTF-16 `<?xml` without one, else the declaration's
// `encoding` (read as ASCII, which every encoding it may name agrees on up to there), else UTF-8.
// Banks send UTF-8 with and without BOM, UTF-16 from Windows tools and ISO-8859-1 / windows-1252
// from older systems; each is decoded to text before the SAX parser sees it, so a name like
// "Zoë Müller" arrives as written whatever the bytes.
import type { Readable } from 'node:stream';

/** Enough of a file's start to hold its byte order mark and XML declaration. */
export const HEAD_BYTES = 1024;

const DECLARED = /^<\?xml\s[^?]*?encoding\s*=\s*["']([A-Za-z][\w.:-]*)["']/;

/** The WHATWG label of the encoding the head's bytes and declaration say. */
export const sniffEncoding = (head: Uint8Array): string => {
  const [b0, b1, b2, b3] = head;
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) return 'utf-8';
  if (b0 === 0xff && b1 === 0xfe) return 'utf-16le';
  if (b0 === 0xfe && b1 === 0xff) return 'utf-16be';
  // `<?` (or any two ASCII characters) as 16-bit units without a BOM.
  if (head.length >= 4 && b0 !== 0 && b1 === 0 && b2 !== 0 && b3 === 0) return 'utf-16le';
  if (head.length >= 4 && b0 === 0 && b1 !== 0 && b2 === 0 && b3 !== 0) return 'utf-16be';
  const declared = DECLARED.exec(
    Buffer.from(head.buffer, head.byteOffset, Math.min(head.length, HEAD_BYTES)).toString('latin1'),
  )?.[1];
  if (!declared) return 'utf-8';
  const label = declared.toLowerCase();
  // A declaration of UTF-16 over 8-bit bytes cannot be right (its `<?xml` was just read as
  // bytes): the bytes are what they are, and UTF-8 is the one reading that may still hold.
  return label.startsWith('utf-16') || label === 'ucs-2' ? 'utf-8' : label;
};

/** A decoder for the label, or null when the platform knows no such encoding. */
export const decoderFor = (label: string) => {
  try {
    return new TextDecoder(label);
  } catch {
    return null;
  }
};

/** XML by its first bytes, whatever their encoding: a prolog or an element after any white space. */
export const looksLikeXml = (head: Buffer) => {
  const decoder = decoderFor(sniffEncoding(head)) ?? new TextDecoder('utf-8');
  const text = decoder
    .decode(head, { stream: true })
    .replace(/^\uFEFF/, '')
    .trimStart();
  return /^<(\?xml[\s?]|[A-Za-z_][\w.:-]*[\s>/])/.test(text);
};

export class EncodingError extends Error {
  override name = 'EncodingError';
  /** The encoding the file names that cannot be decoded, when that is what is wrong. */
  constructor(
    message: string,
    readonly label?: string,
  ) {
    super(message);
  }
}

/**
 * The text of an XML stream, piece by piece, decoded by what its head says (a byte order mark is
 * not part of the text). Pieces that already are text (a stream in object mode of strings) pass
 * as they are. Throws EncodingError for an encoding the platform cannot decode.
 */
export async function* xmlText(source: Readable): AsyncGenerator<string> {
  let decoder: TextDecoder | null = null;
  const head: Buffer[] = [];
  let headLength = 0;
  let textMode = false;
  let first = true;
  for await (const chunk of source as AsyncIterable<Buffer | string>) {
    if (typeof chunk === 'string') {
      // Text already: its decoding was the producer's business.
      if (decoder || headLength > 0) throw new EncodingError('a stream of bytes and text at once');
      textMode = true;
      yield first ? chunk.replace(/^\uFEFF/, '') : chunk;
      first = false;
      continue;
    }
    if (textMode) throw new EncodingError('a stream of bytes and text at once');
    if (decoder) {
      const text = decoder.decode(chunk, { stream: true });
      if (text) yield text;
      continue;
    }
    head.push(chunk);
    headLength += chunk.length;
    if (headLength >= HEAD_BYTES) {
      const bytes = Buffer.concat(head, headLength);
      head.length = 0;
      decoder = decoderOf(bytes);
      const text = decoder.decode(bytes, { stream: true });
      if (text) yield text;
    }
  }
  let tail = '';
  if (!decoder && headLength > 0) {
    const bytes = Buffer.concat(head, headLength);
    decoder = decoderOf(bytes);
    tail = decoder.decode(bytes, { stream: true });
  }
  if (decoder) tail += decoder.decode();
  if (tail) yield tail;
}

const decoderOf = (head: Buffer) => {
  const label = sniffEncoding(head);
  const decoder = decoderFor(label);
  if (!decoder) throw new EncodingError(`the encoding "${label}" is not supported`, label);
  return decoder;
};
