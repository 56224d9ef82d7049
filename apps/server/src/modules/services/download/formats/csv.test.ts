import { describe, expect, it } from 'vitest';
import type { ExportColumn } from './columns.ts';
import { csvRowCounter, csvText, writeCsv } from './csv.ts';
import { batchesOf, sink } from './test-sink.ts';

const columns: ExportColumn[] = [
  { header: '时间 (UTC)', kind: 'text' },
  { header: 'Сумма', kind: 'number' },
  { header: 'Note, "quoted"', kind: 'text' },
];

describe('writeCsv', () => {
  it('writes a BOM, LF lines, RFC 4180 quoting and exact amounts', async () => {
    const out = sink();
    const result = await writeCsv(
      out,
      columns,
      batchesOf(
        [
          ['2026-01-02 03:04:05', '-1250.75', '深圳市某某贸易有限公司'],
          ['2026-01-02 03:04:06', '0.10', 'ООО «Ромашка», Москва'],
        ],
        [['x', '12345678901234567890.12', 'line one\nline "two"']],
      ),
    );
    const bytes = await out.bytes();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toBe(
      '\uFEFF时间 (UTC),Сумма,"Note, ""quoted"""\n' +
        '2026-01-02 03:04:05,-1250.75,深圳市某某贸易有限公司\n' +
        '2026-01-02 03:04:06,0.10,"ООО «Ромашка», Москва"\n' +
        'x,12345678901234567890.12,"line one\nline ""two"""\n',
    );
    expect(result).toEqual({ rows: 3, bytes: bytes.length });
  });

  it('keeps text that a spreadsheet would run as a formula as text, but not amounts', async () => {
    const out = sink();
    const texts = ['=HYPERLINK("http://x")', '+7 495', '-x', '@SUM(A1)', '\tx', '\rx', 'a=b'];
    await writeCsv(out, columns, batchesOf(texts.map((t) => [t, '-5', ''])));
    const lines = (await out.bytes()).toString('utf8').slice(1).split('\n');
    expect(lines.slice(1, -1)).toEqual([
      `"'=HYPERLINK(""http://x"")",-5,`,
      `'+7 495,-5,`,
      `'-x,-5,`,
      `'@SUM(A1),-5,`,
      `'\tx,-5,`,
      `"'\rx",-5,`,
      `a=b,-5,`,
    ]);
    expect(csvText('-1')).toBe("'-1");
    // A number column holding something other than a decimal gets the text treatment.
    const odd = sink();
    await writeCsv(
      odd,
      columns,
      batchesOf([
        ['a', '=1+1', ''],
        ['b', '1,5', ''],
      ]),
    );
    expect((await odd.bytes()).toString('utf8').split('\n').slice(1, 3)).toEqual([
      "a,'=1+1,",
      'b,"1,5",',
    ]);
  });

  it('writes missing cells as empty and reports progress after every batch', async () => {
    const out = sink();
    const seen: number[] = [];
    const result = await writeCsv(
      out,
      columns,
      batchesOf(
        [['a']],
        [],
        [
          ['b', '1'],
          ['c', '2', 'z'],
        ],
      ),
      (rows) => {
        seen.push(rows);
      },
    );
    expect((await out.bytes()).toString('utf8').split('\n').slice(1)).toEqual([
      'a,,',
      'b,1,',
      'c,2,z',
      '',
    ]);
    expect(seen).toEqual([1, 3]);
    expect(result.rows).toBe(3);
  });

  it('waits for a slow output to drain instead of buffering everything', async () => {
    const out = sink({ delayMs: 2, highWaterMark: 1024 });
    const row = ['2026-01-02 03:04:05', '100.00', 'x'.repeat(200)];
    const batches = Array.from({ length: 40 }, () => Array.from({ length: 20 }, () => row));
    const result = await writeCsv(out, columns, batchesOf(...batches));
    const batchBytes = Buffer.byteLength(`${row.join(',')}\n`) * 20;
    expect(result.rows).toBe(800);
    // Never more than one batch waiting in the stream (40 would be there without backpressure).
    expect(out.maxBuffered).toBeLessThanOrEqual(batchBytes + 1024);
    expect((await out.bytes()).length).toBe(result.bytes);
  });

  it('fails when the output fails', async () => {
    const out = sink({ delayMs: 1, highWaterMark: 16 });
    out.on('error', () => {});
    const failing = (async function* () {
      yield [['a', '1', 'b']];
      out.destroy(new Error('disk full'));
      yield [['c', '2', 'd']];
      yield [['e', '3', 'f']];
    })();
    await expect(writeCsv(out, columns, failing)).rejects.toThrow();
  });

  it('counts rows by line ends outside quoted values, across chunks', () => {
    const count = csvRowCounter();
    const text = Buffer.from('a,"one\ntwo",1\nb,"say ""hi""\n",2\nc,,3\n', 'utf8');
    // Cut inside a quoted value, right after a doubled quote and between rows.
    expect(count(text.subarray(0, 7))).toBe(0);
    expect(count(text.subarray(7, 25))).toBe(1);
    expect(count(text.subarray(25))).toBe(3);
  });
});
