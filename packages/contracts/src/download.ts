// Download centre (spec §1, §2 download icon, §3 download record, §4 file and download states,
// §7 60-second download countdown, §8 download time-out): every export is a record produced by a
// background job.
import { z } from 'zod';
import { dateRangeFields, pageFields, zPage } from './envelope.ts';
import { DownloadState, FileState, GenerationType } from './states.ts';
import { operationsOf } from './operation.ts';
import type { PermissionId } from './permissions.ts';

/** What an export contains. */
export const ReportKind = {
  FundDetails: 'fundDetails',
  Statement: 'statement',
  CollectionReceipts: 'collectionReceipts',
  AccountLetter: 'accountLetter',
  ExchangeOrders: 'exchangeOrders',
  PayoutOrders: 'payoutOrders',
  PayoutReceipts: 'payoutReceipts',
} as const;
export type ReportKind = (typeof ReportKind)[keyof typeof ReportKind];

export const FileType = { Csv: 'csv', Xlsx: 'xlsx', Pdf: 'pdf' } as const;
export type FileType = (typeof FileType)[keyof typeof FileType];
export const FILE_TYPES = Object.values(FileType) as [FileType, ...FileType[]];

/** A generated file can be downloaded for this many days, then it is removed (state disabled). */
export const DOWNLOAD_KEEP_DAYS = 7;
/** Spec §7/§9: a direct download waits at most this long, with a countdown, then times out. */
export const DOWNLOAD_COUNTDOWN_SECONDS = 60;
/** The longest period of an account statement: one year, both ends counted. */
export const STATEMENT_MAX_DAYS = 366;

const codes = <T extends Record<string, number>>(values: T) =>
  z.union(
    Object.values(values).map((v) => z.literal(v)) as unknown as [
      z.ZodLiteral<T[keyof T]>,
      z.ZodLiteral<T[keyof T]>,
      ...z.ZodLiteral<T[keyof T]>[],
    ],
  );
export const zFileState = codes(FileState);
export const zDownloadState = codes(DownloadState);
export const zGenerationType = codes(GenerationType);

export const ZDownloadRecord = z.object({
  id: z.string(),
  fileName: z.string(),
  fileType: z.enum(FILE_TYPES),
  report: z.enum(Object.values(ReportKind) as [ReportKind, ...ReportKind[]]),
  generationType: zGenerationType,
  fileState: zFileState,
  downloadState: zDownloadState,
  /** Error code of a failed generation (a key of the error messages). */
  failReason: z.string().nullable(),
  /** 0–100 while generating. */
  progress: z.number().int(),
  rowCount: z.number().int().nullable(),
  /** Bytes, once complete. */
  size: z.number().int().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** After this the file is removed and the record shows "disabled". */
  expiresAt: z.string().nullable(),
});
export type DownloadRecord = z.infer<typeof ZDownloadRecord>;

export const ZDownloadListQuery = z.object({
  fileType: z.enum(FILE_TYPES).optional(),
  fileState: zFileState.optional(),
  downloadState: zDownloadState.optional(),
  generationType: zGenerationType.optional(),
  ...dateRangeFields,
  ...pageFields,
});
export type DownloadListQuery = z.input<typeof ZDownloadListQuery>;
export const ZDownloadPage = zPage(ZDownloadRecord);
export type DownloadPage = z.infer<typeof ZDownloadPage>;

/** The header icon: files ready and not yet downloaded, and files still generating. */
export const ZDownloadCount = z.object({ ready: z.number().int(), generating: z.number().int() });
export type DownloadCount = z.infer<typeof ZDownloadCount>;

export const ZDownloadIdRequest = z.object({ id: z.uuid() });
export type DownloadIdRequest = z.input<typeof ZDownloadIdRequest>;
export const ZDownloadIdResult = z.object({ id: z.string() });

/**
 * The export call of a report, download/export/<kind>.json: the area that owns the report defines
 * it in its own operations (walletApi.exportFundDetails); the download centre registers it.
 */
export const reportExport = <Request extends z.ZodType>(
  report: ReportKind,
  definition: { summary: string; request: Request; permission: PermissionId },
) => ({
  ...mer({
    path: `download/export/${report}.json`,
    summary: `${definition.summary} (Idempotency-Key required)`,
    request: definition.request,
    result: ZDownloadRecord,
    idempotent: true,
    access: { kind: 'user', permission: definition.permission },
  }),
  report,
});
export type ReportExport<Request extends z.ZodType = z.ZodType> = ReturnType<
  typeof reportExport<Request>
>;

/** The download centre belongs to every user; an export needs its report's permission. */
const EVERY_USER = { kind: 'user' } as const;

const mer = operationsOf('mer', 'download');

export const downloadApi = {
  count: mer({
    path: 'download/count.json',
    summary: 'The header icon: files ready and not yet downloaded, files generating',
    result: ZDownloadCount,
    access: EVERY_USER,
  }),
  list: mer({
    path: 'download/list.json',
    summary: 'Download records, newest first',
    request: ZDownloadListQuery,
    result: ZDownloadPage,
    access: EVERY_USER,
  }),
  file: mer({
    path: 'download/file.json',
    summary: 'The file itself (marks it downloaded); errors come as the JSON envelope',
    request: ZDownloadIdRequest,
    result: 'file',
    access: EVERY_USER,
  }),
  delete: mer({
    path: 'download/delete.json',
    summary: 'Delete a record and its file',
    request: ZDownloadIdRequest,
    result: ZDownloadIdResult,
    access: EVERY_USER,
  }),
};
