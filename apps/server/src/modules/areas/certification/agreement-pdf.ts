// The network access agreement made for the merchant (spec §2 "network access agreement download
// and upload"): its name, number and entity type, the clauses and the signature blocks, in the
// requester's language. The merchant prints, signs and uploads it; the reviewers check it.
import {
  formatDateIn,
  interpolate,
  type CertificationDraft,
  type Language,
} from '@tradebridge/contracts';
import enUS from '../../../locales/en-US/certification.json' with { type: 'json' };
import ruRU from '../../../locales/ru-RU/certification.json' with { type: 'json' };
import zhCN from '../../../locales/zh-CN/certification.json' with { type: 'json' };
import zhTW from '../../../locales/zh-TW/certification.json' with { type: 'json' };
import type { Deps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/errors.ts';
import type { UserAuth } from '../../../platform/http/auth.ts';
import { registerPdfFonts } from '../../../platform/pdf-fonts.ts';
import { findMerchant } from '../../core/merchants/index.ts';
import { findCaseOfMerchant } from './repository.ts';

const TEXTS: Record<Language, typeof enUS> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'ru-RU': ruRU,
  'zh-TW': zhTW,
};

const MARGIN = 64;

export const agreementPdf = async (deps: Deps, auth: UserAuth, language: Language) => {
  const merchant = await findMerchant(deps.db, auth.merchantId);
  const row = merchant && (await findCaseOfMerchant(deps.db, merchant.id));
  if (!merchant || !row?.entityType) throw new AppError('CERTIFICATION_STATE');
  const texts = (TEXTS[language] ?? zhCN).agreement;
  const draft = row.draft as CertificationDraft;
  const name = draft.company?.name ?? draft.individual?.name ?? merchant.name;
  const nameEn = draft.company?.nameEn ?? draft.individual?.nameEn;

  // pdfkit (and its font engine) is loaded when a PDF is first written, not with the server.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: texts.title } });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.once('end', resolve));
  const width = doc.page.width - MARGIN * 2;

  doc.font('bold').fontSize(18).text(texts.title, { align: 'center', width });
  doc.moveDown(1.2);
  doc.font('regular').fontSize(10.5).text(texts.intro, { width, lineGap: 3 });
  doc.moveDown();
  const rows: [string, string][] = [
    [texts.merchant, nameEn && nameEn !== name ? `${name} (${nameEn})` : name],
    [texts.merchantNo, merchant.merNo],
    [texts.entity, row.entityType === 'b' ? texts.enterprise : texts.individual],
    [texts.date, formatDateIn(new Date().toISOString(), language)],
  ];
  for (const [label, value] of rows) {
    doc.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value);
  }
  doc.moveDown();
  for (const clause of texts.clauses) {
    doc.text(clause, { width, lineGap: 3 });
    doc.moveDown(0.6);
  }
  doc.moveDown(2);
  const top = doc.y;
  const half = width / 2 - 12;
  doc.font('bold').text(texts.signMerchant, MARGIN, top, { width: half });
  doc.text(texts.signPlatform, MARGIN + half + 24, top, { width: half });
  doc.font('regular');
  for (const x of [MARGIN, MARGIN + half + 24]) {
    doc
      .moveTo(x, top + 64)
      .lineTo(x + half, top + 64)
      .stroke();
    doc.text(`${texts.signDate}:`, x, top + 76, { width: half });
  }
  doc.moveDown(3);
  doc.fontSize(9).fillColor('#555').text(texts.instructions, MARGIN, doc.y, { width });
  doc.end();
  await ended;
  return {
    fileName: interpolate(texts.fileName, { merNo: merchant.merNo }),
    pdf: Buffer.concat(chunks),
  };
};
