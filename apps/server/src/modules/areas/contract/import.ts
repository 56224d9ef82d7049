// Trade orders from a spreadsheet: the XLSX template in the caller's language, a check of an
// uploaded file row by row (nothing written), the file of its bad rows with their reasons, and the
// import of all rows — or of the valid ones, when the user chose so (issue 17). Each row follows
// the rules of an order typed by hand (ZOrderFields, orderProblems); order numbers must be new to
// the merchant and to the file. Columns are read by position, as the template lays them out.
import { PassThrough } from 'node:stream';
import {
  ORDER_IMPORT_MAX_ROWS,
  ShipmentState,
  ZOrderFields,
  fromMinor,
  type Currency,
  type ImportCheck,
  type ImportProblem,
  type ImportResult,
  type Language,
  type OrderFields,
} from '@tradebridge/contracts';
import { validationReason } from '@tradebridge/contracts/error-messages';
import type { Client, Deps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/errors.ts';
import { getMerchantFile } from '../../../platform/files.ts';
import type { UserAuth } from '../../../platform/http/auth.ts';
import { auditUser } from '../../../platform/http/audited.ts';
import { saveIdempotentResult, type Idempotency } from '../../../platform/http/idempotency.ts';
import { localizeProblems, RequestValidationError } from '../../../platform/http/validation.ts';
import { dateOfSerial, plainDecimalOf, XlsxError } from '../../../platform/xlsx-read.ts';
import { readUploadedSheet } from '../../../platform/uploaded-sheet.ts';
import { exportTexts, writeXlsx } from '../../services/download/index.ts';
import { assertTakesOrders, orderColumnsOf, orderProblems } from './orders.ts';
import { findContract, insertOrders, lockContract, takenOrderNos } from './repository.ts';

/** The template's columns, in order. */
export const ORDER_COLUMNS = [
  'orderNo',
  'name',
  'description',
  'origin',
  'category',
  'quantity',
  'unitPrice',
  'total',
  'logisticsProvider',
  'trackingNumber',
  'payer',
  'orderedAt',
  'shipment',
] as const;
type Column = (typeof ORDER_COLUMNS)[number];
const NUMERIC: readonly Column[] = ['quantity', 'unitPrice', 'total'];
const WIDTHS: Partial<Record<Column, number>> = {
  name: 28,
  description: 32,
  payer: 24,
  orderedAt: 22,
};

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PROBLEMS_ANSWERED = 200;

const YES = new Set(['y', 'yes', '1', 'true', '是', '已发货', 'да']);
const NO = new Set(['n', 'no', '0', 'false', '否', '未发货', 'нет']);

/** An order time as written: an Excel date, "YYYY-MM-DD[ HH:mm[:ss]]" in UTC, or ISO with a zone. */
const orderTimeOf = (text: string): string => {
  const serial = dateOfSerial(text);
  if (serial) return serial.toISOString();
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (match) {
    const [, date, hours = '00', minutes = '00', seconds = '00'] = match;
    const at = new Date(`${date}T${hours}:${minutes}:${seconds}Z`);
    return Number.isNaN(at.getTime()) ? text : at.toISOString();
  }
  return text;
};

/** A row's cells as the fields of an order (the schema then says what is wrong). */
const fieldsOfRow = (cells: string[]): Record<Column, unknown> => {
  const raw = Object.fromEntries(
    ORDER_COLUMNS.map((column, i) => {
      const text = (cells[i] ?? '').trim();
      return [column, NUMERIC.includes(column) ? plainDecimalOf(text) : text];
    }),
  ) as Record<Column, string>;
  const shipment = raw.shipment.toLowerCase();
  return {
    ...raw,
    origin: raw.origin.toUpperCase(),
    // A goods type typed as a number loses its leading zero: 2 → "02".
    category: /^\d$/.test(raw.category) ? `0${raw.category}` : raw.category,
    orderedAt: orderTimeOf(raw.orderedAt),
    shipment: YES.has(shipment)
      ? ShipmentState.Shipped
      : NO.has(shipment)
        ? ShipmentState.NotShipped
        : raw.shipment,
  };
};

type CheckedRow = {
  row: number;
  cells: string[];
  fields: OrderFields | null;
  problems: { field: string; message: string }[];
};

/**
 * What reading an order file may take: the header and 10,000 orders, each of 13 columns of at most
 * ~1,200 characters (~4.4 KB as UTF-8 Chinese with its XML); 6 KB a row and 1 MB around them.
 */
const ORDER_SHEET_LIMITS = {
  maxRows: ORDER_IMPORT_MAX_ROWS + 1,
  maxInflatedBytes: (ORDER_IMPORT_MAX_ROWS + 1) * 6 * 1024 + 1024 * 1024,
};

/** Reads and checks every row of the uploaded file against the contract. */
const checkRows = async (
  deps: Deps,
  user: UserAuth,
  input: { contractId: string; fileId: string },
  language: Language,
) => {
  const contract = assertTakesOrders(
    await findContract(deps.db, input.contractId, user.merchantId),
  );
  const file = await getMerchantFile(deps, user.merchantId, input.fileId);
  const invalid = (reason: string) => new AppError('ORDER_IMPORT_INVALID', { reason });
  if (file.mime !== XLSX_MIME) throw invalid('save the file as .xlsx (Excel 2007 or later)');
  let rows: { row: number; cells: string[] }[];
  try {
    rows = await readUploadedSheet(deps, user.merchantId, file.storageKey!, ORDER_SHEET_LIMITS);
  } catch (error) {
    // The reader stops at the first row past the limit (the header and the rows allowed).
    if (error instanceof XlsxError && error.refusal === 'rows')
      throw invalid(`at most ${ORDER_IMPORT_MAX_ROWS} orders in one file`);
    if (error instanceof XlsxError) throw invalid(error.message);
    throw error;
  }
  const data = rows.slice(1); // the first row holds the headers
  if (data.length === 0) throw invalid('the file holds no orders below the header row');

  const currency = contract.currency as Currency;
  const taken = await takenOrderNos(
    deps.db,
    user.merchantId,
    data.map((r) => (r.cells[0] ?? '').trim()).filter(Boolean),
  );
  const seen = new Set<string>();
  const reason = (key: string) => validationReason(key, language) ?? key;
  const checked: CheckedRow[] = data.map(({ row, cells }) => {
    const parsed = ZOrderFields.safeParse(fieldsOfRow(cells), { reportInput: true });
    if (!parsed.success) {
      return {
        row,
        cells,
        fields: null,
        problems: localizeProblems(
          new RequestValidationError(parsed.error.issues, 'row'),
          language,
        ),
      };
    }
    const problems = orderProblems(parsed.data, currency).map(([field, key]) => ({
      field,
      message: reason(key),
    }));
    const orderNo = parsed.data.orderNo;
    if (taken.has(orderNo) || seen.has(orderNo))
      problems.push({ field: 'orderNo', message: reason('orderNoTaken') });
    seen.add(orderNo);
    return { row, cells, fields: problems.length ? null : parsed.data, problems };
  });
  return { contract, currency, checked };
};

export const checkImport = async (
  deps: Deps,
  user: UserAuth,
  input: { contractId: string; fileId: string },
  language: Language,
): Promise<ImportCheck> => {
  const { currency, checked } = await checkRows(deps, user, input, language);
  const valid = checked.filter((r) => r.fields);
  const problems: ImportProblem[] = checked
    .flatMap((r) => r.problems.map((p) => ({ row: r.row, ...p })))
    .slice(0, PROBLEMS_ANSWERED);
  const validTotal = valid.reduce(
    (sum, r) => sum + BigInt(orderColumnsOf(r.fields!, { id: '', merchantId: '', currency }).total),
    0n,
  );
  return {
    rows: checked.length,
    valid: valid.length,
    invalid: checked.length - valid.length,
    validTotal: fromMinor(validTotal, currency),
    problems,
  };
};

/** An XLSX file in memory (a template, or at most ORDER_IMPORT_MAX_ROWS rows of errors). */
const xlsxBytes = async (
  sheetName: string,
  columns: { header: string; kind: 'text'; width?: number }[],
  rows: string[][],
) => {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  async function* batches() {
    if (rows.length) yield rows;
  }
  await writeXlsx(out, { sheetName, columns, batches: batches() });
  out.end();
  return Buffer.concat(chunks);
};

const headersOf = (language: Language) => {
  const texts = exportTexts(language).orderImport;
  return ORDER_COLUMNS.map((column) => ({
    header: texts.columns[column],
    kind: 'text' as const,
    width: WIDTHS[column] ?? 16,
  }));
};

export const orderTemplate = async (language: Language) => {
  const texts = exportTexts(language).orderImport;
  return {
    fileName: `${texts.templateFileName}.xlsx`,
    bytes: await xlsxBytes(texts.sheetName, headersOf(language), []),
  };
};

export const importErrorFile = async (
  deps: Deps,
  user: UserAuth,
  input: { contractId: string; fileId: string },
  language: Language,
) => {
  const { checked } = await checkRows(deps, user, input, language);
  const texts = exportTexts(language).orderImport;
  const columns = [
    { header: texts.row, kind: 'text' as const, width: 8 },
    ...headersOf(language),
    { header: texts.errors, kind: 'text' as const, width: 60 },
  ];
  const rows = checked
    .filter((r) => r.problems.length > 0)
    .map((r) => [
      String(r.row),
      ...ORDER_COLUMNS.map((_, i) => r.cells[i] ?? ''),
      r.problems
        .map((p) => `${texts.columns[p.field as Column] ?? p.field}: ${p.message}`)
        .join('; '),
    ]);
  return {
    fileName: `${texts.errorFileName}.xlsx`,
    bytes: await xlsxBytes(texts.errorsSheetName, columns, rows),
  };
};

/** Rows per INSERT: 1,000 rows of 17 columns stay far below PostgreSQL's 65,535 parameters. */
const INSERT_ROWS = 1_000;

export const importOrders = async (
  deps: Deps,
  user: UserAuth,
  input: { contractId: string; fileId: string; skipInvalid: boolean },
  idempotency: Idempotency,
  client: Client,
  language: Language,
): Promise<ImportResult> => {
  const { currency, checked } = await checkRows(deps, user, input, language);
  const invalid = checked.filter((r) => !r.fields).length;
  if (invalid > 0 && !input.skipInvalid)
    throw new AppError('ORDER_IMPORT_HAS_ERRORS', { count: invalid });
  return deps.db.transaction(async (tx) => {
    const contract = assertTakesOrders(await lockContract(tx, input.contractId, user.merchantId));
    const rows = checked.filter((r) => r.fields).map((r) => orderColumnsOf(r.fields!, contract));
    let imported = 0;
    let total = 0n;
    for (let i = 0; i < rows.length; i += INSERT_ROWS) {
      const written = await insertOrders(tx, rows.slice(i, i + INSERT_ROWS));
      imported += written.length;
      for (const row of written) total += row.total;
    }
    const answer = {
      imported,
      skipped: checked.length - imported,
      total: fromMinor(total, currency),
    };
    await auditUser(tx, user, client, {
      action: 'contract.import',
      target: `contract:${contract.id}`,
      after: { fileId: input.fileId, ...answer },
    });
    await saveIdempotentResult(tx, idempotency, answer);
    return answer;
  });
};
