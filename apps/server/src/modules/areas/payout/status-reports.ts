// Status reports as a real bank delivers them (issue 37): besides the rail's own collection, a
// pain.002 dropped into the reports inbox (DATA_DIR/bank/reports, swept every minute) or uploaded
// in the console goes through the same reader and rules (applyStatusReport). A report applied
// before (its MsgId) changes nothing again; what is not a pain.002 is refused with the reason.
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  StatusReportSource,
  ZPageRequest,
  type StatusReportEntry,
  type StatusReportOutcome,
  type StatusReportResult,
} from '@tradebridge/contracts';
import type { FastifyRequest } from 'fastify';
import { writeAudit } from '../../../platform/audit.ts';
import type { Client, Deps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/errors.ts';
import { claimDropped } from '../../../platform/inbox.ts';
import { operatorActor, type OperatorAuth } from '../../../platform/http/auth.ts';
import type { JobDefinition, JobSchedule } from '../../../platform/jobs.ts';
import { every } from '../../../platform/jobs.ts';
import { pageFrom } from '../../../platform/db/paging.ts';
import { readPain002 } from '../../../rails/iso20022/pain002.ts';
import { Iso20022Error } from '../../../rails/iso20022/xml.ts';
import { applyStatusReport } from './rail-status.ts';
import { listStatusReportFiles } from './repository/index.ts';

/** A status report is small: a bank's answer to a 1,000-payment file is well under 2 MB. */
export const STATUS_REPORT_MAX_BYTES = 16 * 1024 * 1024;
export const REPORTS_JOB = 'payout.reports';

/** The text of a report's bytes by its byte-order mark (UTF-8 without one). */
const textOf = (bytes: Buffer) => {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
};

/** Applies a report's bytes, refusing (STATUS_REPORT_INVALID, with the reason) what it cannot read. */
export const applyStatusReportFile = async (
  deps: Deps,
  bytes: Buffer,
  source: StatusReportSource,
) => {
  if (bytes.length === 0) throw new AppError('STATUS_REPORT_INVALID', { reason: 'empty file' });
  // The declaration may name UTF-16 once decoded; the parser takes the text as it is.
  const xml = textOf(bytes).replace(/^(<\?xml[^>]*?)\s+encoding=["'][^"']*["']/, '$1');
  try {
    return await applyStatusReport(deps, xml, source);
  } catch (error) {
    if (error instanceof Iso20022Error)
      throw new AppError('STATUS_REPORT_INVALID', { reason: error.message });
    throw error;
  }
};

/** A console upload of one pain.002: applied at once, the result shown. */
export const uploadStatusReport = async (
  deps: Deps,
  operator: OperatorAuth,
  request: FastifyRequest,
  client: Client,
): Promise<StatusReportResult> => {
  const part = await request.file({ limits: { fileSize: STATUS_REPORT_MAX_BYTES, files: 1 } });
  if (!part) throw new AppError('BAD_REQUEST');
  const bytes = await part.toBuffer().catch(() => {
    throw new AppError('FILE_TOO_LARGE');
  });
  if (part.file.truncated) throw new AppError('FILE_TOO_LARGE');
  const result = await applyStatusReportFile(deps, bytes, StatusReportSource.Console);
  await writeAudit(deps.db, {
    actor: operatorActor(operator),
    action: 'payout.statusReportUpload',
    target: `railFile:${result.messageId}`,
    ip: client.ip,
    after: {
      name: part.filename,
      duplicate: result.duplicate,
      settled: result.settled.length,
      rejected: result.rejected.length,
      unmatched: result.unmatched.length,
    },
  });
  return result;
};

/**
 * The reports inbox: every *.xml in DATA_DIR/bank/reports is applied and moved to `done/`, or, when
 * it is not a pain.002 we can read, to `refused/` with a `.reason.txt` beside it. A file still
 * being written is taken once renamed to ours (the next sweep takes what this one could not).
 */
export const sweepReportsInbox = async (deps: Deps) => {
  const inbox = path.join(deps.config.dataDir, 'bank', 'reports');
  const done = path.join(inbox, 'done');
  const refused = path.join(inbox, 'refused');
  await mkdir(done, { recursive: true });
  await mkdir(refused, { recursive: true });
  const results: { name: string; result?: StatusReportResult; refused?: string }[] = [];
  for await (const { name, taking } of claimDropped(inbox)) {
    try {
      if ((await stat(taking)).size > STATUS_REPORT_MAX_BYTES) throw new AppError('FILE_TOO_LARGE');
      const result = await applyStatusReportFile(
        deps,
        await readFile(taking),
        StatusReportSource.Inbox,
      );
      await rename(taking, path.join(done, name));
      results.push({ name, result });
      deps.log.info(
        {
          file: name,
          messageId: result.messageId,
          duplicate: result.duplicate,
          settled: result.settled.length,
          rejected: result.rejected.length,
          unmatched: result.unmatched.length,
        },
        'reports inbox: status report applied',
      );
    } catch (error) {
      if (!(error instanceof AppError)) {
        // Not the file's fault (the database, say): left for the next sweep.
        await rename(taking, path.join(inbox, name)).catch(() => undefined);
        deps.log.warn({ file: name, err: error }, 'reports inbox: status report not applied');
        continue;
      }
      const reason = String(error.params.reason ?? error.code);
      await rename(taking, path.join(refused, name));
      await writeFile(path.join(refused, `${name}.reason.txt`), `${error.code}: ${reason}\n`);
      results.push({ name, refused: reason });
      deps.log.warn({ file: name, reason }, 'reports inbox: status report refused');
    } finally {
      await rm(taking, { force: true });
    }
  }
  return results;
};

type StatusReportFile = Awaited<ReturnType<typeof listStatusReportFiles>>['rows'][number];

/** The file a report kept before its outcome was answers, as its XML says (null if unreadable). */
const originalOf = (xml: string) => {
  try {
    return readPain002(xml).originalMessageId;
  } catch {
    return null;
  }
};

const statusReportEntry = (file: StatusReportFile): StatusReportEntry => {
  const outcome = file.outcome as StatusReportOutcome | null;
  return {
    messageId: file.messageId,
    originalMessageId: outcome ? outcome.originalMessageId : originalOf(file.oldXml ?? ''),
    source: (file.source as StatusReportSource | null) ?? null,
    receivedAt: file.createdAt.toISOString(),
    settled: outcome?.settled ?? null,
    rejected: outcome?.rejected ?? null,
    recorded: outcome?.recorded ?? null,
    unchanged: outcome?.unchanged ?? null,
    unmatched: outcome?.unmatched ?? null,
  };
};

/** The status reports applied, however they came, newest first, with what each did. */
export const listStatusReports = (deps: Deps, query: { pageNum?: number; pageSize?: number }) =>
  pageFrom(
    ZPageRequest.parse(query),
    (window) => listStatusReportFiles(deps.db, window),
    statusReportEntry,
  );

export const reportsJobs = (deps: Deps): JobDefinition[] => [
  {
    kind: REPORTS_JOB,
    maxAttempts: 1,
    run: async () => {
      await sweepReportsInbox(deps);
    },
  },
];

export const reportsSchedules: JobSchedule[] = [{ kind: REPORTS_JOB, slot: every(60_000) }];
