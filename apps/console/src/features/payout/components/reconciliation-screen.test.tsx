import { payoutApi } from '@tradebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUp, renderApp } from '../../../test/render-app.tsx';
import { expectRefused, outageOf, retryAfter } from '../../../test/failures.ts';
import { catchDownloads } from '../../../test/downloads.ts';
import { cells, rowsOf } from '../../../test/screen.ts';
import { FAILED_NO, PAIN001, PAIN002, reconciliation } from './test-data.ts';

afterEach(cleanUp);

const PATH = '/payouts/reconciliation?date=2026-11-24';
const lines = () => screen.findByTestId('reconciliation-lines-table', {}, { timeout: 10_000 });
const plain = (texts: (string | null)[]) => texts.map((text) => text?.replace(/\s/g, ' '));

const file = (body: string, name: string, type: string) =>
  new Response(body, {
    headers: { 'content-type': type, 'content-disposition': `attachment; filename="${name}"` },
  });

const handlers: StubAnswers = [
  on(payoutApi.reconciliation, ({ date }) => ({ result: reconciliation({ date }) })),
  on(payoutApi.reconciliationFile, ({ date }) =>
    file('orderNo,currency\r\n', `payout-reconciliation-${date}.csv`, 'text/csv'),
  ),
  on(payoutApi.railFile, ({ messageId }) =>
    file('<?xml version="1.0"?><Document/>', `${messageId}.xml`, 'application/xml'),
  ),
];

describe('rail and reconciliation', { timeout: 40_000 }, () => {
  it('shows a day: the counts, the breaks and unanswered orders, totals per currency, the files and every order with both sides', async () => {
    const { inputsTo } = renderApp(PATH, { language: 'en-US', as: 'reviewer', api: handlers });
    const table = await lines();
    expect(inputsTo(payoutApi.reconciliation)).toEqual([{ date: '2026-11-24' }]);
    expect(
      ['orders', 'files', 'breaks', 'unanswered'].map(
        (key) => screen.getByTestId(`reconciliation-count-${key}`).textContent,
      ),
    ).toEqual(['Orders sent4', 'Rail files2', 'Breaks1', 'Not answered1']);
    expect(screen.getByTestId('reconciliation-unanswered').textContent).toContain(
      '1 order has no answer from the bank yet: its money stays frozen',
    );
    expect(screen.getByTestId('reconciliation-verdict').textContent).toBe(
      '1 break: the bank and the ledger disagree on this order.',
    );

    expect(
      rowsOf(screen.getByTestId('reconciliation-totals-table')).map((row) => cells(row)),
    ).toEqual([
      ['USD', '13,800.00 USD', '13,500.00 USD', '0.00 USD'],
      ['HKD', '800.00 HKD', '0.00 HKD', '800.00 HKD'],
    ]);
    expect(
      rowsOf(screen.getByTestId('reconciliation-files-table')).map((row) =>
        cells(row).filter((_, i) => i !== 2),
      ),
    ).toEqual([
      [PAIN001, 'Payments (pain.001)', '4 orders', 'XML'],
      [PAIN002, 'Status report (pain.002)', '3 orders', 'XML'],
    ]);

    const rows = rowsOf(table);
    expect(rows.map((row) => cells(row))).toEqual([
      [
        'PO2026112400000005',
        `12,500.00 USD${PAIN001}`,
        `Settled (ACSC)${PAIN002}`,
        'Paid out12,500.00 USD',
        'Agrees',
      ],
      [FAILED_NO, `800.00 HKD${PAIN001}`, `Rejected (RJCT)${PAIN002}`, 'Released', 'Agrees'],
      ['PO2026112400000009', `300.00 USD${PAIN001}`, 'Not answered', 'Still held', 'Agrees'],
      [
        'PO2026112400000011',
        `1,000.00 USD${PAIN001}`,
        `Settled (ACSC)${PAIN002}`,
        'Paid out999.00 USD',
        'The ledger paid out another amount than was sent',
      ],
    ]);
    // The break stands out, both sides on its line.
    expect(rows.map((row) => row.getAttribute('data-break'))).toEqual([null, null, null, 'true']);
    expect(within(rows[1]!).getByRole('link').getAttribute('href')).toBe(`/payouts/${FAILED_NO}`);
  });

  it('shows the breaks alone when asked', async () => {
    const user = userEvent.setup();
    renderApp(PATH, { language: 'en-US', as: 'finance', api: handlers });
    const table = await lines();
    await user.click(screen.getByTestId('reconciliation-breaks-only'));
    await waitFor(() => expect(rowsOf(table)).toHaveLength(1));
    expect(cells(rowsOf(table)[0]!)[0]).toBe('PO2026112400000011');
  });

  it('downloads the day as CSV and a rail file as its XML', async () => {
    const user = userEvent.setup();
    const downloads = catchDownloads();
    try {
      const { inputsTo } = renderApp(PATH, { language: 'en-US', as: 'finance', api: handlers });
      await lines();
      await user.click(screen.getByTestId('reconciliation-download'));
      await waitFor(() =>
        expect(downloads.saved).toEqual(['payout-reconciliation-2026-11-24.csv']),
      );
      expect(inputsTo(payoutApi.reconciliationFile)).toEqual([{ date: '2026-11-24' }]);
      await user.click(screen.getByTestId(`rail-file-download-${PAIN002}`));
      await waitFor(() => expect(downloads.saved).toHaveLength(2));
      expect(downloads.saved[1]).toBe(`${PAIN002}.xml`);
      expect(inputsTo(payoutApi.railFile)).toEqual([{ messageId: PAIN002 }]);
    } finally {
      downloads.restore();
    }
  });

  it('opens on today (UTC) without a day in the address, and says when nothing was sent', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const { inputsTo } = renderApp('/payouts/reconciliation?date=2026-02-30', {
      language: 'en-US',
      as: 'admin',
      api: [
        on(payoutApi.reconciliation, ({ date }) => ({
          result: reconciliation({
            date,
            files: [],
            lines: [],
            totals: [],
            breaks: 0,
            unanswered: 0,
          }),
        })),
      ],
    });
    const table = await lines();
    expect(inputsTo(payoutApi.reconciliation)).toEqual([{ date: today }]);
    expect(table.textContent).toContain('No order was sent that day');
    expect(screen.getByTestId('reconciliation-files-table').textContent).toContain(
      'No rail file that day',
    );
    expect(screen.queryByTestId('reconciliation-verdict')).toBeNull();
    expect(screen.queryByTestId('reconciliation-unanswered')).toBeNull();
  });

  it('says all agrees, and counts in Russian', async () => {
    renderApp(PATH, {
      language: 'ru-RU',
      as: 'reviewer',
      api: [
        on(payoutApi.reconciliation, ({ date }) => {
          const day = reconciliation({ date });
          const agreeing = day.lines.filter((line) => line.breakReason === null);
          const unanswered = Array.from({ length: 5 }, (_, i) => ({
            ...agreeing[2]!,
            orderNo: `PO202611240000010${i}`,
          }));
          return {
            result: { ...day, lines: [...agreeing, ...unanswered], breaks: 0, unanswered: 6 },
          };
        }),
      ],
    });
    const table = await lines();
    expect(screen.getByTestId('reconciliation-verdict').textContent).toBe(
      'Расхождений нет: учёт совпадает с каждым ответом банка.',
    );
    expect(screen.getByTestId('reconciliation-unanswered').textContent).toContain(
      'По 6 заказам банк ещё не ответил',
    );
    expect(plain(cells(rowsOf(table)[0]!))).toEqual([
      'PO2026112400000005',
      `12 500,00 USD${PAIN001}`,
      `Исполнен (ACSC)${PAIN002}`,
      'Списано12 500,00 USD',
      'Совпадает',
    ]);
    expect(
      rowsOf(screen.getByTestId('reconciliation-files-table')).map((row) => cells(row)[3]),
    ).toEqual(['4 заказа', '3 заказа']);
  });

  it('says when the day cannot be loaded, with a retry', async () => {
    const user = userEvent.setup();
    const outage = outageOf(payoutApi.reconciliation, ({ date }) => ({
      result: reconciliation({ date }),
    }));
    renderApp(PATH, {
      language: 'en-US',
      as: 'admin',
      api: [outage.answer],
    });
    await retryAfter(user, outage, 'reconciliation-error');
    await lines();
  });

  it('is refused to an account manager', async () => {
    renderApp(PATH, { language: 'en-US', as: 'manager', api: [] });
    await expectRefused();
  });
});
