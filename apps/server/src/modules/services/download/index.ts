// What other modules and the app composition may use of the download centre: its routes, jobs and schedules,
// and what an area needs to define a report (registry.ts) and to let the database write its CSV.
import type { Deps } from '../../../platform/deps.ts';
import type { JobDefinition } from '../../../platform/jobs.ts';
import { generateJob } from './generate.ts';
import type { ReportRegistry } from './registry.ts';
import { downloadSchedules, scheduledJobs } from './scheduled.ts';

export { downloadMerRoutes as merRoutes } from './routes.ts';
export { documentContextOf, runExport } from './generate.ts';
export {
  createReportRegistry,
  defineReport,
  type FileNameParts,
  type ReportContent,
  type DocumentContext,
  type ReportContext,
  type ReportDocument,
  type ReportDefinition,
  type ReportFile,
  type ReportRegistry,
  type ReportStatement,
  type ReportTable,
  type ScheduledReport,
} from './registry.ts';
export type { ExportColumn } from './formats/columns.ts';
export type { StatementLine, StatementTexts } from './formats/statement-pdf.ts';
export { csvFormulaGuard } from './formats/csv.ts';
export { writeXlsx } from './formats/xlsx.ts';
export { letterhead, MARGIN, pdfInto, receiptsDocument, rows } from './formats/document-pdf.ts';
export { csvTextSql } from './repository.ts';
export { exportTexts, type ExportTexts } from './texts.ts';

/** The centre's jobs: generating a file, and the scheduled reports of every area. */
export const jobs = (deps: Deps, { reports }: { reports: ReportRegistry }): JobDefinition[] => [
  generateJob(deps, reports),
  ...scheduledJobs(deps, reports),
];

export const schedules = ({ reports }: { reports: ReportRegistry }) => downloadSchedules(reports);
