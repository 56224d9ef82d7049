// CSV exports, streamed: UTF-8 with a byte-order mark (so Excel reads Chinese and Russian
// correctly), RFC 4180 quoting, LF line ends (as PostgreSQL's COPY writes them; every spreadsheet
// reads them), and a guard against formula injection in text cells. Two writers give the same
// bytes: writeCsv from rows in batches (PGlite), and the database itself through COPY with the
// cells as SQL (PostgreSQL), where csvTextSql (in the module's repository.ts, with the SQL) is
// csvText's rule.
import type { Writable } from 'node:stream';
import { writeChunk } from '../../../../platform/stream-out.ts';
import type { ExportColumn } from './columns.ts';

const BOM = '\uFEFF';
const LF = '\n';
const NEEDS_QUOTES = /[",\r\n]/;
const QUOTES = /"/g;

/**
 * A text cell as CSV. One that a spreadsheet would read as a formula (starting with = + - @, a
 * tab or a carriage return) gets a leading single quote, so "=HYPERLINK(...)" in a note stays text.
 */
export const csvText = (value: string): string => {
  value = csvFormulaGuard(value);
  return NEEDS_QUOTES.test(value) ? `"${value.replace(QUOTES, '""')}"` : value;
};

/** The formula guard alone (COPY does the quoting): for labels written into SQL as literals. */
export const csvFormulaGuard = (value: string): string => {
  const first = value.charCodeAt(0);
  // = + - @ \t \r
  if (first === 61 || first === 43 || first === 45 || first === 64 || first === 9 || first === 13)
    return `'${value}`;
  return value;
};

/** The byte-order mark and the header line. */
export const csvHeader = (columns: ExportColumn[]) =>
  Buffer.from(BOM + columns.map((c) => csvText(c.header)).join(',') + LF, 'utf8');

/**
 * Counts the rows of CSV text arriving in chunks: line ends outside quoted values (a note may
 * hold a line break). Answers the running count after each chunk.
 */
export const csvRowCounter = () => {
  let inQuotes = false;
  let rows = 0;
  return (chunk: Uint8Array): number => {
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i];
      if (byte === 34) inQuotes = !inQuotes;
      else if (byte === 10 && !inQuotes) rows += 1;
    }
    return rows;
  };
};

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A number cell (an exact decimal string such as "-1250.75") as it is; anything else as text. */
const csvNumber = (value: string): string => (DECIMAL.test(value) ? value : csvText(value));

/**
 * Writes the header and every row of `batches` to `out` (which it does not end) and answers how
 * many rows and bytes it wrote. `onRows` hears the running row count after every batch.
 */
export const writeCsv = async (
  out: Writable,
  columns: ExportColumn[],
  batches: AsyncIterable<string[][]>,
  onRows?: (rowsSoFar: number) => void | Promise<void>,
): Promise<{ rows: number; bytes: number }> => {
  const isNumber = columns.map((c) => c.kind === 'number');
  const width = columns.length;
  let bytes = await writeChunk(out, csvHeader(columns));
  let rows = 0;
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    let chunk = '';
    for (const row of batch) {
      let line = '';
      for (let i = 0; i < width; i++) {
        const value = row[i] ?? '';
        if (i > 0) line += ',';
        if (value !== '') line += isNumber[i] ? csvNumber(value) : csvText(value);
      }
      chunk += line + LF;
    }
    bytes += await writeChunk(out, Buffer.from(chunk, 'utf8'));
    rows += batch.length;
    await onRows?.(rows);
  }
  return { rows, bytes };
};
