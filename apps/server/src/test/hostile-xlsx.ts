// Spreadsheets built to hurt the reader (issue 35, item 2), for tests and the bench: a small file
// whose first sheet inflates to `inflatedMb` MB, written as a stream writes it (no sizes declared
// before the data, so only the bytes inflated tell) or with its sizes declared.
import { strToU8, Zip, ZipDeflate, zipSync } from 'fflate';

const CONTENT_TYPES =
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>';
const WORKBOOK = '<workbook><sheets><sheet name="S" sheetId="1" id="rId1"/></sheets></workbook>';
const RELS =
  '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>';

/** One MB of rows of one cell each (the row numbers repeat: no reader gets that far). */
const megabyteOfRows = () => {
  const row =
    '<row><c t="inlineStr"><is><t>AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA</t></is></c></row>';
  return strToU8(row.repeat(Math.ceil((1024 * 1024) / row.length)));
};

export const hostileXlsx = (inflatedMb: number, { declareSizes = false } = {}): Uint8Array => {
  if (declareSizes) {
    const rows = megabyteOfRows();
    const sheet = new Uint8Array(rows.length * inflatedMb);
    for (let i = 0; i < inflatedMb; i += 1) sheet.set(rows, i * rows.length);
    return zipSync(
      {
        '[Content_Types].xml': strToU8(CONTENT_TYPES),
        'xl/workbook.xml': strToU8(WORKBOOK),
        'xl/_rels/workbook.xml.rels': strToU8(RELS),
        'xl/worksheets/sheet1.xml': sheet,
      },
      { level: 9 },
    );
  }
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  for (const [name, text] of [
    ['[Content_Types].xml', CONTENT_TYPES],
    ['xl/workbook.xml', WORKBOOK],
    ['xl/_rels/workbook.xml.rels', RELS],
  ] as const) {
    const part = new ZipDeflate(name);
    zip.add(part);
    part.push(strToU8(text), true);
  }
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 9 });
  zip.add(sheet);
  sheet.push(strToU8('<worksheet><sheetData>'));
  const rows = megabyteOfRows();
  for (let i = 0; i < inflatedMb; i += 1) sheet.push(rows);
  sheet.push(strToU8('</sheetData></worksheet>'), true);
  zip.end();
  return Buffer.concat(chunks);
};
