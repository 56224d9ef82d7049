// jobs/list.json (any operator): background jobs newest first, filtered by state and kind, paged by
// the server. While a listed job is still to finish the list refreshes itself every few seconds.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { JobState, jobsApi, type JobListQuery, type JobPage } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

/** How often the list refreshes while a listed job is queued, running or retrying. */
export const JOBS_REFRESH_MS = 5_000;

const ACTIVE_STATES = new Set<number>([JobState.Queued, JobState.Running, JobState.Retrying]);

/** True when the page lists a job that has not finished yet. */
export const hasActiveJobs = (page: JobPage | undefined): boolean =>
  page?.list.some((job) => ACTIVE_STATES.has(job.state)) ?? false;

export const listJobs = (request: JobListQuery): Promise<JobPage> =>
  // The screen shows a failure itself (inline, with a retry).
  api.call(jobsApi.list, request, { silent: true });

export const jobsQueryKey = ['jobs'] as const;

export const listJobsQueryOptions = (request: JobListQuery) =>
  queryOptions({
    queryKey: [...jobsQueryKey, 'list', request],
    queryFn: () => listJobs(request),
    // The table keeps the current page while the next one loads.
    placeholderData: keepPreviousData,
    // Only the page's own answer counts: a page kept from other filters says nothing of this one.
    refetchInterval: (query) => (hasActiveJobs(query.state.data) ? JOBS_REFRESH_MS : false),
  });

export const useJobs = (request: JobListQuery) => useQuery(listJobsQueryOptions(request));
