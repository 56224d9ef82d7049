// An XLSX of text cells as a user fills a template in (a header row, then the rows), written by the
// product's own writer, for the journeys and the benchmarks that upload one.
import { PassThrough } from 'node:stream';
import { writeXlsx } from '../modules/services/download/formats/xlsx.ts';

/** The sheet `sheetName` with `headers` and `rows`; `textColumns` formats its columns as text. */
export const textSheet = async (
  sheetName: string,
  headers: readonly string[],
  rows: string[][],
  { textColumns = false } = {},
) => {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  async function* batches() {
    yield rows;
  }
  await writeXlsx(out, {
    sheetName,
    columns: headers.map((header) => ({ header, kind: 'text' as const })),
    batches: batches(),
    ...(textColumns ? { textColumns } : {}),
  });
  out.end();
  return Buffer.concat(chunks);
};
