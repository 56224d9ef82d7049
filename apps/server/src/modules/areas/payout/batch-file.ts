// The spreadsheet of a batch payment (issue 20): its XLSX template for a country, method and
// currency in the caller's language (the lists of account type, relationship, purpose and ID type
// offered by Excel's data validation), the reading of a filled file into rows as the form sends
// them, and the error file — the rows with each bad cell marked red and the reasons in a last
// column. Columns are read by position, as the template lays them out.
import { PassThrough } from 'node:stream';
import {
  BATCH_LIMITS,
  batchColumnsOf,
  interpolate,
  PayeeMethod,
  PayeeUsage,
  type BatchColumn,
  type BatchFileChoice,
  type Language,
} from '@tradebridge/contracts';
import type { Deps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/errors.ts';
import { getMerchantFile } from '../../../platform/files.ts';
import { readUploadedSheet } from '../../../platform/uploaded-sheet.ts';
import { plainDecimalOf, XlsxError } from '../../../platform/xlsx-read.ts';
import { exportTexts, writeXlsx, type ExportTexts } from '../../services/download/index.ts';

type Choice = { method: PayeeMethod; country: string | null; currency: string };
type Texts = ExportTexts['payoutBatch'];

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const WIDE: Partial<Record<BatchColumn, number>> = {
  accountName: 30,
  bankName: 28,
  address: 36,
  note: 30,
  cardholderName: 26,
};

/** The columns whose cells come from a list, and the list's labels by code. */
const listOf = (texts: Texts, column: BatchColumn): Record<string, string> | null => {
  if (column === 'type') return texts.types;
  if (column === 'relationship') return texts.relationships;
  if (column === 'purpose') return texts.purposes;
  if (column === 'idType') return texts.idTypes;
  return null;
};

/** Code by label in every language (and by the code itself), for reading a list's cell. */
const CODE_OF: Partial<Record<BatchColumn, Map<string, string>>> = (() => {
  const maps: Partial<Record<BatchColumn, Map<string, string>>> = {};
  for (const language of ['zh-CN', 'en-US', 'ru-RU', 'zh-TW'] as const) {
    const texts = exportTexts(language).payoutBatch;
    for (const column of ['type', 'relationship', 'purpose', 'idType'] as const) {
      const map = (maps[column] ??= new Map());
      for (const [code, label] of Object.entries(listOf(texts, column)!)) {
        map.set(code.toLowerCase(), code);
        map.set(label.toLowerCase(), code);
      }
    }
  }
  return maps;
})();

export const columnsOfChoice = (choice: Choice) =>
  batchColumnsOf(choice.method, choice.country, choice.currency) as readonly BatchColumn[];

const headersOf = (texts: Texts, choice: Choice) =>
  columnsOfChoice(choice).map((column) => ({
    header: interpolate(texts.columns[column], { currency: choice.currency }),
    kind: 'text' as const,
    width: WIDE[column] ?? 18,
  }));

/** An XLSX file in memory (a template, or at most 50 rows of errors). */
const xlsxBytes = async (
  options: Omit<Parameters<typeof writeXlsx>[1], 'batches'>,
  rows: string[][],
) => {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  async function* batches() {
    if (rows.length) yield rows;
  }
  await writeXlsx(out, { ...options, batches: batches() });
  out.end();
  return Buffer.concat(chunks);
};

export const batchTemplate = async (choice: BatchFileChoice, language: Language) => {
  const texts = exportTexts(language).payoutBatch;
  const parsed = choice as Choice;
  const columns = columnsOfChoice(parsed);
  const validations = columns.flatMap((column, i) => {
    const list = listOf(texts, column);
    return list ? [{ column: i, values: Object.values(list), toRow: BATCH_LIMITS.file + 1 }] : [];
  });
  const suffix = parsed.method === PayeeMethod.Card ? 'Visa' : parsed.country;
  return {
    fileName: `${texts.templateFileName} ${suffix} ${parsed.currency}.xlsx`,
    bytes: await xlsxBytes(
      {
        sheetName: texts.sheetName,
        columns: headersOf(texts, parsed),
        validations,
        textColumns: true,
      },
      [],
    ),
  };
};

export type FileRow = { row: number; cells: string[] };

/**
 * What reading a batch file may take: the header and 50 payments (spec §5), each row far below
 * 16 KB even written as inline strings in Chinese; 4 MB leaves room for what a spreadsheet program
 * adds around them.
 */
const BATCH_SHEET_LIMITS = { maxRows: BATCH_LIMITS.file + 1, maxInflatedBytes: 4 * 1024 * 1024 };

/** The filled rows of an uploaded batch (blank rows skipped), at most 50 (spec §5). */
export const readBatchFile = async (deps: Deps, merchantId: string, fileId: string) => {
  const file = await getMerchantFile(deps, merchantId, fileId);
  const invalid = (reason: string) => new AppError('BATCH_FILE_INVALID', { reason });
  if (file.mime !== XLSX_MIME) throw invalid('save the file as .xlsx (Excel 2007 or later)');
  let rows: FileRow[];
  try {
    rows = await readUploadedSheet(deps, merchantId, file.storageKey!, BATCH_SHEET_LIMITS);
  } catch (error) {
    // The reader stops at the first row past the limit (the header and the rows allowed).
    if (error instanceof XlsxError && error.refusal === 'rows')
      throw invalid(`at most ${BATCH_LIMITS.file} payments in one file`);
    if (error instanceof XlsxError) throw invalid(error.message);
    throw error;
  }
  const data = rows.slice(1).filter((r) => r.cells.some((cell) => cell.trim() !== ''));
  if (data.length === 0) throw invalid('the file holds no payments below the header row');
  return data;
};

/** A list cell as its code; a value not in the list stays as written (the schema refuses it). */
const codeOf = (column: BatchColumn, text: string) =>
  CODE_OF[column]?.get(text.toLowerCase()) ?? text;

/** A file's row as the form's row: a new payee described in full, the amount, purpose and note. */
export const rowInputOf = (choice: Choice, cells: string[]) => {
  const columns = columnsOfChoice(choice);
  const cell = (column: BatchColumn) => {
    const i = columns.indexOf(column);
    return i < 0 ? '' : (cells[i] ?? '').trim();
  };
  const purpose = codeOf('purpose', cell('purpose'));
  const common = {
    usage: PayeeUsage.Transfer,
    currency: choice.currency,
    relationship: codeOf('relationship', cell('relationship')),
    purpose,
    remarks: '',
  };
  const payee =
    choice.method === PayeeMethod.Card
      ? {
          ...common,
          method: PayeeMethod.Card,
          cardholderName: cell('cardholderName'),
          lastName: cell('lastName'),
          firstName: cell('firstName'),
          cardholderCity: cell('cardholderCity'),
          cardNumber: cell('cardNumber'),
          bankProvince: cell('bankProvince'),
          bankCity: cell('bankCity'),
          bankAddress: cell('bankAddress'),
        }
      : {
          ...common,
          method: PayeeMethod.Bank,
          country: choice.country,
          type: codeOf('type', cell('type')),
          accountName: cell('accountName'),
          accountNameEn: cell('accountNameEn'),
          accountNumber: cell('accountNumber'),
          iban: cell('iban'),
          bankName: cell('bankName'),
          branchName: cell('branchName'),
          cnaps: cell('cnaps'),
          hkBankCode: cell('hkBankCode'),
          routingNumber: cell('routingNumber'),
          bsb: cell('bsb'),
          swift: cell('swift'),
          province: cell('province'),
          city: cell('city'),
          district: cell('district'),
          postalCode: cell('postalCode'),
          address: cell('address'),
          idType: cell('idType') === '' ? null : Number(codeOf('idType', cell('idType'))) || -1,
          idNumber: cell('idNumber'),
          licenceNumber: cell('licenceNumber'),
        };
  return {
    payeeId: null,
    payee,
    amount: plainDecimalOf(cell('amount')),
    purpose,
    note: cell('note'),
  };
};

/** The column a problem's field names: "payee.accountNumber" → accountNumber. */
const columnOfField = (field: string) => field.replace(/^payee\./, '').split('.')[0]!;

export const batchErrorFile = async (
  choice: BatchFileChoice,
  rows: { row: number; cells: string[]; problems: { field: string; message: string }[] }[],
  language: Language,
) => {
  const texts = exportTexts(language).payoutBatch;
  const parsed = choice as Choice;
  const columns = columnsOfChoice(parsed);
  const bad = rows.filter((r) => r.problems.length > 0);
  const header = (column: string) =>
    (columns as readonly string[]).includes(column)
      ? interpolate(texts.columns[column as BatchColumn], { currency: parsed.currency })
      : column;
  return {
    fileName: `${texts.errorFileName}.xlsx`,
    bytes: await xlsxBytes(
      {
        sheetName: texts.errorsSheetName,
        columns: [
          { header: texts.row, kind: 'text', width: 8 },
          ...headersOf(texts, parsed),
          { header: texts.errors, kind: 'text', width: 60 },
        ],
        // Column 0 is the row number; a cell is marked when a problem names its column.
        isMarked: (row, column) =>
          column > 0 &&
          column <= columns.length &&
          bad[row]!.problems.some((p) => columnOfField(p.field) === columns[column - 1]),
      },
      bad.map((r) => [
        String(r.row),
        ...columns.map((_, i) => r.cells[i] ?? ''),
        r.problems.map((p) => `${header(columnOfField(p.field))}: ${p.message}`).join('; '),
      ]),
    ),
  };
};
