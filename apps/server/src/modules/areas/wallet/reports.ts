// The wallet's reports in the download centre: fund details (the walletDetail screen's rows as
// CSV or XLSX) and the account statement of one currency wallet (PDF, also made every month for
// each wallet that moved). The app composition registers them (app.ts).
import {
  AMOUNT_FORMATS,
  FileType,
  walletApi,
  formatAmount,
  formatDateIn,
  formatDateTimeIn,
  type Currency,
  type FundDetailsFilter,
  type FundMovement,
} from '@tradebridge/contracts';
import { monthly } from '../../../platform/jobs.ts';
import {
  defineReport,
  type ExportColumn,
  type ExportTexts,
  type ReportDefinition,
  type StatementLine,
} from '../../services/download/index.ts';
import { countMovements, dailyMovements, walletsMovedBetween } from '../../core/ledger/index.ts';
import { copyFundMovementsCsv, fundDetailCellsSql, type FundMovementText } from './repository.ts';
import { fundMovementBatches, fundMovementRows } from './fund-details.ts';

/** "Wallet transfer", "Incoming payment (sandbox bank)", or the raw code when unknown. */
export const movementTypeLabel = (
  texts: ExportTexts,
  orderType: number | null,
  kind: string | null,
): string => {
  if (orderType !== null)
    return (texts.orderType as Record<string, string>)[String(orderType)] ?? String(orderType);
  if (kind) return (texts.kind as Record<string, string>)[kind] ?? kind;
  return '';
};

const fundDetailColumns = (texts: ExportTexts): ExportColumn[] => {
  const c = texts.fundDetails.columns;
  return [
    { header: c.time, kind: 'text', width: 20 },
    { header: c.currency, kind: 'text', width: 9 },
    { header: c.type, kind: 'text', width: 22 },
    { header: c.orderNo, kind: 'text', width: 22 },
    { header: c.direction, kind: 'text', width: 12 },
    { header: c.amount, kind: 'number', width: 16 },
    { header: c.balanceAfter, kind: 'number', width: 16 },
    { header: c.counterparty, kind: 'text', width: 28 },
    { header: c.note, kind: 'text', width: 32 },
  ];
};

/** One spreadsheet row: amounts signed (money out is negative), exact decimal strings. */
const fundDetailCells = (texts: ExportTexts, m: Readonly<FundMovementText>): string[] => [
  m.time,
  m.currency,
  movementTypeLabel(texts, m.orderType, m.kind),
  m.orderNo ?? '',
  texts.direction[m.direction],
  m.amount,
  m.balanceAfter,
  m.counterparty ?? '',
  m.note ?? '',
];

export const fundDetailsReport = defineReport({
  operation: walletApi.exportFundDetails,
  fileTypes: [FileType.Csv, FileType.Xlsx],
  fileName: (texts) => texts.fundDetails.fileName,
  prepare: (input) => ({
    fileType: input.fileType,
    nameParts: input.filter,
    params: { filter: input.filter },
  }),
  async produce({ db, merchantId, params, texts, batchSize }) {
    const filter = (params.filter ?? {}) as FundDetailsFilter;
    return {
      shape: 'table',
      sheetName: texts.fundDetails.sheet,
      columns: fundDetailColumns(texts),
      total: countMovements(db, merchantId, filter),
      rows: () =>
        fundMovementRows(db, merchantId, filter, (m) => fundDetailCells(texts, m), { batchSize }),
      copyCsvRows: (out, options) =>
        copyFundMovementsCsv(
          db,
          merchantId,
          filter,
          (m) => fundDetailCellsSql(texts, m),
          out,
          options,
        ),
    };
  },
});

/** The calendar month before `now` (UTC), as inclusive ISO dates. */
export const previousMonth = (now: Date) => {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { dateFrom: first.toISOString().slice(0, 10), dateTo: last.toISOString().slice(0, 10) };
};

export const statementReport = defineReport({
  operation: walletApi.exportStatement,
  fileTypes: [FileType.Pdf],
  fileName: (texts) => texts.statement.fileName,
  prepare: (input) => {
    const params = { currency: input.currency, dateFrom: input.dateFrom, dateTo: input.dateTo };
    return { fileType: FileType.Pdf, nameParts: params, params };
  },
  async produce({ db, merchantId, params, language, texts }) {
    const { currency, dateFrom, dateTo } = params as {
      currency: Currency;
      dateFrom: string;
      dateTo: string;
    };
    const daily = await dailyMovements(db, merchantId, currency, dateFrom, dateTo);
    let totalIn = 0n;
    let totalOut = 0n;
    for (const day of daily.days) {
      totalIn += day.inflow;
      totalOut += day.outflow;
    }
    const closing = daily.days.at(-1)?.closingBalance ?? daily.openingBalance;
    const money = (value: bigint | string) =>
      formatAmount(value, currency, { ...AMOUNT_FORMATS[language], fixed: true });
    const line = (m: FundMovement): StatementLine => ({
      time: formatDateTimeIn(m.time, language, 'UTC'),
      type: movementTypeLabel(texts, m.orderType, m.kind),
      orderNo: m.orderNo ?? '',
      description: [m.counterparty, m.note].filter(Boolean).join(' · '),
      amountIn: m.direction === 'in' ? money(m.amount) : '',
      amountOut: m.direction === 'out' ? money(m.amount) : '',
      balance: money(m.balanceAfter),
    });
    const period = { currency, dateFrom, dateTo };
    async function* lines() {
      for await (const batch of fundMovementBatches(db, merchantId, period, {
        batchSize: 1000,
        order: 'asc',
      }))
        yield batch.map(line);
    }
    return {
      shape: 'statement',
      texts: texts.statement,
      header: {
        currency,
        periodFrom: formatDateIn(dateFrom, language),
        periodTo: formatDateIn(dateTo, language),
        openingBalance: money(daily.openingBalance),
        closingBalance: money(closing),
        totalIn: money(totalIn),
        totalOut: money(totalOut),
      },
      total: await countMovements(db, merchantId, period),
      lines: lines(),
    };
  },
  scheduled: {
    job: 'statement.monthly',
    // 01:00 UTC on the 1st: the month before is complete in every time zone east of UTC-1.
    slot: monthly(1),
    fileName: (texts) => texts.statement.monthly,
    /** Last month's statement of every currency wallet that moved in it. */
    async due(db, now) {
      const { dateFrom, dateTo } = previousMonth(now);
      const wallets = await walletsMovedBetween(db, dateFrom, dateTo);
      return wallets.map(({ merchantId, currency }) => {
        const params = { currency, dateFrom, dateTo };
        return { merchantId, fileType: FileType.Pdf, nameParts: params, params };
      });
    },
  },
});

/** The wallet's reports, in the order of their export calls. */
export const walletReports: readonly ReportDefinition[] = [fundDetailsReport, statementReport];
