// jobs/list.json (any operator): background jobs newest first, filtered by state and kind, paged by
// the server. While a listed job is still to finish the list refreshes itself every few seconds.
import { JobState, jobsApi, type JobPage } from '@tradebridge/contracts';
import { pagedQuery } from '../../../lib/queries.ts';

/** How often the list refreshes while a listed job is queued, running or retrying. */
export const JOBS_REFRESH_MS = 5_000;

const ACTIVE_STATES = new Set<number>([JobState.Queued, JobState.Running, JobState.Retrying]);

/** True when the page lists a job that has not finished yet. */
export const hasActiveJobs = (page: JobPage | undefined): boolean =>
  page?.list.some((job) => ACTIVE_STATES.has(job.state)) ?? false;

export const jobsQueryKey = ['jobs'] as const;

const jobs = pagedQuery(jobsApi.list, [...jobsQueryKey, 'list'], {
  everyMs: JOBS_REFRESH_MS,
  active: hasActiveJobs,
});

export const listJobs = jobs.list;
export const listJobsQueryOptions = jobs.queryOptions;
export const useJobs = jobs.useQuery;
