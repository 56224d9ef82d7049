import { strToU8, Zip, ZipDeflate, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { dateOfSerial, plainDecimalOf, readXlsxRows, XlsxError } from './xlsx-read.ts';

/** A workbook as Excel writes it: shared strings, numbers as <v>, a sheet behind a relationship. */
const workbook = (sheet: string, strings: string[]) =>
  zipSync({
    '[Content_Types].xml': strToU8('<Types/>'),
    'xl/workbook.xml': strToU8(
      '<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Orders" sheetId="1" r:id="rId7"/></sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<Relationships><Relationship Id="rId7" Target="worksheets/orders.xml"/></Relationships>',
    ),
    'xl/sharedStrings.xml': strToU8(
      `<sst>${strings.map((s) => `<si><r><t>${s.slice(0, 2)}</t></r><r><t xml:space="preserve">${s.slice(2)}</t></r><rPh><t>ふりがな</t></rPh></si>`).join('')}</sst>`,
    ),
    'xl/worksheets/orders.xml': strToU8(sheet),
  });

describe('readXlsxRows', () => {
  it('reads shared and inline strings, numbers as written, by column, skipping empty rows', async () => {
    const file = workbook(
      '<worksheet><sheetData>' +
        '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="s"><v>1</v></c></row>' +
        '<row r="2"><c r="A2"><v>0.30000000000000004</v></c><c r="B2" t="inlineStr"><is><t>LED 灯</t></is></c><c r="C2" t="b"><v>1</v></c></row>' +
        '<row r="3"><c r="A3"/></row>' +
        '<row r="5"><c r="B5"><v>1.5E-3</v></c></row>' +
        '</sheetData></worksheet>',
      ['Order number', 'Payer'],
    );
    expect(await readXlsxRows(file)).toEqual([
      { row: 1, cells: ['Order number', '', 'Payer'] },
      { row: 2, cells: ['0.30000000000000004', 'LED 灯', 'TRUE'] },
      { row: 5, cells: ['', '1.5E-3'] },
    ]);
  });

  it('refuses what is not a workbook, and a DOCTYPE', async () => {
    await expect(readXlsxRows(strToU8('%PDF-1.4'))).rejects.toThrow(XlsxError);
    await expect(readXlsxRows(zipSync({ 'a.txt': strToU8('x') }))).rejects.toThrow(XlsxError);
    const doctype = workbook(
      '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><worksheet/>',
      [],
    );
    await expect(readXlsxRows(doctype)).rejects.toThrow(XlsxError);
  });
});

/** A sheet of `rows` rows of one inline string each. */
const sheetOf = (rows: number, text = 'x') =>
  `<worksheet><sheetData>${Array.from(
    { length: rows },
    (_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="inlineStr"><is><t>${text}</t></is></c></row>`,
  ).join('')}</sheetData></worksheet>`;

/** The same workbook written as a stream writes it: no sizes before the data (data descriptors). */
const streamedWorkbook = (parts: [string, string][]) => {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  for (const [name, text] of parts) {
    const file = new ZipDeflate(name, { level: 9 });
    zip.add(file);
    file.push(strToU8(text), true);
  }
  zip.end();
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
};
const WORKBOOK: [string, string] = [
  'xl/workbook.xml',
  '<workbook><sheets><sheet name="S" sheetId="1" id="rId1"/></sheets></workbook>',
];
const RELS: [string, string] = [
  'xl/_rels/workbook.xml.rels',
  '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
];

describe('readXlsxRows against hostile files (issue 35, item 2)', () => {
  const limits = { maxRows: 51, maxInflatedBytes: 1024 * 1024 };

  it('refuses a part whose declared size is past the cap before inflating it', async () => {
    const bomb = workbook(sheetOf(1, 'x'.repeat(2 * 1024 * 1024)), []);
    expect(bomb.length).toBeLessThan(20_000);
    await expect(readXlsxRows(bomb, limits)).rejects.toMatchObject({ refusal: 'size' });
  });

  it('refuses a part past the cap by the bytes inflated when no size is declared', async () => {
    const bomb = streamedWorkbook([
      WORKBOOK,
      RELS,
      ['xl/worksheets/sheet1.xml', sheetOf(1, 'y'.repeat(3 * 1024 * 1024))],
    ]);
    await expect(readXlsxRows(bomb, limits)).rejects.toMatchObject({ refusal: 'size' });
  });

  it('stops at the first row past the limit', async () => {
    const many = workbook(sheetOf(5_000), []);
    await expect(readXlsxRows(many, limits)).rejects.toMatchObject({
      refusal: 'rows',
      message: 'more than 51 filled rows',
    });
    expect(await readXlsxRows(workbook(sheetOf(51), []), limits)).toHaveLength(51);
  });

  it('reads parts in any order, streamed, with shared strings after the sheet', async () => {
    const file = streamedWorkbook([
      [
        'xl/worksheets/sheet1.xml',
        '<worksheet><sheetData><row r="1"><c r="B1" t="s"><v>1</v></c></row></sheetData></worksheet>',
      ],
      ['xl/sharedStrings.xml', '<sst><si><t>zero</t></si><si><t>один</t></si></sst>'],
      RELS,
      WORKBOOK,
    ]);
    expect(await readXlsxRows(file, limits)).toEqual([{ row: 1, cells: ['', 'один'] }]);
  });

  it('gives way to other work while it reads a large file', async () => {
    // 40,000 rows, ~3.5 MB of XML: other callbacks run before the read is done.
    const large = workbook(sheetOf(40_000, 'LED panel light 40 W'), []);
    let turns = 0;
    const timer = setInterval(() => {
      turns += 1;
    }, 1);
    const rows = await readXlsxRows(large, { maxRows: 40_000, maxInflatedBytes: 64 * 1024 * 1024 });
    clearInterval(timer);
    expect(rows).toHaveLength(40_000);
    expect(turns).toBeGreaterThan(0);
  });
});

describe('plainDecimalOf', () => {
  it.each([
    ['12.5', '12.5'],
    ['1.5E-3', '0.0015'],
    ['1.25e3', '1250'],
    ['0.30000000000000004', '0.3'],
    ['5460.0999999999995', '5460.1'],
    ['9.9999999999999999E2', '1000'],
    ['120', '120'],
    ['007', '7'],
    ['12,5', '12,5'],
    ['abc', 'abc'],
  ])('%s → %s', (text, plain) => expect(plainDecimalOf(text)).toBe(plain));
});

describe('dateOfSerial', () => {
  it('reads Excel serials as UTC instants', () => {
    expect(dateOfSerial('46346.354166666664')?.toISOString()).toBe('2026-11-20T08:30:00.000Z');
    expect(dateOfSerial('2026-11-20')).toBeNull();
  });
});
