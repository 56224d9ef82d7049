// The collection area's documents in the download centre: the account-details confirmation letter
// of one account (every currency's details, in the requester's language) and the receipts of chosen
// collections — at most 10 at once (spec §5; more is refused with §8's message), one page each.
import {
  LIMITS,
  collectionApi,
  formatDateTimeIn,
  fromMinor,
  interpolate,
  type Currency,
} from '@tradebridge/contracts';
import { AppError } from '../../../platform/errors.ts';
import {
  defineReport,
  letterhead,
  MARGIN,
  pdfInto,
  rows,
  type ReportDefinition,
  receiptsDocument,
} from '../../services/download/index.ts';
import { detailsOf, findAccount, findCollectionsOf } from './repository/index.ts';

const accountLetter = defineReport({
  operation: collectionApi.exportLetter,
  fileTypes: ['pdf'],
  fileName: (texts) => texts.accountLetter.fileName,
  prepare: (input) => ({ fileType: 'pdf', nameParts: {}, params: { accountId: input.accountId } }),
  async check(db, merchantId, params) {
    const account = await findAccount(db, String(params.accountId), merchantId);
    if (!account || account.openedAt === null) throw new AppError('NOT_FOUND');
  },
  async produce({ db, merchantId, params, texts, language }) {
    const account = await findAccount(db, String(params.accountId), merchantId);
    const details = account ? await detailsOf(db, [account.id]) : [];
    // Another merchant's account, or one without details yet: no letter (the record fails).
    if (!account || details.length === 0) throw new AppError('NOT_FOUND');
    const t = texts.accountLetter;
    return {
      shape: 'document',
      total: details.length,
      write: (out, context) =>
        pdfInto(out, t.title, (doc) => {
          const width = letterhead(doc, context, t.title);
          doc
            .font('regular')
            .fontSize(10.5)
            .text(interpolate(t.intro, { holder: context.merchantName, merNo: context.merNo }), {
              width,
              lineGap: 3,
            });
          doc.moveDown();
          rows(doc, width, [
            [t.holder, context.merchantName],
            [t.alias, account.alias],
            [t.usage, (t.usages as Record<string, string>)[String(account.usage)] ?? ''],
            [
              t.openedAt,
              account.openedAt
                ? `${formatDateTimeIn(account.openedAt.toISOString(), language, 'UTC')} UTC`
                : '',
            ],
          ]);
          for (const d of details) {
            doc.moveDown(0.8);
            doc
              .font('bold')
              .fontSize(12)
              .text(`${t.currency}: ${d.currency}`, MARGIN, doc.y, { width });
            doc.moveDown(0.3);
            rows(doc, width, [
              [t.accountName, d.accountName],
              [t.accountNumber, d.accountNumber],
              [t.iban, d.iban ?? ''],
              [t.bic, d.bic],
              [t.routingNumber, d.routingNumber ?? ''],
              [t.bsb, d.bsb ?? ''],
              [t.sortCode, d.sortCode ?? ''],
              [t.cnaps, d.cnaps ?? ''],
              [t.bankName, d.bankName],
              [t.bankAddress, d.bankAddress],
            ]);
          }
          doc.moveDown();
          doc.font('regular').fontSize(9.5).text(t.notice, MARGIN, doc.y, { width, lineGap: 2 });
          doc.moveDown(0.5);
          doc.text(`${t.issued}: ${context.generatedAt}`, { width });
          doc.moveDown(0.5);
          doc.fillColor('#777').fontSize(8.5).text(t.sandbox, { width });
        }),
    };
  },
});

const receipts = defineReport({
  operation: collectionApi.exportReceipts,
  fileTypes: ['pdf'],
  fileName: (texts) => texts.collectionReceipts.fileName,
  prepare: (input) => {
    const ids = [...new Set(input.collectionIds)];
    if (ids.length > LIMITS.receiptDownloadMax) throw new AppError('DOWNLOAD_COUNT_OVER_LIMIT');
    return { fileType: 'pdf', nameParts: {}, params: { collectionIds: ids } };
  },
  async check(db, merchantId, params) {
    const ids = params.collectionIds as string[];
    if ((await findCollectionsOf(db, merchantId, ids)).length !== ids.length)
      throw new AppError('NOT_FOUND');
  },
  async produce({ db, merchantId, params, texts, language }) {
    const ids = params.collectionIds as string[];
    const found = await findCollectionsOf(db, merchantId, ids);
    // Only this merchant's collections are found: another merchant's id fails the file.
    if (found.length !== ids.length) throw new AppError('NOT_FOUND');
    const ordered = ids.map((id) => found.find((r) => r.collection.id === id)!);
    const t = texts.collectionReceipts;
    const time = (at: Date | null) =>
      at ? `${formatDateTimeIn(at.toISOString(), language, 'UTC')} UTC` : '';
    return receiptsDocument(t, ordered, ({ collection: c, alias }) => [
      [t.orderNo, c.orderNo],
      [t.amount, `${fromMinor(c.amount, c.currency as Currency)} ${c.currency}`],
      [t.arrivedAt, time(c.arrivedAt)],
      [t.payerName, c.payerName],
      [t.payerCountry, c.payerCountry],
      [t.note, c.note],
      [t.account, alias ? `${alias} · ${c.accountNumber}` : c.accountNumber],
      [t.state, (t.states as Record<string, string>)[String(c.state)] ?? String(c.state)],
      [t.creditedAt, time(c.creditedAt)],
      [t.bankReference, c.bankReference],
    ]);
  },
});

export const collectionReports: ReportDefinition[] = [accountLetter, receipts];
