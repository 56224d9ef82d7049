import { downloadApi } from '@tradebridge/contracts';
import type { DownloadListQuery, DownloadRecord } from '@tradebridge/contracts';
import { on, pageOf, type StubAnswers } from '@tradebridge/ui/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { createWebI18n } from '../../../test/i18n.ts';
import { renderApp, screenTests } from '../../../test/render-app.tsx';
import { expectLastInput } from '../../../test/lists.ts';
import { GENERATING_POLL_MS } from '../api/list-downloads.ts';
import { canDownload, downloadQueryOf, hasFilters } from './use-download-centre-screen.ts';
import { formatFileSize } from '../../../lib/file-size.ts';

screenTests(
  {},
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('./download-centre-screen.tsx'),
);

const record = (overrides: Partial<DownloadRecord> = {}): DownloadRecord => ({
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  fileName: 'fund-details-20261120.csv',
  fileType: 'csv',
  report: 'fundDetails',
  generationType: 1,
  fileState: 2,
  downloadState: 0,
  failReason: null,
  progress: 100,
  rowCount: 10,
  size: 1536,
  createdAt: '2026-11-20T09:30:00.000Z',
  completedAt: '2026-11-20T09:30:05.000Z',
  expiresAt: '2026-11-27T09:30:05.000Z',
  ...overrides,
});

const complete = record();
const generating = record({
  id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  fileName: 'statement-USD-2026-10.pdf',
  fileType: 'pdf',
  report: 'statement',
  generationType: 2,
  fileState: 1,
  progress: 40,
  size: null,
  completedAt: null,
  expiresAt: null,
});
const failed = record({
  id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  fileName: 'fund-details-20261119.xlsx',
  fileType: 'xlsx',
  fileState: 3,
  failReason: 'DATA_EXPORT_FAILED',
  progress: 0,
  size: null,
  expiresAt: null,
});
const expired = record({
  id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
  fileName: 'fund-details-20261001.csv',
  downloadState: 2,
  size: 3 * 1024 * 1024,
});

const PATH = '/auth/downloadAll';

const rowOf = (table: HTMLElement, id: string) =>
  table.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`)!;

/** The words of the empty list (antd's picture has a title of its own). */
const emptyText = (table: HTMLElement) =>
  within(table).getByTestId('download-empty').querySelector('.ant-empty-description')?.textContent;

const openCentre = async (answers: StubAnswers) => {
  const view = renderApp(PATH, { language: 'en-US', api: answers });
  const table = await screen.findByTestId('download-table', {}, { timeout: 5_000 });
  return { ...view, table };
};

describe('download centre', () => {
  it('turns the filters into the request body, leaving empty ones out', () => {
    expect(downloadQueryOf({}, 1)).toEqual({ pageNum: 1, pageSize: 20 });
    expect(
      downloadQueryOf(
        {
          fileType: 'pdf',
          fileState: 3,
          downloadState: 0,
          range: [dayjs('2026-11-01'), dayjs('2026-11-22')],
        },
        2,
        50,
      ),
    ).toEqual({
      fileType: 'pdf',
      fileState: 3,
      downloadState: 0,
      dateFrom: '2026-11-01',
      dateTo: '2026-11-22',
      pageNum: 2,
      pageSize: 50,
    });
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ fileType: undefined, range: null })).toBe(false);
    expect(hasFilters({ range: [null, null] })).toBe(false);
    expect(hasFilters({ fileState: 3 })).toBe(true);
    expect(hasFilters({ downloadState: 0 })).toBe(true);
    expect(hasFilters({ range: [dayjs('2026-11-01'), null] })).toBe(true);
    expect(canDownload(complete)).toBe(true);
    expect(canDownload(generating)).toBe(false);
    expect(canDownload(failed)).toBe(false);
    expect(canDownload(expired)).toBe(false);
  });

  it('formats sizes per locale', () => {
    const en = createWebI18n({ language: 'en-US' }).getFixedT('en-US', 'common');
    const ru = createWebI18n({ language: 'ru-RU' }).getFixedT('ru-RU', 'common');
    expect(formatFileSize(512, 'en-US', en)).toBe('512 B');
    expect(formatFileSize(1536, 'en-US', en)).toBe('1.5 KB');
    expect(formatFileSize(1536, 'ru-RU', ru)).toBe('1,5 КБ');
    expect(formatFileSize(5 * 1024 * 1024, 'ru-RU', ru)).toBe('5 МБ');
    expect(formatFileSize(null, 'en-US', en)).toBe('--');
  });

  it('shows each state: progress while generating, the reason of a failure, disabled after expiry', async () => {
    const { table } = await openCentre([
      on(downloadApi.list, pageOf([generating, complete, failed, expired])),
    ]);
    await waitFor(() => expect(table.querySelectorAll('tr[data-row-key]')).toHaveLength(4));

    const gen = rowOf(table, generating.id);
    expect(within(gen).getByTestId('download-generating').textContent).toContain('Generating');
    expect(gen.querySelector('.ant-progress')?.textContent).toContain('40%');
    expect(gen.textContent).toContain('Scheduled');
    expect(gen.textContent).toContain('PDF');
    expect(within(gen).getByTestId('download-action').hasAttribute('disabled')).toBe(true);

    const done = rowOf(table, complete.id);
    expect(done.textContent).toContain('Complete');
    expect(done.textContent).toContain('Not downloaded');
    expect(done.textContent).toContain('Manual');
    expect(within(done).getByTestId('download-size').textContent).toBe('1.5 KB');
    expect(within(done).getByTestId('download-action').hasAttribute('disabled')).toBe(false);

    const bad = rowOf(table, failed.id);
    expect(bad.textContent).toContain('Failed');
    expect(within(bad).getByTestId('download-fail-reason').textContent).toBe('Data export failed.');
    expect(within(bad).getByTestId('download-action').hasAttribute('disabled')).toBe(true);

    const old = rowOf(table, expired.id);
    expect(within(old).getByTestId('download-state').textContent).toBe('Disabled (expired)');
    expect(within(old).getByTestId('download-size').textContent).toBe('3 MB');
    expect(within(old).getByTestId('download-action').hasAttribute('disabled')).toBe(true);
  });

  it('asks again every 2 s while a file is generating, and stops when none is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    const { table, inputsTo } = await openCentre([
      on(downloadApi.list, () => {
        calls += 1;
        return pageOf([calls === 1 ? generating : { ...generating, fileState: 2, progress: 100 }]);
      }),
    ]);
    await waitFor(() => expect(table.textContent).toContain('40%'));
    await act(() => vi.advanceTimersByTimeAsync(GENERATING_POLL_MS));
    await waitFor(() => expect(rowOf(table, generating.id).textContent).toContain('Complete'));
    expect(inputsTo(downloadApi.list)).toHaveLength(2);
    // Nothing is generating any more: however long the centre stays open, it asks no more.
    await act(() => vi.advanceTimersByTimeAsync(5 * GENERATING_POLL_MS));
    expect(inputsTo(downloadApi.list)).toHaveLength(2);
  });

  it('sends the filters to the server', async () => {
    const user = userEvent.setup();
    const { inputsTo } = await openCentre([on(downloadApi.list, pageOf([complete]))]);
    expect(inputsTo(downloadApi.list)[0]).toEqual({ pageNum: 1, pageSize: 20 });
    await user.click(screen.getByTestId('filter-file-type'));
    await user.click(await screen.findByTitle('Excel'));
    await user.click(screen.getByTestId('filter-file-state'));
    await user.click(await screen.findByTitle('Failed'));
    await user.click(screen.getByTestId('filter-download-state'));
    await user.click(await screen.findByTitle('Downloaded'));
    await expectLastInput(inputsTo, downloadApi.list, {
      fileType: 'xlsx',
      fileState: 3,
      downloadState: 1,
      pageNum: 1,
      pageSize: 20,
    } satisfies DownloadListQuery);
  });

  it('downloads a complete file under its name, then refreshes the list', async () => {
    const user = userEvent.setup();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    const { table, inputsTo, callsTo } = await openCentre([
      on(downloadApi.list, pageOf([complete])),
      // A function: each call gets a fresh body, which can be read once.
      on(
        downloadApi.file,
        () =>
          new Response('a,b\n', {
            status: 200,
            headers: {
              'content-type': 'text/csv',
              'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('资金明细.csv')}`,
            },
          }),
      ),
    ]);
    await waitFor(() => expect(rowOf(table, complete.id)).toBeTruthy());
    const before = inputsTo(downloadApi.list).length;
    await user.click(within(rowOf(table, complete.id)).getByTestId('download-action'));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('资金明细.csv');
    const [fileCall] = callsTo(downloadApi.file);
    expect(fileCall!.input).toEqual({ id: complete.id });
    expect(fileCall!.headers.get('Authorization')).toBe('test-session-token');
    await waitFor(() => expect(inputsTo(downloadApi.list).length).toBeGreaterThan(before));
  });

  it('shows the message of a failed download', async () => {
    const user = userEvent.setup();
    const { table } = await openCentre([
      on(downloadApi.list, pageOf([complete])),
      on(downloadApi.file, { errorCode: 'DOWNLOAD_EXPIRED', message: 'This file has expired.' }),
    ]);
    await waitFor(() => expect(rowOf(table, complete.id)).toBeTruthy());
    await user.click(within(rowOf(table, complete.id)).getByTestId('download-action'));
    expect(await screen.findByText('This file has expired.')).toBeTruthy();
  });

  it('deletes a record after a confirmation', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const { table, inputsTo } = await openCentre([
      on(downloadApi.list, () => pageOf(deleted ? [] : [complete])),
      on(downloadApi.delete, (body) => {
        deleted = true;
        return { result: body };
      }),
    ]);
    await waitFor(() => expect(rowOf(table, complete.id)).toBeTruthy());
    await user.click(within(rowOf(table, complete.id)).getByTestId('download-delete'));
    expect(await screen.findByText('Delete this file?')).toBeTruthy();
    expect(inputsTo(downloadApi.delete)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(inputsTo(downloadApi.delete)).toEqual([{ id: complete.id }]));
    await within(table).findByTestId('download-empty');
    expect(emptyText(table)).toContain('No downloads yet');
  });

  it('says that nothing was exported yet, and what makes a file, when no filter is set', async () => {
    const { table } = await openCentre([on(downloadApi.list, pageOf([]))]);
    await within(table).findByTestId('download-empty');
    expect(emptyText(table)).toBe(
      'No downloads yet. Files you export — fund details, account statements, collection receipts, account confirmation letters — appear here.',
    );
  });

  it('speaks of the filters only while a filter is set', async () => {
    const user = userEvent.setup();
    const { table, inputsTo } = await openCentre([on(downloadApi.list, pageOf([]))]);
    await within(table).findByTestId('download-empty');
    expect(emptyText(table)).toContain('No downloads yet');
    await user.click(screen.getByTestId('filter-file-type'));
    await user.click(await screen.findByTitle('PDF'));
    await waitFor(() => expect(emptyText(table)).toBe('No files match these filters'));
    expect(inputsTo(downloadApi.list).at(-1)).toMatchObject({ fileType: 'pdf' });
    await user.click(screen.getByTestId('filter-reset'));
    await waitFor(() => expect(emptyText(table)).toContain('No downloads yet'));
  });

  it('says so when the list fails', async () => {
    renderApp(PATH, {
      language: 'en-US',
      api: [on(downloadApi.list, { errorCode: 'SERVER_ERROR', message: 'Sorry.' })],
    });
    expect(await screen.findByTestId('download-list-error', {}, { timeout: 5_000 })).toBeTruthy();
  });
});
