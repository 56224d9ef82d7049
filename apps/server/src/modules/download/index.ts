import type { Deps } from '../../platform/deps.ts';
import type { JobDefinition } from '../../platform/jobs.ts';
import { generateJob } from './generate.ts';
import { expireJob, monthlyStatementsJob } from './scheduled.ts';

export { downloadMerRoutes } from './routes.ts';
export { downloadSchedules } from './scheduled.ts';
export { runExport } from './generate.ts';

export const downloadJobs = (deps: Deps): JobDefinition[] => [
  generateJob(deps),
  expireJob(deps),
  monthlyStatementsJob(deps),
];
