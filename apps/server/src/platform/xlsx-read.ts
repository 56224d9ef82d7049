// Reading the first sheet of an uploaded XLSX file (the trade-orders import and batch payments) as
// rows of cell texts. Cells keep the text the file holds: a number is the decimal the file wrote
// ("1250.5"), never a JS number, so amounts stay exact; dates stay Excel's serial number for the
// caller, who knows which columns hold times. The XML is read with saxes (no DTD, no external
// entities).
//
// An upload is hostile until read, so the reading is bounded and shares the event loop (issue 35:
// one 465 KB file inflating to 191 MB stalled the whole server for up to 12.8 s):
// - the archive is inflated as a stream (fflate's Unzip) a few KB of input at a time, each piece
//   parsed as it comes, giving way to other requests every few milliseconds;
// - the inflated bytes of the parts read are capped by the caller, near what its largest allowed
//   file needs; a part whose declared size is already past it is refused before inflating;
// - reading stops at the caller's row limit: a file with more rows is refused at the first row
//   past it, not after all of them are parsed.
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { SaxesParser } from 'saxes';
import { setImmediate as yieldToLoop } from 'node:timers/promises';

/** Why a file was refused: not a workbook, inflating past the cap, or more rows than allowed. */
export type XlsxRefusal = 'format' | 'size' | 'rows';

export class XlsxError extends Error {
  constructor(
    message: string,
    readonly refusal: XlsxRefusal = 'format',
  ) {
    super(message);
    this.name = 'XlsxError';
  }
}

export type XlsxLimits = {
  /** Filled rows read at most, the header row included; one more refuses the file. */
  maxRows: number;
  /** Inflated bytes of the parts read at most (workbook, relationships, sheet, shared strings). */
  maxInflatedBytes: number;
};

/** A whole sheet (Excel's row count) within the old 200 MB cap: for files of our own (tests). */
const SHEET_LIMITS: XlsxLimits = { maxRows: 1_048_576, maxInflatedBytes: 200 * 1024 * 1024 };

/**
 * Inflated bytes aimed at per piece of input: the inflater's every push costs a copy of its 32 KB
 * window besides its output, so pieces should be large, and a hostile ratio (up to 1:1032) makes a
 * large piece inflate to megabytes that would hold the loop. The next piece's size follows the
 * ratio seen so far: OUTPUT_PER_PUSH / ratio, within 256 bytes and 4 KB of input (at most ~4 MB
 * out once, where a part begins inside a piece; a part that begins starts again from the least).
 */
const OUTPUT_PER_PUSH = 128 * 1024;
const MIN_INPUT = 256;
const MAX_INPUT = 4 * 1024;
/**
 * The longest the reader holds the event loop before giving way: readers running side by side take
 * their turns one after another before the loop reads the network again, so a request waits for
 * about one slice of each (3 readers: ~15–25 ms).
 */
const SLICE_MS = 4;

type XmlHandlers = {
  open?: (name: string, attributes: Record<string, string>) => void;
  close?: (name: string, text: string) => void;
};

const localName = (name: string) => (name.includes(':') ? name.slice(name.indexOf(':') + 1) : name);

/** A streaming XML reader: `write` pieces of UTF-8 as they inflate, then `end`. */
const xmlReader = (handlers: XmlHandlers) => {
  const parser = new SaxesParser({ xmlns: false, position: false });
  const decoder = new TextDecoder('utf-8', { fatal: false });
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
  const check = () => {
    if (failure) throw failure;
  };
  return {
    write(bytes: Uint8Array) {
      check();
      parser.write(decoder.decode(bytes, { stream: true }));
      check();
    },
    end() {
      check();
      parser.write(decoder.decode()).close();
      check();
    },
  };
};

/**
 * Streams the parts `readerOf` wants through their readers (the archive's other parts are never
 * inflated), counting inflated bytes against the cap; stops early once `done` says so.
 */
const readParts = async (
  bytes: Uint8Array,
  readerOf: (name: string) => ReturnType<typeof xmlReader> | undefined,
  budget: { left: number },
  done: () => boolean = () => false,
) => {
  let failure: unknown = null;
  let partStarted = false;
  const unzip = new Unzip((file: UnzipFile) => {
    const reader = readerOf(file.name);
    if (!reader || failure) return;
    partStarted = true;
    if (file.originalSize !== undefined && file.originalSize > budget.left) {
      failure = new XlsxError('the file inflates beyond the limit', 'size');
      return;
    }
    file.ondata = (error, data, final) => {
      if (failure) return;
      try {
        if (error) throw new XlsxError('not an XLSX file (a part cannot be inflated)');
        budget.left -= data.length;
        if (budget.left < 0) throw new XlsxError('the file inflates beyond the limit', 'size');
        reader.write(data);
        if (final) reader.end();
      } catch (caught) {
        failure = caught;
        file.terminate();
      }
    };
    try {
      file.start();
    } catch {
      failure = new XlsxError('not an XLSX file (a part is compressed in an unknown way)');
    }
  });
  unzip.register(UnzipInflate);
  let sliceStart = performance.now();
  let piece = MIN_INPUT;
  for (let offset = 0; offset < bytes.length && !failure && !done();) {
    const end = Math.min(offset + piece, bytes.length);
    const before = budget.left;
    try {
      unzip.push(bytes.subarray(offset, end), end === bytes.length);
    } catch (caught) {
      failure ??=
        caught instanceof XlsxError
          ? caught
          : new XlsxError('not an XLSX file (the archive cannot be read)');
    }
    const inflated = before - budget.left;
    const ratio = inflated / (end - offset);
    piece = partStarted
      ? MIN_INPUT
      : Math.round(
          Math.min(MAX_INPUT, Math.max(MIN_INPUT, ratio > 0 ? OUTPUT_PER_PUSH / ratio : piece * 2)),
        );
    partStarted = false;
    offset = end;
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToLoop();
      sliceStart = performance.now();
    }
  }
  if (failure) throw failure;
};

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

/** The path of the workbook's first sheet, through its relationship. */
const firstSheetPath = async (bytes: Uint8Array, budget: { left: number }) => {
  let firstSheetRel: string | undefined;
  let relTargets: Map<string, string> | undefined;
  let sawWorkbook = false;
  const workbook = xmlReader({
    open: (name, attributes) => {
      if (name === 'sheet' && !firstSheetRel) firstSheetRel = attributes['r:id'] ?? attributes.id;
    },
    close: (name) => {
      if (name === 'workbook') sawWorkbook = true;
    },
  });
  const targets = new Map<string, string>();
  const rels = xmlReader({
    open: (name, attributes) => {
      if (name === 'Relationship' && attributes.Id && attributes.Target)
        targets.set(attributes.Id, attributes.Target);
    },
    close: (name) => {
      if (name === 'Relationships') relTargets = targets;
    },
  });
  await readParts(
    bytes,
    (name) =>
      name === 'xl/workbook.xml'
        ? workbook
        : name === 'xl/_rels/workbook.xml.rels'
          ? rels
          : undefined,
    budget,
    () => sawWorkbook && relTargets !== undefined,
  );
  if (!sawWorkbook) throw new XlsxError('not an XLSX file (no workbook)');
  const target = firstSheetRel ? relTargets?.get(firstSheetRel) : undefined;
  if (!target) return 'xl/worksheets/sheet1.xml';
  return `xl/${target.replace(/^\/?xl\//, '').replace(/^\//, '')}`;
};

type RawCell = { column: number; text: string; shared: boolean };

/**
 * The first sheet's filled rows (1-based row numbers kept: empty rows are skipped), each an array
 * of cell texts by column (missing cells are ''). Refused (XlsxError) when it is no workbook, when
 * it inflates past `limits.maxInflatedBytes`, or at the first filled row past `limits.maxRows`.
 */
export const readXlsxRows = async (
  bytes: Uint8Array,
  limits: XlsxLimits = SHEET_LIMITS,
): Promise<{ row: number; cells: string[] }[]> => {
  const budget = { left: limits.maxInflatedBytes };
  const sheetPath = await firstSheetPath(bytes, budget);

  const shared: string[] = [];
  let current = '';
  let inPhonetic = false;
  const strings = xmlReader({
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

  // Shared strings may come after the sheet in the archive: cells keep their index until the end.
  const rows: { row: number; cells: RawCell[] }[] = [];
  let sawSheet = false;
  let rowNumber = 0;
  let cells: RawCell[] = [];
  let cell: { column: number; type: string } | null = null;
  let value = '';
  const sheet = xmlReader({
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
      if (name === 'worksheet') sawSheet = true;
      if (!cell) {
        if (name === 'row' && cells.some((c) => c.shared || c.text.trim() !== '')) {
          if (rows.length >= limits.maxRows)
            throw new XlsxError(`more than ${limits.maxRows} filled rows`, 'rows');
          rows.push({ row: rowNumber, cells });
        }
        return;
      }
      if (name === 'v' || (name === 't' && cell.type === 'inlineStr')) value += chunk;
      if (name === 'c') {
        const text =
          cell.type === 'b' ? (value === '1' ? 'TRUE' : 'FALSE') : cell.type === 'e' ? '' : value;
        if (cell.type !== 's' || value !== '')
          cells.push({ column: cell.column, text, shared: cell.type === 's' });
        cell = null;
      }
    },
  });
  await readParts(
    bytes,
    (name) => (name === sheetPath ? sheet : name === 'xl/sharedStrings.xml' ? strings : undefined),
    budget,
  );
  if (!sawSheet) throw new XlsxError('not an XLSX file (no first sheet)');

  const out: { row: number; cells: string[] }[] = [];
  for (const { row, cells: raw } of rows) {
    const texts: string[] = [];
    for (const c of raw) texts[c.column - 1] = c.shared ? (shared[Number(c.text)] ?? '') : c.text;
    const filled = Array.from(texts, (t) => t ?? '');
    // A row whose only cells were shared strings that are blank is an empty row after all.
    if (filled.some((t) => t.trim() !== '')) out.push({ row, cells: filled });
  }
  return out;
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
