// The reports of the download centre. The centre knows no report of its own: each area defines
// its reports beside its code (modules/areas/wallet/reports.ts) and the app composition registers them
// (app.ts). A definition says what the export call takes, who may make it, and what the file holds;
// the centre does the rest: the call download/export/<kind>.json, the record, the job, the file
// format, listing, downloading and expiry.
import type {
  FileType,
  Language,
  PermissionId,
  ReportExport,
  ReportKind,
} from '@tradebridge/contracts';
import type { Writable } from 'node:stream';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import type { JobSchedule } from '../../../platform/jobs.ts';
import type { ExportColumn } from './formats/columns.ts';
import type { StatementInput, StatementLine, StatementTexts } from './formats/statement-pdf.ts';
import type { ExportTexts } from './texts.ts';

/** What a file name says of its content besides the report: "资金明细_USD_20261101-20261121.xlsx". */
export type FileNameParts = {
  currency?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
};

/** One file to make: kept in the download record, its params read back when it is generated. */
export type ReportFile = {
  fileType: FileType;
  nameParts: FileNameParts;
  params: Record<string, unknown>;
};

/** What a report's content is made from: the record's merchant, params and language. */
export type ReportContext = {
  db: Db;
  merchantId: string;
  /** As the report's `prepare` (or `scheduled.due`) made them; stored as JSON. */
  params: Record<string, unknown>;
  language: Language;
  /** Every export text in the record's language (src/locales/<lang>/exports.json). */
  texts: ExportTexts;
  /** Rows per batch to read from the database (exportBatchSize). */
  batchSize: number;
};

/** A table, written as CSV or XLSX: cells are text or exact decimal strings (ExportColumn). */
export type ReportTable = {
  shape: 'table';
  sheetName: string;
  columns: ExportColumn[];
  /** How many rows will come, for progress. */
  total: Promise<number>;
  /** Every row, in batches, read when the writer asks for them. */
  rows: () => AsyncIterable<string[][]>;
  /**
   * PostgreSQL's fast path for CSV (decision 0011): the same rows written by the database (COPY)
   * without the header, giving the bytes writeCsv gives (csvTextSql is csvText's rule in SQL).
   */
  copyCsvRows?: (
    out: Writable,
    options: { onChunk: (chunk: Buffer) => Promise<void>; signal?: AbortSignal | undefined },
  ) => Promise<unknown>;
};

/** A statement, written as PDF; the centre adds the merchant and the time it was generated. */
export type ReportStatement = {
  shape: 'statement';
  texts: StatementTexts;
  header: Omit<StatementInput['header'], 'merchantName' | 'merNo' | 'generatedAt'>;
  /** How many lines will come, for progress. */
  total: number;
  /** Oldest first, in batches. */
  lines: AsyncIterable<StatementLine[]>;
};

/** What a document is written with: the platform's letterhead and the merchant. */
export type DocumentContext = {
  platform: { name: string; address: string; website: string; email: string };
  merchantName: string;
  merNo: string;
  generatedAt: string;
};

/** A document of a few pages (receipts, a letter), written as PDF by the area that owns it. */
export type ReportDocument = {
  shape: 'document';
  /** Its items (receipts, details), for the record's row count. */
  total: number;
  write(out: Writable, context: DocumentContext): Promise<void>;
};

export type ReportContent = ReportTable | ReportStatement | ReportDocument;

/** Files made without a request (generation type "scheduled"), seen by holders of the permission. */
export type ScheduledReport = {
  /** The recurring job's kind, unique among jobs ("statement.monthly"). */
  job: string;
  slot: JobSchedule['slot'];
  /** The file name's first part ("Monthly statement"). */
  fileName(texts: ExportTexts): string;
  /** The files due at `now`; one that exists already (same merchant and name) is skipped. */
  due(db: Db, now: Date): Promise<(ReportFile & { merchantId: string })[]>;
};

export type ReportDefinition<Request extends z.ZodType = z.ZodType> = {
  /** The export call, defined by the owning area in contracts (walletApi.exportFundDetails). */
  operation: ReportExport<Request>;
  kind: ReportKind;
  /** The member permission the export call needs; its holders also see the scheduled files. */
  permission: PermissionId;
  /** The file types the report can be written as (prepare picks one). */
  fileTypes: readonly FileType[];
  /** The file name's first part ("Fund details"). */
  fileName(texts: ExportTexts): string;
  /** What a valid request becomes. */
  prepare(input: z.output<Request>): ReportFile;
  /**
   * Checks, before the record is made, that what the file names (ids) is the merchant's: throws
   * NOT_FOUND otherwise. Reports of the merchant's whole data need none.
   */
  check?(db: Db, merchantId: string, params: Record<string, unknown>): Promise<void>;
  /** The content of one file. */
  produce(context: ReportContext): Promise<ReportContent>;
  scheduled?: ScheduledReport;
};

/** A definition typed by its export call; its kind and permission are the call's. */
export const defineReport = <Request extends z.ZodType>(
  definition: Omit<ReportDefinition<Request>, 'kind' | 'permission'>,
): ReportDefinition => {
  const { access } = definition.operation;
  if (access.kind !== 'user' || !access.permission)
    throw new Error(`report ${definition.operation.report} needs a member permission`);
  return {
    ...(definition as unknown as ReportDefinition),
    kind: definition.operation.report,
    permission: access.permission,
  };
};

export type ReportRegistry = {
  /** The report of a kind, if one is registered. */
  get(kind: string): ReportDefinition | undefined;
  /** In the order registered (the order of the export calls in the API documentation). */
  readonly list: readonly ReportDefinition[];
};

/** The registry of the given reports; a kind or scheduled job registered twice is a mistake. */
export const createReportRegistry = (definitions: Iterable<ReportDefinition>): ReportRegistry => {
  const byKind = new Map<string, ReportDefinition>();
  const jobs = new Set<string>();
  for (const definition of definitions) {
    if (byKind.has(definition.kind))
      throw new Error(`report ${definition.kind} is registered twice`);
    if (definition.fileTypes.length === 0)
      throw new Error(`report ${definition.kind} names no file type`);
    if (definition.scheduled) {
      if (jobs.has(definition.scheduled.job))
        throw new Error(`scheduled job ${definition.scheduled.job} is registered twice`);
      jobs.add(definition.scheduled.job);
    }
    byKind.set(definition.kind, definition);
  }
  const list = [...byKind.values()];
  return { get: (kind) => byKind.get(kind), list };
};
