// Payout documents: the payment records under the list's filters (CSV or XLSX) and the receipts of
// paid orders (one PDF, a page each, at most 10 at once: spec §5) through the download centre, and
// the transfer proof of one paid order sent directly (transferProof/fileDownload.json, spec §7).
import { PassThrough } from 'node:stream';
import {
  FileType,
  formatDateTimeIn,
  fromMinor,
  interpolate,
  LIMITS,
  OrderState,
  payoutApi,
  type Currency,
  type Language,
  type PayoutFilter,
} from '@tradebridge/contracts';
import type { Deps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/errors.ts';
import type { UserAuth } from '../../../platform/http/auth.ts';
import {
  defineReport,
  documentContextOf,
  exportTexts,
  letterhead,
  MARGIN,
  pdfInto,
  rows,
  type ExportColumn,
  type ExportTexts,
  type ReportDefinition,
  receiptsDocument,
} from '../../services/download/index.ts';
import {
  findPayout,
  findRailFile,
  findRailLine,
  listPayouts,
  type PayoutRow,
} from './repository/index.ts';
import { snapshotOf } from './views.ts';

const columns = (texts: ExportTexts): ExportColumn[] => {
  const c = texts.payoutOrders.columns;
  return [
    { header: c.time, kind: 'text', width: 20 },
    { header: c.orderNo, kind: 'text', width: 22 },
    { header: c.type, kind: 'text', width: 14 },
    { header: c.state, kind: 'text', width: 16 },
    { header: c.payee, kind: 'text', width: 28 },
    { header: c.account, kind: 'text', width: 12 },
    { header: c.currency, kind: 'text', width: 9 },
    { header: c.amount, kind: 'number', width: 16 },
    { header: c.fee, kind: 'number', width: 12 },
    { header: c.total, kind: 'number', width: 16 },
    { header: c.purpose, kind: 'text', width: 14 },
    { header: c.createdBy, kind: 'text', width: 16 },
    { header: c.reason, kind: 'text', width: 32 },
  ];
};

const PAGE = 500;

const payoutOrdersReport = defineReport({
  operation: payoutApi.exportOrders,
  fileTypes: [FileType.Csv, FileType.Xlsx],
  fileName: (texts) => texts.payoutOrders.fileName,
  prepare: (input) => ({
    fileType: input.fileType,
    nameParts: { dateFrom: input.filter?.dateFrom, dateTo: input.filter?.dateTo },
    params: { filter: input.filter ?? {} },
  }),
  async produce({ db, merchantId, params, texts, language }) {
    const filter = {
      ...((params.filter ?? {}) as PayoutFilter),
      merchantId,
      waitingForMe: undefined,
    };
    const t = texts.payoutOrders;
    const states = t.states as Record<string, string>;
    const types = t.types as Record<string, string>;
    const first = await listPayouts(db, filter, { limit: PAGE, offset: 0 });
    return {
      shape: 'table',
      sheetName: t.sheet,
      columns: columns(texts),
      total: Promise.resolve(first.total),
      async *rows() {
        for (let offset = 0, page = first.rows; page.length > 0;) {
          yield page.map(({ payout: p, createdByName }) => {
            const currency = p.currency as Currency;
            const payee = snapshotOf(p);
            return [
              formatDateTimeIn(p.createdAt.toISOString(), language, 'UTC'),
              p.orderNo,
              types[String(p.type)] ?? String(p.type),
              states[String(p.state)] ?? String(p.state),
              payee.name,
              payee.accountTail,
              currency,
              fromMinor(p.amount, currency),
              fromMinor(p.fee, currency),
              fromMinor(p.amount + p.fee, currency),
              p.purpose,
              createdByName,
              p.reason ?? '',
            ];
          });
          offset += PAGE;
          if (page.length < PAGE) break;
          page = (await listPayouts(db, filter, { limit: PAGE, offset })).rows;
        }
      },
    };
  },
});

const time = (at: Date | null, language: Language) =>
  at ? `${formatDateTimeIn(at.toISOString(), language, 'UTC')} UTC` : '';

/** One receipt's label–value rows. */
const receiptRows = (row: PayoutRow, texts: ExportTexts, payer: string, language: Language) => {
  const t = texts.payoutReceipts;
  const currency = row.currency as Currency;
  const payee = snapshotOf(row);
  const money = (minor: bigint) => `${fromMinor(minor, currency)} ${currency}`;
  return [
    [t.orderNo, row.orderNo],
    [t.type, (t.types as Record<string, string>)[String(row.type)] ?? ''],
    [t.amount, money(row.amount)],
    [t.fee, money(row.fee)],
    [t.total, money(row.amount + row.fee)],
    [t.payer, payer],
    [t.payee, payee.name],
    [t.account, payee.accountTail],
    [t.bank, payee.bankName],
    [t.purpose, row.purpose],
    [t.postscript, row.postscript],
    [t.submittedAt, time(row.createdAt, language)],
    [t.settledAt, time(row.settledAt, language)],
    [t.endToEndId, row.orderNo],
  ] as [string, string][];
};

const paidOf = async (deps: Pick<Deps, 'db'>, merchantId: string, orderNos: string[]) => {
  const found = await Promise.all(orderNos.map((no) => findPayout(deps.db, no, merchantId)));
  if (found.some((row) => !row)) throw new AppError('NOT_FOUND');
  if (found.some((row) => row!.state !== OrderState.PaymentSuccess))
    throw new AppError('PAYOUT_STATE');
  return found as PayoutRow[];
};

const payoutReceiptsReport = defineReport({
  operation: payoutApi.exportReceipts,
  fileTypes: [FileType.Pdf],
  fileName: (texts) => texts.payoutReceipts.fileName,
  prepare: (input) => {
    const orderNos = [...new Set(input.orderNos)];
    if (orderNos.length > LIMITS.receiptDownloadMax)
      throw new AppError('DOWNLOAD_COUNT_OVER_LIMIT');
    return { fileType: 'pdf', nameParts: {}, params: { orderNos } };
  },
  async check(db, merchantId, params) {
    await paidOf({ db }, merchantId, params.orderNos as string[]);
  },
  async produce({ db, merchantId, params, texts, language }) {
    const ordered = await paidOf({ db }, merchantId, params.orderNos as string[]);
    const t = texts.payoutReceipts;
    return receiptsDocument(t, ordered, (row, context) =>
      receiptRows(row, texts, context.merchantName, language),
    );
  },
});

export const payoutReports: ReportDefinition[] = [payoutOrdersReport, payoutReceiptsReport];

/**
 * The bank's proof of a paid order: the transfer as it left (pain.001) and the bank's settlement
 * report (pain.002), on the sandbox bank's letterhead. A PDF in memory (one page).
 */
export const transferProof = async (
  deps: Deps,
  auth: UserAuth,
  orderNo: string,
  language: Language,
) => {
  const [row] = await paidOf(deps, auth.merchantId, [orderNo]);
  const texts = exportTexts(language);
  const t = texts.transferProof;
  const context = await documentContextOf(deps, auth.merchantId, language);
  const sent = row!.railMessageId ? await findRailFile(deps.db, row!.railMessageId) : undefined;
  const statusMessageId = (await findRailLine(deps.db, row!.orderNo))?.statusMessageId;
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await pdfInto(out, t.title, (doc) => {
    const width = letterhead(
      doc,
      { ...context, platform: { ...context.platform, name: deps.rails.bank.bankName } },
      t.title,
    );
    doc
      .font('regular')
      .fontSize(10.5)
      .text(
        interpolate(t.intro, { platform: context.platform.name, payer: context.merchantName }),
        {
          width,
          lineGap: 3,
        },
      );
    doc.moveDown();
    rows(doc, width, [
      ...receiptRows(row!, texts, context.merchantName, language),
      [t.bankName, deps.rails.bank.bankName],
      [t.messageId, sent?.messageId ?? ''],
      [t.statusMessageId, statusMessageId ?? ''],
      [t.status, t.settled],
    ]);
    doc.moveDown();
    doc.fillColor('#777').fontSize(8.5).text(t.sandbox, MARGIN, doc.y, { width }).fillColor('#000');
  });
  out.end();
  return { fileName: `${t.fileName} ${row!.orderNo}.pdf`, pdf: Buffer.concat(chunks) };
};
