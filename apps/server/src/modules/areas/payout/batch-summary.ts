// The batch summary (issue 20): one PDF of a batch — its totals, what was entered against what the
// rows held, the orders by status, and every order with its payee, amount, fee and status — sent
// directly, in the requester's language. Receipts of its paid orders come per order, as for any.
import { PassThrough } from 'node:stream';
import { formatDateTimeIn, interpolate, type Language } from '@tradebridge/contracts';
import type { Deps } from '../../../platform/deps.ts';
import type { UserAuth } from '../../../platform/http/auth.ts';
import {
  documentContextOf,
  exportTexts,
  letterhead,
  MARGIN,
  pdfInto,
  rows,
} from '../../services/download/index.ts';
import { getMyBatch } from './batch-views.ts';

type Batch = Awaited<ReturnType<typeof getMyBatch>>;
type Texts = ReturnType<typeof exportTexts>;

/** What the summary says of an order's status, in the requester's language. */
const stateTextOf = (texts: Texts) => (state: number) =>
  (texts.payoutOrders.states as Record<string, string>)[String(state)] ?? String(state);

/** The batch's label–value rows: totals, what was entered against the rows, states. */
const summaryRowsOf = (batch: Batch, texts: Texts, language: Language): [string, string][] => {
  const t = texts.payoutBatch.summary;
  const stateOf = stateTextOf(texts);
  const money = (value: string) => `${value} ${batch.currency}`;
  const consistency = (value: boolean | null) =>
    value === null ? '' : value ? t.consistent : t.inconsistent;
  return [
    [t.batchNo, batch.batchNo],
    [t.createdAt, `${formatDateTimeIn(batch.createdAt, language, 'UTC')} UTC`],
    [t.createdBy, batch.createdBy],
    [t.source, (t.sources as Record<string, string>)[batch.source] ?? batch.source],
    [t.count, String(batch.count)],
    [t.amount, money(batch.amount)],
    [t.fee, money(batch.fee)],
    [t.total, money(batch.total)],
    [
      t.entered,
      batch.entered
        ? `${batch.entered.count} (${consistency(batch.countConsistent)}) / ${money(batch.entered.total)} (${consistency(batch.totalConsistent)})`
        : '',
    ],
    [t.skipped, batch.skipped > 0 ? String(batch.skipped) : ''],
    [t.paid, money(batch.paid)],
    [t.returned, money(batch.returned)],
    [t.states, batch.states.map((s) => `${stateOf(s.state)} ${s.count}`).join(' · ')],
  ];
};

/** Order number, payee and account, amount, fee, status — one line each, under their headers. */
const orderLines = (doc: PDFKit.PDFDocument, width: number, batch: Batch, texts: Texts) => {
  const t = texts.payoutBatch.summary;
  const stateOf = stateTextOf(texts);
  const columns = [
    { header: texts.payoutOrders.columns.orderNo, width: 0.24 },
    { header: t.payee, width: 0.3 },
    { header: t.amount, width: 0.16, right: true },
    { header: t.fee, width: 0.1, right: true },
    { header: t.state, width: 0.2 },
  ];
  const line = (cells: string[], font: 'bold' | 'regular') => {
    if (doc.y > doc.page.height - MARGIN - 40) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    let bottom = y;
    cells.forEach((cell, i) => {
      const w = columns[i]!.width * width;
      doc
        .font(font)
        .fontSize(8.5)
        .text(cell, x, y, { width: w - 6, align: columns[i]!.right ? 'right' : 'left' });
      bottom = Math.max(bottom, doc.y);
      x += w;
    });
    doc.y = bottom + 3;
  };
  line(
    columns.map((c) => c.header),
    'bold',
  );
  for (const order of batch.orders)
    line(
      [
        order.orderNo,
        `${order.payee.name} ${order.payee.accountTail}`,
        order.amount,
        order.fee,
        stateOf(order.state),
      ],
      'regular',
    );
};

export const batchSummary = async (
  deps: Deps,
  auth: UserAuth,
  batchNo: string,
  language: Language,
) => {
  const batch = await getMyBatch(deps, auth, batchNo);
  const texts = exportTexts(language);
  const t = texts.payoutBatch.summary;
  const context = await documentContextOf(deps, auth.merchantId, language);
  const generatedAt = `${formatDateTimeIn(new Date().toISOString(), language, 'UTC')} UTC`;
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await pdfInto(out, t.title, (doc) => {
    const width = letterhead(doc, context, t.title);
    rows(doc, width, summaryRowsOf(batch, texts, language));
    doc.moveDown();
    doc.font('bold').fontSize(11).text(t.orders, MARGIN, doc.y, { width });
    doc.moveDown(0.4);
    orderLines(doc, width, batch, texts);
    doc.moveDown();
    doc
      .fillColor('#777')
      .fontSize(8)
      .text(interpolate(t.footer, { generatedAt }), MARGIN, doc.y, { width })
      .fillColor('#000');
  });
  out.end();
  return { fileName: `${t.fileName} ${batch.batchNo}.pdf`, pdf: Buffer.concat(chunks) };
};
