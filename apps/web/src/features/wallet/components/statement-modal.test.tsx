import { DownloadState, FileState, GenerationType, walletApi } from '@tradebridge/contracts';
import { on } from '@tradebridge/ui/test';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, screenTests } from '../../../test/render-app.tsx';
import { lastMonth, statementRangeProblem } from './statement-modal.tsx';
import { exportRecordOf } from '../../../test/fixtures.ts';

screenTests(
  {},
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('./wallet-screen.tsx'),
);

const now = new Date('2026-11-22T10:00:00Z');

const WALLETS = on(walletApi.list, {
  result: {
    list: [
      {
        currency: 'USD',
        available: '100.00',
        inTransit: '0',
        pendingSettlement: '0',
        frozen: '0',
        deposit: '0',
      },
    ],
  },
});

const RECORD = exportRecordOf('statement', {
  fileName: 'statement-USD-2026-10.pdf',
  generationType: GenerationType.Manual,
  fileState: FileState.Generating,
  downloadState: DownloadState.NotDownloaded,
  createdAt: '2026-11-22T10:00:00.000Z',
});

describe('statement period', () => {
  it('defaults to last month in UTC', () => {
    expect(lastMonth(now)).toEqual({ dateFrom: '2026-10-01', dateTo: '2026-10-31' });
    expect(lastMonth(new Date('2026-03-01T00:30:00Z'))).toEqual({
      dateFrom: '2026-02-01',
      dateTo: '2026-02-28',
    });
    expect(lastMonth(new Date('2026-01-15T00:00:00Z'))).toEqual({
      dateFrom: '2025-12-01',
      dateTo: '2025-12-31',
    });
  });

  it('needs both ends, the end not before the start nor in the future, at most 366 days', () => {
    const d = (date: string) => dayjs(date);
    expect(statementRangeProblem(undefined, now)).toBe('required');
    expect(statementRangeProblem([d('2026-10-01'), null], now)).toBe('required');
    expect(statementRangeProblem([d('2026-10-05'), d('2026-10-04')], now)).toBe('reversed');
    expect(statementRangeProblem([d('2026-11-01'), d('2026-11-23')], now)).toBe('future');
    expect(statementRangeProblem([d('2025-11-22'), d('2026-11-22')], now)).toBe(null);
    expect(statementRangeProblem([d('2025-11-21'), d('2026-11-22')], now)).toBe('tooLong');
    expect(statementRangeProblem([d('2026-11-22'), d('2026-11-22')], now)).toBe(null);
  });
});

describe('statement modal', () => {
  it('asks for last month by default and posts it with an Idempotency-Key', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    const user = userEvent.setup();
    const { inputsTo, callsTo } = renderApp('/wallet', {
      language: 'en-US',
      api: [WALLETS, on(walletApi.exportStatement, { result: RECORD })],
    });
    const card = await screen.findByTestId('wallet-card-USD', {}, { timeout: 5_000 });
    await user.click(within(card).getByTestId('wallet-statement'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('USD account statement');
    const inputs = dialog.querySelectorAll<HTMLInputElement>('.ant-picker-input input');
    // Last month, written as English writes dates.
    expect([...inputs].map((i) => i.value)).toEqual(['10/01/2026', '10/31/2026']);
    await user.click(within(dialog).getByRole('button', { name: 'Generate statement' }));
    await waitFor(() =>
      expect(inputsTo(walletApi.exportStatement)).toEqual([
        { currency: 'USD', dateFrom: '2026-10-01', dateTo: '2026-10-31' },
      ]),
    );
    const [exportCall] = callsTo(walletApi.exportStatement);
    expect(exportCall!.headers.get('Idempotency-Key')).toMatch(/^wallet-export-/);
    expect((await screen.findByTestId('export-started')).textContent).toContain('download centre');
  });

  it('refuses to send without a period', async () => {
    const user = userEvent.setup();
    const { inputsTo } = renderApp('/wallet', {
      language: 'en-US',
      api: [WALLETS],
    });
    const card = await screen.findByTestId('wallet-card-USD', {}, { timeout: 5_000 });
    await user.click(within(card).getByTestId('wallet-statement'));
    const dialog = await screen.findByRole('dialog');
    const clear = dialog.querySelector('.ant-picker-clear');
    expect(clear).toBeTruthy();
    fireEvent.mouseDown(clear!);
    fireEvent.mouseUp(clear!);
    fireEvent.click(clear!);
    await user.click(within(dialog).getByRole('button', { name: 'Generate statement' }));
    expect(await within(dialog).findByText('Choose the start and end date')).toBeTruthy();
    expect(inputsTo(walletApi.exportStatement)).toEqual([]);
  });
});
