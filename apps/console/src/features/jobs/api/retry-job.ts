// jobs/retry.json (admin): sends a dead job back to the queue (attempts start again); audited. Only
// a dead job can be retried: another one answers JOB_NOT_RETRYABLE.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobsApi, type Job, type JobPage } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { jobsQueryKey } from './list-jobs.ts';

export const retryJob = (id: string): Promise<Job> => api.call(jobsApi.retry, { id });

/**
 * The queued job replaces its row in every cached list at once; then the lists and the audit log
 * are fetched again. Runs before any caller's onSuccess.
 */
export const useRetryJob = () => {
  const queryClient = useQueryClient();
  const refetch = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...jobsQueryKey, 'list'] }),
      queryClient.invalidateQueries({ queryKey: ['audit'] }),
    ]);
  return useMutation({
    mutationFn: retryJob,
    onSuccess: async (job) => {
      queryClient.setQueriesData<JobPage>(
        { queryKey: [...jobsQueryKey, 'list'] },
        (page) =>
          page && { ...page, list: page.list.map((row) => (row.id === job.id ? job : row)) },
      );
      await refetch();
    },
    // E.g. another admin retried it first: show the jobs as they are now.
    onError: refetch,
  });
};
