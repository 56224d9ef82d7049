// CSV exports, streamed: UTF-8 with a byte-order mark (so Excel reads Chinese and Russian
// correctly), CRLF line ends, RFC 4180 quoting, and a guard against formula injection in text
// cells. Each batch of rows becomes one string and one write, which is what makes it fast.
import type { Writable } from 'node:stream';
import type { ExportColumn } from './columns.ts';
import { writeChunk } from './stream-out.ts';

const BOM = '\uFEFF';
const CRLF = '\r\n';
const NEEDS_QUOTES = /[",\r\n]/;
const QUOTES = /"/g;

/**
 * A text cell as CSV. One that a spreadsheet would read as a formula (starting with = + - @, a
 * tab or a carriage return) gets a leading single quote, so "=HYPERLINK(...)" in a note stays text.
 */
export const csvText = (value: string): string => {
  const first = value.charCodeAt(0);
  // = + - @ \t \r
  if (first === 61 || first === 43 || first === 45 || first === 64 || first === 9 || first === 13)
    value = `'${value}`;
  return NEEDS_QUOTES.test(value) ? `"${value.replace(QUOTES, '""')}"` : value;
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
  let bytes = await writeChunk(
    out,
    Buffer.from(BOM + columns.map((c) => csvText(c.header)).join(',') + CRLF, 'utf8'),
  );
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
      chunk += line + CRLF;
    }
    bytes += await writeChunk(out, Buffer.from(chunk, 'utf8'));
    rows += batch.length;
    await onRows?.(rows);
  }
  return { rows, bytes };
};
