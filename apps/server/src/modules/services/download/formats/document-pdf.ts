// The documents of the download centre (letters, receipts, proofs): a pdfkit page with the
// platform's letterhead and label–value rows, written into the file's stream.
import type { Writable } from 'node:stream';
import { interpolate } from '@tradebridge/contracts';
import { registerPdfFonts } from '../../../../platform/pdf-fonts.ts';
import type { DocumentContext, ReportDocument } from '../registry.ts';

export const MARGIN = 56;

/** A pdfkit document piped into `out`, settled once the file is written. */
export const pdfInto = async (
  out: Writable,
  title: string,
  draw: (doc: PDFKit.PDFDocument) => void,
) => {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title } });
  registerPdfFonts(doc);
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.on('data', (chunk: Buffer) => {
    if (!out.write(chunk)) doc.pause();
  });
  out.on('drain', () => doc.resume());
  draw(doc);
  doc.end();
  await done;
};

export const letterhead = (doc: PDFKit.PDFDocument, context: DocumentContext, title: string) => {
  const width = doc.page.width - MARGIN * 2;
  doc.font('bold').fontSize(11).text(context.platform.name, MARGIN, MARGIN, { width });
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor('#555')
    .text(`${context.platform.address} · ${context.platform.website} · ${context.platform.email}`, {
      width,
    });
  doc.fillColor('#000').moveDown(1.5);
  doc.font('bold').fontSize(16).text(title, { width, align: 'center' });
  doc.moveDown(1);
  return width;
};

/** Label and value rows, the label in bold on its own column. */
export const rows = (doc: PDFKit.PDFDocument, width: number, pairs: [string, string][]) => {
  const labelWidth = 150;
  for (const [label, value] of pairs) {
    if (!value) continue;
    const y = doc.y;
    doc.font('bold').fontSize(10).text(label, MARGIN, y, { width: labelWidth });
    const afterLabel = doc.y;
    doc.font('regular').text(value, MARGIN + labelWidth, y, { width: width - labelWidth });
    doc.y = Math.max(doc.y, afterLabel) + 3;
  }
};

/**
 * Receipts, one a page: the letterhead, the receipt's rows and a footer naming the page among
 * all and when the file was made (the template's {{n}}, {{total}} and {{generatedAt}}).
 */
const receiptPages = (
  doc: PDFKit.PDFDocument,
  context: DocumentContext,
  text: { title: string; footer: string },
  receipts: [string, string][][],
) => {
  receipts.forEach((pairs, i) => {
    if (i > 0) doc.addPage();
    const width = letterhead(doc, context, text.title);
    rows(doc, width, pairs);
    doc
      .fillColor('#777')
      .fontSize(8.5)
      .text(
        interpolate(text.footer, {
          n: String(i + 1),
          total: String(receipts.length),
          generatedAt: context.generatedAt,
        }),
        MARGIN,
        doc.page.height - MARGIN - 12,
        { width, align: 'center' },
      )
      .fillColor('#000');
  });
};

/** A file of receipts, one an item, each item's rows made with the file's context. */
export const receiptsDocument = <T>(
  text: { title: string; footer: string },
  items: T[],
  receipt: (item: T, context: DocumentContext) => [string, string][],
): ReportDocument => ({
  shape: 'document',
  total: items.length,
  write: (out, context) =>
    pdfInto(out, text.title, (doc) => {
      receiptPages(
        doc,
        context,
        text,
        items.map((item) => receipt(item, context)),
      );
    }),
});
