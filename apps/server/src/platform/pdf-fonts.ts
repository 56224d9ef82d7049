// The PDFs' font: Noto Sans CJK SC (Noto Sans Hans, SIL OFL 1.1) from the npm package
// @embedpdf/fonts-sc, regular and bold; it covers Chinese (simplified and traditional), Latin and
// Russian Cyrillic, and pdfkit embeds only the glyphs used.
import { createRequire } from 'node:module';
import path from 'node:path';

const fontsDir = () => {
  const entry = createRequire(import.meta.url).resolve('@embedpdf/fonts-sc');
  return path.join(path.dirname(entry), '..', 'fonts');
};

/** Registers the fonts as "regular" and "bold" on a pdfkit document. */
export const registerPdfFonts = (doc: PDFKit.PDFDocument) => {
  const fonts = fontsDir();
  doc.registerFont('regular', path.join(fonts, 'NotoSansHans-Regular.otf'));
  doc.registerFont('bold', path.join(fonts, 'NotoSansHans-Bold.otf'));
};
