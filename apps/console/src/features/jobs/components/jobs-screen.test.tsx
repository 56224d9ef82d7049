import { type Job, jobsApi, JobState } from '@tradebridge/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { cleanUp, renderApp } from '../../../test/render-app.tsx';
import { choose, dialogTitledExactly, rowsOnceCounted } from '../../../test/screen.ts';
import { JOBS_REFRESH_MS, listJobsQueryOptions } from '../api/list-jobs.ts';

afterEach(() => {
  vi.useRealTimers();
  cleanUp();
});

const job = (n: number, overrides: Partial<Job> = {}): Job => ({
  id: `00000000-0000-4000-8000-0000000005${String(n).padStart(2, '0')}`,
  kind: 'download.generate',
  state: JobState.Succeeded,
  attempts: 1,
  maxAttempts: 5,
  progress: 100,
  lastError: null,
  merNo: 'M100000001',
  runAt: '2026-11-20T08:00:00.000Z',
  startedAt: '2026-11-20T08:00:01.000Z',
  finishedAt: '2026-11-20T08:00:09.000Z',
  createdAt: '2026-11-20T08:00:00.000Z',
  ...overrides,
});

const RUNNING = job(1, {
  state: JobState.Running,
  progress: 40,
  finishedAt: null,
});
const DEAD = job(2, {
  kind: 'statement.monthly',
  state: JobState.Dead,
  attempts: 5,
  merNo: null,
  lastError: 'Error: statement store unreachable\n    at generate (statement.ts:42)',
});
const QUEUED = job(3, {
  kind: 'statement.monthly',
  state: JobState.Queued,
  attempts: 0,
  progress: 0,
  merNo: null,
  startedAt: null,
  finishedAt: null,
});
const UNKNOWN = job(4, { kind: 'ledger.snapshot', merNo: null });
const RETRYING = job(5, {
  kind: 'download.expire',
  state: JobState.Retrying,
  attempts: 2,
  lastError: 'timeout',
  finishedAt: null,
});

/** A server of jobs: the list filters by state and kind; a retry queues a dead job. */
const handlers = (server: { jobs: Job[]; total?: number; retryFails?: boolean }): StubAnswers => [
  on(jobsApi.list, (body) => {
    const list = server.jobs.filter(
      (j) =>
        (body.state === undefined || j.state === body.state) &&
        (body.kind === undefined || j.kind === body.kind),
    );
    return {
      result: {
        list,
        total: server.total ?? list.length,
        pageNum: body.pageNum ?? 1,
        pageSize: body.pageSize ?? 20,
      },
    };
  }),
  on(jobsApi.retry, (body) => {
    if (server.retryFails)
      return {
        errorCode: 'JOB_NOT_RETRYABLE',
        message: 'Повторить можно только остановленную задачу.',
      };
    const found = server.jobs.find((j) => j.id === body.id)!;
    const queued = { ...found, state: JobState.Queued, attempts: 0, lastError: null } as Job;
    server.jobs = server.jobs.map((j) => (j.id === found.id ? queued : j));
    return { result: queued };
  }),
];

const expectRows = (count: number) => rowsOnceCounted('jobs-table', count);
const rowOf = (id: string) => screen.getByTestId(`job-kind-${id}`).closest('tr') as HTMLElement;

/** The confirmation showing exactly this title. */
const dialogTitled = (title: string) => dialogTitledExactly(title, '.ant-modal-confirm-title');

// The whole console renders, with antd tables, selects and dialogs: slow in jsdom.
describe('background jobs', { timeout: 40_000 }, () => {
  it('lists jobs with their kind, state, attempts, progress and last error', async () => {
    const user = userEvent.setup();
    const { inputsTo } = renderApp('/jobs', {
      language: 'en-US',
      as: 'reviewer',
      api: handlers({ jobs: [RUNNING, DEAD, QUEUED, UNKNOWN, RETRYING] }),
    });
    await expectRows(5);
    expect(inputsTo(jobsApi.list)[0]).toEqual({ pageNum: 1, pageSize: 20 });

    // Known kinds by name only (operators read words, not codes); an unknown kind by its code.
    expect(screen.getByTestId(`job-kind-${RUNNING.id}`).textContent).toBe('Generate a download');
    expect(screen.getByTestId(`job-kind-${DEAD.id}`).textContent).toBe('Monthly statements');
    expect(screen.getByTestId(`job-kind-${UNKNOWN.id}`).textContent).toBe('ledger.snapshot');

    const state = (id: string) => within(rowOf(id)).getByTestId('job-state').textContent;
    expect(state(RUNNING.id)).toBe('Running');
    expect(state(DEAD.id)).toBe('Dead');
    expect(state(QUEUED.id)).toBe('Queued');
    expect(state(UNKNOWN.id)).toBe('Succeeded');
    expect(state(RETRYING.id)).toBe('Retrying');

    expect(rowOf(DEAD.id).textContent).toContain('5 / 5');
    expect(rowOf(RETRYING.id).textContent).toContain('2 / 5');
    expect(rowOf(RUNNING.id).textContent).toContain('M100000001');
    // A progress bar only while running.
    expect(screen.getByTestId(`job-progress-${RUNNING.id}`).textContent).toContain('40%');
    expect(screen.queryByTestId(`job-progress-${UNKNOWN.id}`)).toBeNull();
    expect(screen.getByTestId('jobs-auto-refresh').textContent).toBe('Refreshing every 5 s');

    // The last error in the expanded row; a job without one does not expand.
    expect(rowOf(UNKNOWN.id).querySelector('.ant-table-row-expand-icon-spaced')).toBeTruthy();
    await user.click(within(rowOf(DEAD.id)).getByRole('button', { name: /expand/i }));
    const expanded = await waitFor(() => {
      const next = rowOf(DEAD.id).nextElementSibling as HTMLElement | null;
      if (!next?.className.includes('ant-table-expanded-row')) throw new Error('not expanded');
      return next;
    });
    expect(expanded.textContent).toContain('Last error');
    expect(expanded.textContent).toContain('statement store unreachable');

    // Only an admin retries: no button, no column.
    expect(screen.queryByTestId(`job-retry-${DEAD.id}`)).toBeNull();
    expect(screen.queryByText('Actions')).toBeNull();
  });

  it('filters by state and kind through the server', async () => {
    const user = userEvent.setup();
    const { inputsTo, router } = renderApp('/jobs', {
      language: 'en-US',
      as: 'finance',
      api: handlers({ jobs: [RUNNING, DEAD, QUEUED, UNKNOWN, RETRYING] }),
    });
    await expectRows(5);

    await choose('jobs-state-filter', 'Dead');
    await expectRows(1);
    expect(inputsTo(jobsApi.list).at(-1)).toEqual({
      state: JobState.Dead,
      pageNum: 1,
      pageSize: 20,
    });
    expect(router.state.location.search).toBe('?state=4');

    await choose('jobs-kind-filter', 'Generate a download');
    expect(await screen.findByText('No job matches these filters')).toBeTruthy();
    expect(inputsTo(jobsApi.list).at(-1)).toEqual({
      state: JobState.Dead,
      kind: 'download.generate',
      pageNum: 1,
      pageSize: 20,
    });

    // Back to the first list (answered from the cache).
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await expectRows(5);
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('asks for the next page by number', async () => {
    const user = userEvent.setup();
    const { inputsTo } = renderApp('/jobs?kind=download.generate', {
      language: 'en-US',
      as: 'manager',
      api: handlers({ jobs: [job(6)], total: 45 }),
    });
    await expectRows(1);
    expect(screen.getByTestId('jobs-kind-filter').textContent).toContain('Generate a download');
    expect(screen.getByText('45 entries')).toBeTruthy();
    await user.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(inputsTo(jobsApi.list).at(-1)).toEqual({
        kind: 'download.generate',
        pageNum: 2,
        pageSize: 20,
      }),
    );
  });

  it('lets an admin retry a dead job after a confirmation, then refreshes the list', async () => {
    const user = userEvent.setup();
    const server = { jobs: [DEAD, UNKNOWN] };
    const { inputsTo } = renderApp('/jobs', {
      language: 'en-US',
      as: 'admin',
      api: handlers(server),
    });
    await expectRows(2);
    // Only the dead job has the button.
    expect(screen.queryByTestId(`job-retry-${UNKNOWN.id}`)).toBeNull();
    // Nothing here is active: no automatic refresh.
    expect(screen.queryByTestId('jobs-auto-refresh')).toBeNull();

    await user.click(screen.getByTestId(`job-retry-${DEAD.id}`));
    const dialog = await dialogTitled('Retry this job?');
    expect(dialog.textContent).toContain('“Monthly statements” failed after 5 attempts.');
    expect(inputsTo(jobsApi.retry)).toEqual([]);
    const reads = inputsTo(jobsApi.list).length;

    await user.click(within(dialog).getByTestId('job-retry-confirm'));
    await waitFor(() => expect(inputsTo(jobsApi.retry)).toEqual([{ id: DEAD.id }]));
    expect(await screen.findByText('The job is back in the queue')).toBeTruthy();
    await waitFor(() => expect(inputsTo(jobsApi.list).length).toBeGreaterThan(reads));
    await waitFor(() =>
      expect(within(rowOf(DEAD.id)).getByTestId('job-state').textContent).toBe('Queued'),
    );
    expect(screen.queryByTestId(`job-retry-${DEAD.id}`)).toBeNull();
    // A queued job: the list now refreshes itself.
    expect(await screen.findByTestId('jobs-auto-refresh')).toBeTruthy();
  });

  it('shows the server message when the retry is refused, and reads the list again', async () => {
    const user = userEvent.setup();
    const { inputsTo } = renderApp('/jobs', {
      language: 'ru-RU',
      as: 'admin',
      api: handlers({ jobs: [DEAD], retryFails: true }),
    });
    await expectRows(1);
    await user.click(screen.getByTestId(`job-retry-${DEAD.id}`));
    const dialog = await dialogTitled('Повторить задачу?');
    expect(dialog.textContent).toContain('«Ежемесячные выписки» не удалась после 5 попыток.');
    const reads = inputsTo(jobsApi.list).length;
    await user.click(within(dialog).getByTestId('job-retry-confirm'));
    expect(await screen.findByText('Повторить можно только остановленную задачу.')).toBeTruthy();
    await waitFor(() => expect(inputsTo(jobsApi.list).length).toBeGreaterThan(reads));
    expect(screen.queryByText('Задача снова в очереди')).toBeNull();
  });

  it('refreshes every 5 s while a job is queued, running or retrying, and stops after', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    const server = { jobs: [RUNNING, UNKNOWN] };
    const { inputsTo } = renderApp('/jobs', {
      language: 'en-US',
      as: 'reviewer',
      api: handlers(server),
    });
    await expectRows(2);
    const reads = () => inputsTo(jobsApi.list).length;
    expect(reads()).toBe(1);

    // The running job finishes meanwhile: the next refresh shows it, and refreshing stops.
    server.jobs = [{ ...RUNNING, state: JobState.Succeeded, progress: 100 }, UNKNOWN];
    await act(() => vi.advanceTimersByTimeAsync(JOBS_REFRESH_MS));
    await waitFor(() => expect(reads()).toBe(2));
    await waitFor(() =>
      expect(within(rowOf(RUNNING.id)).getByTestId('job-state').textContent).toBe('Succeeded'),
    );
    await waitFor(() => expect(screen.queryByTestId('jobs-auto-refresh')).toBeNull());

    await act(() => vi.advanceTimersByTimeAsync(JOBS_REFRESH_MS * 3));
    expect(reads()).toBe(2);
  });

  it('asks for a refresh only for a page with active jobs', () => {
    const interval = listJobsQueryOptions({ pageNum: 1, pageSize: 20 }).refetchInterval as (
      query: unknown,
    ) => number | false;
    const page = (jobs: Job[]) => ({
      state: { data: { list: jobs, total: jobs.length, pageNum: 1, pageSize: 20 } },
    });
    expect(interval(page([QUEUED]))).toBe(JOBS_REFRESH_MS);
    expect(interval(page([RETRYING, DEAD]))).toBe(JOBS_REFRESH_MS);
    expect(interval(page([RUNNING]))).toBe(JOBS_REFRESH_MS);
    expect(interval(page([DEAD, UNKNOWN]))).toBe(false);
    expect(interval({ state: { data: undefined } })).toBe(false);
  });
});
