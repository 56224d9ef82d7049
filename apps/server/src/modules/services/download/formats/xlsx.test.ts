import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { ExportColumn } from './columns.ts';
import { batchesOf, sink } from './test-sink.ts';
import { writeXlsx, xmlText } from './xlsx.ts';

const columns: ExportColumn[] = [
  { header: '时间 <UTC>', kind: 'text', width: 20 },
  { header: 'Сумма', kind: 'number', width: 16 },
  { header: 'Note', kind: 'text' },
];

const unzip = (bytes: Buffer) => {
  const files = unzipSync(new Uint8Array(bytes));
  return Object.fromEntries(Object.entries(files).map(([name, data]) => [name, strFromU8(data)]));
};

/** The cells of each row of a sheet as [ref, style, type, value] (inline strings unwrapped). */
const cellsOf = (sheet: string) =>
  [...sheet.matchAll(/<row r="(\d+)">(.*?)<\/row>/g)].map(([, , cells]) =>
    [...cells!.matchAll(/<c r="([A-Z]+\d+)"(?: s="(\d+)")?(?: t="(\w+)")?>(.*?)<\/c>/g)].map(
      ([, ref, style, type, body]) => [
        ref,
        style ?? '',
        type ?? '',
        /<t(?: xml:space="preserve")?>(.*)<\/t>|<v>(.*)<\/v>/.exec(body!)!.slice(1).join(''),
      ],
    ),
  );

describe('writeXlsx', () => {
  it('writes a workbook whose sheet holds the header, texts and exact amounts', async () => {
    const out = sink();
    const result = await writeXlsx(out, {
      sheetName: 'Движение средств',
      columns,
      batches: batchesOf(
        [
          ['2026-01-02 03:04:05', '-1250.75', '深圳市某某贸易有限公司'],
          ['2026-01-02 03:04:06', '12345678901234567890.12', 'ООО «Ромашка»'],
        ],
        [],
        [
          ['a <b> & c', '7', '=SUM(A1)\u0001\ttab'],
          ['', '', ' padded '],
        ],
      ),
    });
    expect(result.rows).toBe(4);
    expect(result.bytes).toBe((await out.bytes()).length);
    const files = unzip(await out.bytes());
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheet = files['xl/worksheets/sheet1.xml']!;
    expect(cellsOf(sheet)).toEqual([
      [
        ['A1', '1', 'inlineStr', '时间 &lt;UTC&gt;'],
        ['B1', '1', 'inlineStr', 'Сумма'],
        ['C1', '1', 'inlineStr', 'Note'],
      ],
      [
        ['A2', '', 'inlineStr', '2026-01-02 03:04:05'],
        ['B2', '4', '', '-1250.75'],
        ['C2', '', 'inlineStr', '深圳市某某贸易有限公司'],
      ],
      [
        ['A3', '', 'inlineStr', '2026-01-02 03:04:06'],
        ['B3', '4', '', '12345678901234567890.12'],
        ['C3', '', 'inlineStr', 'ООО «Ромашка»'],
      ],
      [
        ['A4', '', 'inlineStr', 'a &lt;b&gt; &amp; c'],
        ['B4', '2', '', '7'],
        // Inline strings are never formulas: no guard; the control character is gone.
        ['C4', '', 'inlineStr', '=SUM(A1)\ttab'],
      ],
      [['C5', '', 'inlineStr', ' padded ']],
    ]);
    expect(sheet).toContain('<t xml:space="preserve"> padded </t>');
    expect(sheet).toContain('<col min="1" max="1" width="20" customWidth="1"/>');
    expect(sheet).toContain(
      '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>',
    );
    expect(sheet).toMatch(/<\/sheetData><autoFilter ref="A1:C5"\/><\/worksheet>$/);
    // Style 1 is bold; amounts with two decimals show two decimals (style 2 + 2).
    const styles = files['xl/styles.xml']!;
    const xfs = [.../<cellXfs[^>]*>(.*)<\/cellXfs>/.exec(styles)![1]!.matchAll(/<xf [^>]*\/>/g)];
    expect(xfs[1]![0]).toContain('fontId="1"');
    expect(styles).toMatch(/<fonts count="2">.*<font><b\/>/);
    expect(xfs[4]![0]).toContain('numFmtId="165"');
    expect(styles).toContain('<numFmt numFmtId="165" formatCode="#,##0.00"/>');
    expect(files['xl/workbook.xml']).toContain(
      '<sheet name="Движение средств" sheetId="1" r:id="rId1"/>',
    );
    expect(files['xl/workbook.xml']).toContain("'Движение средств'!$A$1:$C$5</definedName>");
    expect(files['[Content_Types].xml']).toContain('PartName="/xl/worksheets/sheet1.xml"');
    expect(files['xl/_rels/workbook.xml.rels']).toContain('Target="worksheets/sheet1.xml"');
    expect(files['_rels/.rels']).toContain('Target="xl/workbook.xml"');
  });

  it('continues on another sheet with the same header past the rows a sheet can hold', async () => {
    const out = sink();
    const seen: number[] = [];
    const rows = Array.from({ length: 7 }, (_, i) => [`r${i + 1}`, `${i + 1}.5`, '']);
    const result = await writeXlsx(out, {
      sheetName: 'Fund: details [2026]/x',
      columns,
      batches: batchesOf(rows.slice(0, 5), rows.slice(5)),
      onRows: (n) => {
        seen.push(n);
      },
      sheetRows: 3,
    });
    expect(result.rows).toBe(7);
    expect(seen).toEqual([5, 7]);
    const files = unzip(await out.bytes());
    const sheets = [1, 2, 3].map((n) => cellsOf(files[`xl/worksheets/sheet${n}.xml`]!));
    expect(sheets.map((s) => s.map((row) => row[0]![3]))).toEqual([
      ['时间 &lt;UTC&gt;', 'r1', 'r2', 'r3'],
      ['时间 &lt;UTC&gt;', 'r4', 'r5', 'r6'],
      ['时间 &lt;UTC&gt;', 'r7'],
    ]);
    expect(sheets[1]![1]![0]).toEqual(['A2', '', 'inlineStr', 'r4']);
    expect(files['xl/worksheets/sheet3.xml']).toContain('<autoFilter ref="A1:C2"/>');
    const names = [...files['xl/workbook.xml']!.matchAll(/<sheet name="([^"]*)"/g)].map(
      (m) => m[1],
    );
    expect(names).toEqual([
      'Fund  details  2026  x',
      'Fund  details  2026  x (2)',
      'Fund  details  2026  x (3)',
    ]);
    expect(files['[Content_Types].xml']).toContain('/xl/worksheets/sheet3.xml');
    expect(files['xl/_rels/workbook.xml.rels']).toContain('Id="rId4" Type=');
  });

  it('writes an empty workbook with only the header', async () => {
    const out = sink();
    const result = await writeXlsx(out, { sheetName: 'x', columns, batches: batchesOf() });
    expect(result.rows).toBe(0);
    const sheet = unzip(await out.bytes())['xl/worksheets/sheet1.xml']!;
    expect(cellsOf(sheet)).toHaveLength(1);
    expect(sheet).toContain('<autoFilter ref="A1:C1"/>');
  });

  it('waits for a slow output to drain', async () => {
    const out = sink({ delayMs: 1, highWaterMark: 1024 });
    // Random text does not compress, so every batch makes real output.
    const noise = () => Math.random().toString(36).repeat(8);
    const batches = Array.from({ length: 30 }, () =>
      Array.from({ length: 20 }, () => [noise(), '1.00', noise()]),
    );
    const result = await writeXlsx(out, {
      sheetName: 'x',
      columns,
      batches: batchesOf(...batches),
    });
    expect(result.rows).toBe(600);
    expect(out.maxBuffered).toBeLessThan(result.bytes / 4);
    expect(Object.keys(unzip(await out.bytes()))).toContain('xl/worksheets/sheet1.xml');
  });

  it('escapes XML and drops characters XML cannot hold', () => {
    expect(xmlText('a<b>&c\u0000\u001F\uFFFE\r\n\t')).toBe('a&lt;b&gt;&amp;c\r\n\t');
    expect(xmlText('плain 中文')).toBe('плain 中文');
  });
});
