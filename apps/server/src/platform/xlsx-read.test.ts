import { strToU8, zipSync } from 'fflate';
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
  it('reads shared and inline strings, numbers as written, by column, skipping empty rows', () => {
    const file = workbook(
      '<worksheet><sheetData>' +
        '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="s"><v>1</v></c></row>' +
        '<row r="2"><c r="A2"><v>0.30000000000000004</v></c><c r="B2" t="inlineStr"><is><t>LED 灯</t></is></c><c r="C2" t="b"><v>1</v></c></row>' +
        '<row r="3"><c r="A3"/></row>' +
        '<row r="5"><c r="B5"><v>1.5E-3</v></c></row>' +
        '</sheetData></worksheet>',
      ['Order number', 'Payer'],
    );
    expect(readXlsxRows(file)).toEqual([
      { row: 1, cells: ['Order number', '', 'Payer'] },
      { row: 2, cells: ['0.30000000000000004', 'LED 灯', 'TRUE'] },
      { row: 5, cells: ['', '1.5E-3'] },
    ]);
  });

  it('refuses what is not a workbook, and a DOCTYPE', () => {
    expect(() => readXlsxRows(strToU8('%PDF-1.4'))).toThrow(XlsxError);
    expect(() => readXlsxRows(zipSync({ 'a.txt': strToU8('x') }))).toThrow(XlsxError);
    const doctype = workbook(
      '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><worksheet/>',
      [],
    );
    expect(() => readXlsxRows(doctype)).toThrow(XlsxError);
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
