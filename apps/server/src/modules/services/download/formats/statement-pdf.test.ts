import { describe, expect, it } from 'vitest';
import enUS from '../../../../locales/en-US/exports.json' with { type: 'json' };
import ruRU from '../../../../locales/ru-RU/exports.json' with { type: 'json' };
import zhCN from '../../../../locales/zh-CN/exports.json' with { type: 'json' };
import zhTW from '../../../../locales/zh-TW/exports.json' with { type: 'json' };
import {
  LINES_PER_PAGE,
  writeStatementPdf,
  type StatementInput,
  type StatementLine,
} from './statement-pdf.ts';
import { pdfPages } from '../../../../test/pdf-text.ts';
import { batchesOf, sink } from './test-sink.ts';

const LONG =
  '深圳市某某贸易有限公司 · 货款 2026 年第一季度 — a description far too long for its column';

const line = (i: number): StatementLine => ({
  time: `2026-03-01 10:00:${String(i % 60).padStart(2, '0')}`,
  type: i % 2 ? '钱包转账' : 'Перевод между кошельками',
  orderNo: `O${100000 + i}`,
  description: i === 1 ? LONG : `ООО «Ромашка» ${i}`,
  amountIn: i % 3 ? '' : '12,000.00',
  amountOut: i % 3 ? '-1,250.75' : '',
  balance: `${i},000.00`,
});

const input = (
  texts: StatementInput['texts'],
  lines: StatementLine[],
  batch = 25,
): StatementInput => ({
  texts,
  header: {
    merchantName: '深圳市某某贸易有限公司',
    merNo: 'M100001',
    currency: 'USD',
    periodFrom: '2026-03-01',
    periodTo: '2026-03-31',
    openingBalance: '1,000.00',
    closingBalance: '-1,250.75',
    totalIn: '12,000.00',
    totalOut: '14,250.75',
    generatedAt: '2026-04-01 00:00:00 UTC',
  },
  platform: {
    name: 'Tradebridge',
    address: '1 Harbour Road',
    website: 'https://tradebridge.example',
    email: 'support@tradebridge.example',
  },
  lines: batchesOf(
    ...Array.from({ length: Math.ceil(lines.length / batch) }, (_, i) =>
      lines.slice(i * batch, (i + 1) * batch),
    ),
  ),
});

const expectedPages = (lines: number) =>
  lines <= LINES_PER_PAGE.first
    ? 1
    : 1 + Math.ceil((lines - LINES_PER_PAGE.first) / LINES_PER_PAGE.next);

const render = async (data: StatementInput) => {
  const out = sink();
  const result = await writeStatementPdf(out, data, { compress: false });
  const pdf = await out.bytes();
  return { result, pdf, pages: pdfPages(pdf) };
};

describe('writeStatementPdf', () => {
  it('writes a zh-CN statement: summary, a table header and footer on every page, every line', async () => {
    const count = LINES_PER_PAGE.first + LINES_PER_PAGE.next + 3;
    const lines = Array.from({ length: count }, (_, i) => line(i + 1));
    const { result, pdf, pages } = await render(input(zhCN.statement, lines));

    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    expect(result).toEqual({ pages: 3, bytes: pdf.length });
    expect(pages).toHaveLength(3);
    expect(pdf.toString('latin1')).toMatch(/\/Type \/Pages\n\/Count 3\n/);
    // Fonts are embedded as subsets of Noto Sans CJK.
    expect(pdf.toString('latin1')).toMatch(/\/FontName \/[A-Z]{6}\+NotoSansHans-Regular/);

    const texts = pages.map((runs) => runs.map((r) => r.text));
    expect(texts[0]).toEqual(
      expect.arrayContaining([
        '账户对账单',
        '深圳市某某贸易有限公司',
        'M100001',
        '2026-03-01 – 2026-03-31',
      ]),
    );
    expect(texts[0]).toEqual(expect.arrayContaining(['期末余额', '-1,250.75', '生成时间']));
    pages.forEach((_, i) => {
      expect(texts[i]).toEqual(
        expect.arrayContaining(['时间（UTC）', '订单号', '摘要', '收入', '支出', '余额']),
      );
      expect(texts[i]).toContain(`第 ${i + 1} 页`);
      expect(texts[i]).toContain(
        'Tradebridge · 1 Harbour Road · https://tradebridge.example · support@tradebridge.example',
      );
    });
    // Every line once, in order, split over the pages as they fill.
    const orderNos = texts.map((page) => page.filter((t) => /^O\d+$/.test(t)));
    expect(orderNos.map((p) => p.length)).toEqual([LINES_PER_PAGE.first, LINES_PER_PAGE.next, 3]);
    expect(orderNos.flat()).toEqual(lines.map((l) => l.orderNo));
    // Russian and Chinese cell text come out as they went in; amounts exactly.
    expect(texts[1]).toContain(`ООО «Ромашка» ${LINES_PER_PAGE.first + 1}`);
    expect(texts.flat().filter((t) => t === '-1,250.75').length).toBeGreaterThan(count / 2);
  });

  it('cuts a long description to one line with an ellipsis, and right-aligns amounts', async () => {
    const { pages } = await render(input(zhCN.statement, [line(1), line(2), line(3)]));
    const runs = pages[0]!;
    const table = runs.filter((r) => r.y > 150);
    const cut = table.find((r) => r.text.startsWith('深圳市某某贸易'))!;
    expect(cut.text).toMatch(/…$/);
    expect(cut.text.length).toBeLessThan(LONG.length);
    expect(LONG.startsWith(cut.text.slice(0, -1))).toBe(true);
    // Right-aligned: amounts of one width start at one x, a wider one further left.
    const balances = table.filter((r) => /^\d,000\.00$/.test(r.text));
    expect(balances).toHaveLength(3);
    expect(new Set(balances.map((r) => r.x.toFixed(1))).size).toBe(1);
    const income = table.find((r) => r.text === '12,000.00')!;
    const outgo = table.find((r) => r.text === '-1,250.75')!;
    expect(income.x).toBeLessThan(outgo.x);
  });

  it('writes a ru-RU statement without movements on one page', async () => {
    const { result, pages } = await render(input(ruRU.statement, []));
    expect(result.pages).toBe(1);
    const texts = pages[0]!.map((r) => r.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Выписка по счёту',
        'Входящий остаток',
        'Описание',
        'Остаток',
        'За этот период движений не было.',
        'Страница 1',
      ]),
    );
  });

  it('has the page count the lines need', async () => {
    for (const count of [LINES_PER_PAGE.first, LINES_PER_PAGE.first + 1, 200]) {
      const lines = Array.from({ length: count }, (_, i) => line(i + 1));
      const out = sink();
      const result = await writeStatementPdf(out, input(ruRU.statement, lines, 1000));
      const pdf = await out.bytes();
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(result.pages).toBe(expectedPages(count));
      expect(result.bytes).toBe(pdf.length);
    }
    expect(expectedPages(LINES_PER_PAGE.first + 1)).toBe(2);
  });

  it('waits for a slow output to drain', async () => {
    const lines = Array.from({ length: 1500 }, (_, i) => line(i + 1));
    const out = sink({ delayMs: 1, highWaterMark: 4096 });
    const result = await writeStatementPdf(out, input(ruRU.statement, lines), { compress: false });
    expect(out.maxBuffered).toBeLessThan(result.bytes / 4);
    expect((await out.bytes()).length).toBe(result.bytes);
  });

  it('has page texts with a {{page}} and no page total in every language', () => {
    for (const texts of [enUS, ruRU, zhCN, zhTW]) {
      expect(texts.statement.page).toContain('{{page}}');
      expect(texts.statement.page).not.toContain('{{pages}}');
    }
  });
});
