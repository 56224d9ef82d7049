// Recurring download jobs: removing expired files, and the scheduled files of the reports that
// have them (generation type "scheduled", e.g. each merchant's monthly statements).
import type { Deps } from '../../../platform/deps.ts';
import { every, type JobDefinition, type JobSchedule } from '../../../platform/jobs.ts';
import type { ReportDefinition, ReportRegistry, ScheduledReport } from './registry.ts';
import { mainUserLanguages } from '../../core/identity/index.ts';
import { insertScheduled } from './repository.ts';
import { enqueueGeneration, expireDownloads, fileNameFor } from './service.ts';
import { exportTexts } from './texts.ts';

export const EXPIRE_JOB = 'download.expire';

export const expireJob = (deps: Deps): JobDefinition => ({
  kind: EXPIRE_JOB,
  async run() {
    await expireDownloads(deps);
  },
});

type ScheduledDefinition = ReportDefinition & { scheduled: ScheduledReport };

const scheduledOf = (reports: ReportRegistry) =>
  reports.list.filter((r): r is ScheduledDefinition => r.scheduled !== undefined);

/**
 * Creates the report's files due at `now` and their jobs, in the language of each merchant's main
 * user. Each record commits on its own and a record that exists is skipped (unique scheduled file
 * name), so a run cut off half-way and run again completes the set without doubles.
 */
export const createScheduledFiles = async (
  deps: Deps,
  report: ReportDefinition,
  now = new Date(),
) => {
  const { scheduled } = report;
  if (!scheduled) throw new Error(`report ${report.kind} has no scheduled files`);
  const files = await scheduled.due(deps.db, now);
  const languages = await mainUserLanguages(deps.db, [...new Set(files.map((f) => f.merchantId))]);
  let created = 0;
  for (const file of files) {
    const language = languages.get(file.merchantId) ?? 'zh-CN';
    const fileName = fileNameFor(
      scheduled.fileName(exportTexts(language)),
      file.nameParts,
      file.fileType,
    );
    const made = await deps.db.transaction(async (tx) => {
      const row = await insertScheduled(tx, {
        merchantId: file.merchantId,
        report: report.kind,
        fileType: file.fileType,
        fileName,
        params: file.params,
        language,
      });
      if (row) await enqueueGeneration(deps, tx, row);
      return row !== undefined;
    });
    if (made) created += 1;
  }
  if (created) deps.jobs.wake();
  return created;
};

const scheduledJob = (deps: Deps, report: ScheduledDefinition): JobDefinition => ({
  kind: report.scheduled.job,
  async run() {
    await createScheduledFiles(deps, report);
  },
});

export const scheduledJobs = (deps: Deps, reports: ReportRegistry): JobDefinition[] => [
  expireJob(deps),
  ...scheduledOf(reports).map((report) => scheduledJob(deps, report)),
];

export const downloadSchedules = (reports: ReportRegistry): JobSchedule[] => [
  { kind: EXPIRE_JOB, slot: every(60 * 60 * 1000) },
  ...scheduledOf(reports).map((r) => ({ kind: r.scheduled.job, slot: r.scheduled.slot })),
];
