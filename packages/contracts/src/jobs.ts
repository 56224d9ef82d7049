// Background jobs as the operator console shows them (numbering ours: the spec has no jobs).
import { z } from 'zod';
import { pageFields, zPage } from './envelope.ts';
import { operationsOf } from './operation.ts';

/**
 * Queued: waiting for its run time. Running: claimed by a worker (a crashed worker's job is
 * claimed again when its lease ends). Succeeded. Retrying: failed, runs again after a back-off.
 * Dead: failed its last attempt; an operator may retry it.
 */
export const JobState = { Queued: 0, Running: 1, Succeeded: 2, Retrying: 3, Dead: 4 } as const;
export type JobState = (typeof JobState)[keyof typeof JobState];
const zJobState = z.union([
  z.literal(JobState.Queued),
  z.literal(JobState.Running),
  z.literal(JobState.Succeeded),
  z.literal(JobState.Retrying),
  z.literal(JobState.Dead),
]);

export const ZJob = z.object({
  id: z.string(),
  kind: z.string(),
  state: zJobState,
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  progress: z.number().int(),
  lastError: z.string().nullable(),
  /** The merchant the job works for, if any (merchant number). */
  merNo: z.string().nullable(),
  runAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Job = z.infer<typeof ZJob>;

export const ZJobListQuery = z.object({
  state: zJobState.optional(),
  kind: z.string().trim().max(80).optional(),
  ...pageFields,
});
export type JobListQuery = z.input<typeof ZJobListQuery>;
export const ZJobPage = zPage(ZJob);
export type JobPage = z.infer<typeof ZJobPage>;
export const ZJobIdRequest = z.object({ id: z.uuid() });

const ops = operationsOf('ops', 'jobs');

export const jobsApi = {
  list: ops({
    path: 'jobs/list.json',
    summary: 'Background jobs, newest first',
    request: ZJobListQuery,
    result: ZJobPage,
    access: { kind: 'operator' },
  }),
  retry: ops({
    path: 'jobs/retry.json',
    summary: 'Send a dead job back to the queue (audited)',
    request: ZJobIdRequest,
    result: ZJob,
    access: { kind: 'operator', permission: 'retryJobs' },
  }),
};
