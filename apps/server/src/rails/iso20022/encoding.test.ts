// The encoding of an XML file by its first bytes, and the upload's "is this XML at all" on them.
import { describe, expect, it } from 'vitest';
import { looksLikeXml, sniffEncoding } from './encoding.ts';

const DECLARATION = '<?xml version="1.0" encoding="UTF-16"?>\n<Document/>';
const utf16le = Buffer.from(DECLARATION, 'utf16le');
const utf16be = Buffer.from(utf16le).swap16();

describe('the encoding of an XML file', () => {
  it('is found by the BOM, the 00-byte pattern of `<?xml`, then the declaration, else UTF-8', () => {
    expect(sniffEncoding(Buffer.from([0xef, 0xbb, 0xbf, 0x3c]))).toBe('utf-8');
    expect(sniffEncoding(Buffer.concat([Buffer.from([0xff, 0xfe]), utf16le]))).toBe('utf-16le');
    expect(sniffEncoding(Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be]))).toBe('utf-16be');
    expect(sniffEncoding(utf16le)).toBe('utf-16le');
    expect(sniffEncoding(utf16be)).toBe('utf-16be');
    expect(sniffEncoding(Buffer.from("<?xml version='1.0' encoding='ISO-8859-1'?><a/>"))).toBe(
      'iso-8859-1',
    );
    expect(sniffEncoding(Buffer.from('<?xml version="1.0" encoding="windows-1252"?>'))).toBe(
      'windows-1252',
    );
    expect(sniffEncoding(Buffer.from('<?xml version="1.0"?><a/>'))).toBe('utf-8');
    // UTF-16 declared over 8-bit bytes cannot be: the bytes win.
    expect(sniffEncoding(Buffer.from(DECLARATION, 'utf8'))).toBe('utf-8');
  });

  it('tells XML from other files in any of those encodings', () => {
    expect(looksLikeXml(utf16le)).toBe(true);
    expect(looksLikeXml(utf16be)).toBe(true);
    expect(looksLikeXml(Buffer.concat([Buffer.from([0xff, 0xfe]), utf16le]))).toBe(true);
    expect(looksLikeXml(Buffer.from('\uFEFF  <Document xmlns="x"/>'))).toBe(true);
    expect(
      looksLikeXml(
        Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><Nm>Zoë</Nm>', 'latin1'),
      ),
    ).toBe(true);
    expect(looksLikeXml(Buffer.from('%PDF-1.4 not xml'))).toBe(false);
    expect(looksLikeXml(Buffer.from('a,b,c\n1,2,3\n'))).toBe(false);
    expect(looksLikeXml(Buffer.from('%PDF-1.4 not xml', 'utf16le'))).toBe(false);
  });
});
