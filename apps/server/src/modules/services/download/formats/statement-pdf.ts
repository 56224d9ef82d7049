// Account statements as PDF (A4, pdfkit), streamed page by page.
//
// Page numbers: each page says "Page N" (texts.page with {{page}}) and goes out as soon as it is
// full. "Page N of M" needs pdfkit's bufferPages, which holds every page until the end to fill in
// M: measured with 100,000 lines (1,924 pages) that peaks at 1.6 GB RSS against 184 MB streamed
// (about 3,000 lines/s). So the statement never buffers, and texts.page must not use {{pages}}.
//
// The font is Noto Sans CJK SC (Noto Sans Hans, SIL OFL 1.1) from the npm package
// @embedpdf/fonts-sc, in regular and bold: it covers simplified and traditional Chinese (the whole
// CJK Unified Ideographs block), Latin and Russian Cyrillic; pdfkit embeds only the glyphs used.
// Characters the font lacks (Ukrainian і, ї, є, ґ, emoji) come out as the font's empty glyph.
//
// Memory stays flat because nothing outlives a page: pdfkit writes a page when the next begins,
// and its layout cache (which would keep every timestamp and order number ever drawn) and the
// writer's own cache of character widths are emptied on every page.
import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { registerPdfFonts } from '../../../../platform/pdf-fonts.ts';
import { drained } from '../../../../platform/stream-out.ts';

export type StatementTexts = Record<
  | 'title'
  | 'merchant'
  | 'merchantNo'
  | 'currency'
  | 'period'
  | 'openingBalance'
  | 'closingBalance'
  | 'totalIn'
  | 'totalOut'
  | 'generatedAt'
  | 'time'
  | 'type'
  | 'orderNo'
  | 'description'
  | 'in'
  | 'out'
  | 'balance'
  | 'page'
  | 'noRows',
  string
>;

/** One line of the statement, every field already formatted in the requester's language. */
export type StatementLine = {
  time: string;
  type: string;
  orderNo: string;
  description: string;
  amountIn: string;
  amountOut: string;
  balance: string;
};

export type StatementInput = {
  /** Every label in the requester's language; `page` holds {{page}}. */
  texts: StatementTexts;
  header: {
    merchantName: string;
    merNo: string;
    currency: string;
    periodFrom: string;
    periodTo: string;
    openingBalance: string;
    closingBalance: string;
    totalIn: string;
    totalOut: string;
    generatedAt: string;
  };
  platform: { name: string; address: string; website: string; email: string };
  /** Oldest first, in batches. */
  lines: AsyncIterable<StatementLine[]>;
};

// A4 in points, and the layout of a page.
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 36;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const TABLE_SIZE = 7.5;
const ROW_HEIGHT = 14;
const HEADER_ROW_HEIGHT = 18;
const CELL_PADDING = 3;
const FOOTER_TOP = PAGE_HEIGHT - MARGIN - 16;
const TABLE_BOTTOM = FOOTER_TOP - 6;
const GREY = '#666666';
const RULE = '#d9d9d9';
const HEADER_FILL = '#f0f0f0';
const ELLIPSIS = '…';

type Column = { key: keyof StatementLine; label: keyof StatementTexts; width: number };

/** The table's columns; the description takes what the others leave. */
const COLUMNS: Column[] = (() => {
  const fixed: Column[] = [
    { key: 'time', label: 'time', width: 78 },
    { key: 'type', label: 'type', width: 66 },
    { key: 'orderNo', label: 'orderNo', width: 78 },
    { key: 'description', label: 'description', width: 0 },
    { key: 'amountIn', label: 'in', width: 68 },
    { key: 'amountOut', label: 'out', width: 68 },
    { key: 'balance', label: 'balance', width: 74 },
  ];
  const used = fixed.reduce((sum, c) => sum + c.width, 0);
  return fixed.map((c) => (c.key === 'description' ? { ...c, width: CONTENT_WIDTH - used } : c));
})();
const RIGHT_ALIGNED = new Set<keyof StatementLine>(['amountIn', 'amountOut', 'balance']);
const SUMMARY_HEIGHT = 30 + 5 * 16 + 8;

/** How many lines the first page (below the summary) and every further page hold. */
export const LINES_PER_PAGE = {
  first: Math.floor((TABLE_BOTTOM - MARGIN - SUMMARY_HEIGHT - HEADER_ROW_HEIGHT) / ROW_HEIGHT),
  next: Math.floor((TABLE_BOTTOM - MARGIN - HEADER_ROW_HEIGHT) / ROW_HEIGHT),
};

/**
 * Writes the statement to `out` (which it does not end) and answers its page count and size.
 * `options.compress` is for tests, which read the page content uncompressed.
 */
export const writeStatementPdf = async (
  out: Writable,
  input: StatementInput,
  options: { compress?: boolean } = {},
): Promise<{ pages: number; bytes: number }> => {
  const { texts, header, platform } = input;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    compress: options.compress ?? true,
    info: { Title: `${texts.title} ${header.merNo} ${header.periodFrom} – ${header.periodTo}` },
  });
  let bytes = 0;
  let mustDrain = false;
  let failure: Error | null = null;
  doc.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    if (!out.write(chunk)) mustDrain = true;
  });
  doc.on('error', (error: Error) => {
    failure = error;
  });
  const ended = new Promise<void>((resolve) => doc.once('end', resolve));
  const settle = async () => {
    if (failure) throw failure;
    // pdfkit hands its output over on the next tick; let it, then wait if the output is full.
    await new Promise((resolve) => setImmediate(resolve));
    if (mustDrain) {
      mustDrain = false;
      await drained(out);
    }
  };

  registerPdfFonts(doc);

  // Widths of characters per font and size, so measuring a cell does not lay it out again.
  let widths = new Map<string, number>();
  let font = 'regular';
  let size = 10;
  const use = (name: 'regular' | 'bold', points: number) => {
    font = name;
    size = points;
    doc.font(name).fontSize(points);
  };
  const widthOf = (text: string) => {
    let width = 0;
    for (const char of text) {
      const key = `${font}${size}${char}`;
      let w = widths.get(key);
      if (w === undefined) {
        w = doc.widthOfString(char);
        widths.set(key, w);
      }
      width += w;
    }
    return width;
  };
  /** The text cut to fit `width`, with an ellipsis when cut. */
  const fit = (text: string, width: number) => {
    if (widthOf(text) <= width) return text;
    const chars = [...text];
    let low = 0;
    let high = chars.length;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (widthOf(chars.slice(0, mid).join('') + ELLIPSIS) <= width) low = mid;
      else high = mid - 1;
    }
    return chars.slice(0, low).join('').trimEnd() + ELLIPSIS;
  };
  const draw = (text: string, x: number, y: number, width: number, align: 'left' | 'right') => {
    if (!text) return;
    const shown = fit(text, width);
    const left = align === 'right' ? x + width - widthOf(shown) : x;
    doc.text(shown, left, y, { lineBreak: false });
  };

  let pages = 1;
  const footer = () => {
    doc.moveTo(MARGIN, FOOTER_TOP).lineTo(PAGE_WIDTH - MARGIN, FOOTER_TOP);
    doc.lineWidth(0.5).strokeColor(RULE).stroke();
    use('regular', 7);
    doc.fillColor(GREY);
    const pageText = texts.page.replace('{{page}}', String(pages));
    const pageWidth = widthOf(pageText) + 4;
    const details = [platform.name, platform.address, platform.website, platform.email]
      .filter(Boolean)
      .join(' · ');
    draw(details, MARGIN, FOOTER_TOP + 5, CONTENT_WIDTH - pageWidth, 'left');
    draw(pageText, PAGE_WIDTH - MARGIN - pageWidth, FOOTER_TOP + 5, pageWidth, 'right');
    doc.fillColor('black');
  };
  const tableHeader = (top: number) => {
    doc.rect(MARGIN, top, CONTENT_WIDTH, HEADER_ROW_HEIGHT).fill(HEADER_FILL);
    doc.fillColor('black');
    use('bold', TABLE_SIZE);
    let x = MARGIN;
    for (const c of COLUMNS) {
      const align = RIGHT_ALIGNED.has(c.key) ? 'right' : 'left';
      draw(texts[c.label], x + CELL_PADDING, top + 4.5, c.width - 2 * CELL_PADDING, align);
      x += c.width;
    }
    use('regular', TABLE_SIZE);
    return top + HEADER_ROW_HEIGHT;
  };
  const summary = () => {
    let y = MARGIN;
    use('bold', 16);
    draw(texts.title, MARGIN, y, CONTENT_WIDTH * 0.6, 'left');
    use('regular', 8);
    doc.fillColor(GREY);
    draw(platform.name, MARGIN + CONTENT_WIDTH * 0.6, y + 6, CONTENT_WIDTH * 0.4, 'right');
    doc.fillColor('black');
    y += 30;
    const half = CONTENT_WIDTH / 2;
    const pairs: [keyof StatementTexts, string][] = [
      ['merchant', header.merchantName],
      ['merchantNo', header.merNo],
      ['currency', header.currency],
      ['period', `${header.periodFrom} – ${header.periodTo}`],
      ['openingBalance', header.openingBalance],
      ['closingBalance', header.closingBalance],
      ['totalIn', header.totalIn],
      ['totalOut', header.totalOut],
      ['generatedAt', header.generatedAt],
    ];
    pairs.forEach(([label, value], i) => {
      const x = MARGIN + (i % 2) * half;
      const rowY = y + Math.floor(i / 2) * 16;
      use('regular', 8);
      doc.fillColor(GREY);
      draw(texts[label], x, rowY + 1, 92, 'left');
      doc.fillColor('black');
      use(label.endsWith('Balance') ? 'bold' : 'regular', 9);
      draw(value, x + 96, rowY, half - 104, 'left');
    });
    return MARGIN + SUMMARY_HEIGHT;
  };
  // pdfkit's layout cache of a font (0.20.2: EmbeddedFont.layoutCache) saves most of the time of
  // drawing a cell but keeps every word it ever laid out: it is emptied on every page.
  const forgetLayouts = () => {
    for (const name of ['regular', 'bold'] as const) {
      doc.font(name);
      const embedded = (doc as unknown as { _font?: { layoutCache?: object } })._font;
      if (embedded?.layoutCache) embedded.layoutCache = Object.create(null);
    }
    widths = new Map();
    doc.font(font);
  };
  const newPage = () => {
    footer();
    doc.addPage({ size: 'A4', margin: 0 });
    pages += 1;
    forgetLayouts();
    return tableHeader(MARGIN);
  };

  try {
    let y = tableHeader(summary());
    let lineCount = 0;
    for await (const batch of input.lines) {
      for (const line of batch) {
        if (y + ROW_HEIGHT > TABLE_BOTTOM) y = newPage();
        let x = MARGIN;
        for (const c of COLUMNS) {
          const align = RIGHT_ALIGNED.has(c.key) ? 'right' : 'left';
          draw(line[c.key], x + CELL_PADDING, y + 3.5, c.width - 2 * CELL_PADDING, align);
          x += c.width;
        }
        y += ROW_HEIGHT;
        doc.moveTo(MARGIN, y).lineTo(PAGE_WIDTH - MARGIN, y);
        doc.lineWidth(0.25).strokeColor(RULE).stroke();
        lineCount += 1;
      }
      await settle();
    }
    if (lineCount === 0) {
      use('regular', 9);
      doc.fillColor(GREY);
      draw(texts.noRows, MARGIN + CELL_PADDING, y + 8, CONTENT_WIDTH, 'left');
      doc.fillColor('black');
    }
    footer();
    doc.end();
    await ended;
    await settle();
  } catch (error) {
    doc.removeAllListeners('data');
    throw error;
  }
  return { pages, bytes };
};
