// Reading the first sheet of an uploaded XLSX file (an import: trade orders now, batch payments
// next) as rows of cell texts. Cells keep the text the file holds: a number is the decimal the
// file wrote ("1250.5"), never a JS number, so amounts stay exact; dates stay Excel's serial
// number for the caller, who knows which columns hold times. The archive is unzipped with fflate
// (only the parts needed, with a cap on their inflated size against zip bombs), the XML is read
// with saxes (no DTD, no external entities).
import { unzipSync } from 'fflate';
import { SaxesParser } from 'saxes';

export class XlsxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XlsxError';
  }
}

/** Inflated bytes of the parts read, at most: a 10 MB upload of text inflates ~10× at most. */
const MAX_INFLATED = 200 * 1024 * 1024;

const parseXml = (
  xml: string,
  handlers: {
    open?: (name: string, attributes: Record<string, string>) => void;
    close?: (name: string, text: string) => void;
  },
) => {
  const parser = new SaxesParser({ xmlns: false, position: false });
  let text = '';
  let failure: Error | null = null;
  parser.on('error', (error) => {
    failure ??= new XlsxError(`not well-formed XML: ${error.message}`);
  });
  parser.on('doctype', () => {
    failure ??= new XlsxError('a DOCTYPE is not allowed');
  });
  parser.on('opentag', (tag) => {
    text = '';
    handlers.open?.(localName(tag.name), tag.attributes as Record<string, string>);
  });
  parser.on('text', (chunk) => {
    text += chunk;
  });
  parser.on('closetag', (tag) => {
    handlers.close?.(localName(tag.name), text);
    text = '';
  });
  parser.write(xml).close();
  if (failure) throw failure;
};

const localName = (name: string) => (name.includes(':') ? name.slice(name.indexOf(':') + 1) : name);

/** "AB" → 27 (1-based column number of a cell reference's letters). */
const columnOf = (reference: string) => {
  let column = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column;
};

const decoder = new TextDecoder('utf-8', { fatal: false });

/**
 * The first sheet's rows (1-based row numbers kept: empty rows are skipped), each an array of
 * cell texts by column (missing cells are '').
 */
export const readXlsxRows = (bytes: Uint8Array): { row: number; cells: string[] }[] => {
  let inflated = 0;
  /** The parts named, unzipped (the archive's other parts stay compressed). */
  const unzip = (names: (name: string) => boolean): Record<string, Uint8Array> => {
    try {
      return unzipSync(bytes, {
        filter: (file) => {
          if (!names(file.name)) return false;
          inflated += file.originalSize;
          if (inflated > MAX_INFLATED) throw new XlsxError('the file inflates beyond the limit');
          return true;
        },
      });
    } catch (error) {
      if (error instanceof XlsxError) throw error;
      throw new XlsxError('not an XLSX file (the archive cannot be read)');
    }
  };
  const index = unzip(
    (name) => name === 'xl/workbook.xml' || name === 'xl/_rels/workbook.xml.rels',
  );
  const text = (parts: Record<string, Uint8Array>, name: string) => {
    const part = parts[name];
    return part ? decoder.decode(part) : undefined;
  };

  // The first sheet of the workbook, through its relationship.
  let firstSheetRel: string | undefined;
  const workbook = text(index, 'xl/workbook.xml');
  if (!workbook) throw new XlsxError('not an XLSX file (no workbook)');
  parseXml(workbook, {
    open: (name, attributes) => {
      if (name === 'sheet' && !firstSheetRel) firstSheetRel = attributes['r:id'] ?? attributes.id;
    },
  });
  let sheetPath = 'xl/worksheets/sheet1.xml';
  const rels = text(index, 'xl/_rels/workbook.xml.rels');
  if (rels && firstSheetRel) {
    parseXml(rels, {
      open: (name, attributes) => {
        if (name === 'Relationship' && attributes.Id === firstSheetRel && attributes.Target) {
          const target = attributes.Target.replace(/^\/?xl\//, '').replace(/^\//, '');
          sheetPath = `xl/${target}`;
        }
      },
    });
  }
  const parts = unzip((name) => name === sheetPath || name === 'xl/sharedStrings.xml');
  const sheet = text(parts, sheetPath);
  if (!sheet) throw new XlsxError('not an XLSX file (no first sheet)');

  const shared: string[] = [];
  const strings = text(parts, 'xl/sharedStrings.xml');
  if (strings) {
    let current = '';
    let inPhonetic = false;
    parseXml(strings, {
      open: (name) => {
        if (name === 'si') current = '';
        if (name === 'rPh') inPhonetic = true;
      },
      close: (name, value) => {
        if (name === 't' && !inPhonetic) current += value;
        if (name === 'rPh') inPhonetic = false;
        if (name === 'si') shared.push(current);
      },
    });
  }

  const rows: { row: number; cells: string[] }[] = [];
  let rowNumber = 0;
  let cells: string[] = [];
  let cell: { column: number; type: string } | null = null;
  let value = '';
  parseXml(sheet, {
    open: (name, attributes) => {
      if (name === 'row') {
        rowNumber = Number(attributes.r ?? rowNumber + 1);
        cells = [];
      } else if (name === 'c') {
        const column = attributes.r ? columnOf(attributes.r) : cells.length + 1;
        cell = { column, type: attributes.t ?? 'n' };
        value = '';
      }
    },
    close: (name, chunk) => {
      if (!cell) {
        if (name === 'row' && cells.some((c) => c.trim() !== ''))
          rows.push({ row: rowNumber, cells: Array.from(cells, (c) => c ?? '') });
        return;
      }
      if (name === 'v' || (name === 't' && cell.type === 'inlineStr')) value += chunk;
      if (name === 'c') {
        const text =
          cell.type === 's'
            ? (shared[Number(value)] ?? '')
            : cell.type === 'b'
              ? value === '1'
                ? 'TRUE'
                : 'FALSE'
              : cell.type === 'e'
                ? ''
                : value;
        cells[cell.column - 1] = text;
        cell = null;
      }
    },
  });
  return rows;
};

/**
 * A numeric cell's text as a plain decimal: exponents expanded ("1.5E-3" → "0.0015") and, like
 * Excel shows it, at most 15 significant digits ("0.30000000000000004" → "0.3"). Text that is not
 * a number is answered as it is (the caller's rule then refuses it by name).
 */
export const plainDecimalOf = (text: string): string => {
  const match = /^(-?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text.trim());
  if (!match || (!match[2] && !match[3])) return text.trim();
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  let digits = `${whole}${fraction}`;
  let point = whole.length + Number(exponent);
  // Leading zeros off, the point moved with them.
  const lead = digits.length - digits.replace(/^0+/, '').length;
  digits = digits.slice(lead);
  point -= lead;
  if (digits === '') return '0';
  if (digits.length > 15) {
    // Round half up at 15 significant digits.
    const kept = BigInt(digits.slice(0, 15)) + (digits[15]! >= '5' ? 1n : 0n);
    const keptText = kept.toString();
    point += keptText.length - 15;
    digits = keptText;
  }
  digits = digits.replace(/0+$/, '');
  if (digits === '') return '0';
  const out =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length
        ? `${digits}${'0'.repeat(point - digits.length)}`
        : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return `${sign}${out}`;
};

/** An Excel date serial (days since 1899-12-30, the fraction a time of day) as a UTC instant. */
export const dateOfSerial = (text: string): Date | null => {
  if (!/^\d+(\.\d+)?$/.test(text.trim())) return null;
  const serial = Number(text);
  if (serial < 1 || serial > 2_958_465) return null;
  const ms = Math.round((serial - 25_569) * 86_400) * 1000;
  return new Date(ms);
};
