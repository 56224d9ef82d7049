// jobs/retry.json (admin): sends a dead job back to the queue (attempts start again); audited. Only
// a dead job can be retried: another one answers JOB_NOT_RETRYABLE.
import { jobsApi, type Job } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useRowMutation } from '../../../lib/mutations.ts';
import { jobsQueryKey } from './list-jobs.ts';

export const retryJob = (id: string): Promise<Job> => api.call(jobsApi.retry, { id });

/** The queued job replaces its row in every cached list (see useRowMutation). */
export const useRetryJob = () => useRowMutation(retryJob, [...jobsQueryKey, 'list']);
