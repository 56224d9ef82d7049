import { payoutApi, type StatusReportResult } from '@tradebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { on } from '@tradebridge/ui/test';
import { cleanUp, renderApp } from '../../../test/render-app.tsx';

afterEach(cleanUp);

const PATH = '/payouts/status-reports';
const pain002 = () =>
  new File(['<?xml version="1.0"?><Document/>'], 'pain002-2026-11-25.xml', { type: 'text/xml' });

const RESULT: StatusReportResult = {
  messageId: 'BANKRPT1',
  originalMessageId: 'TB20261125A',
  duplicate: false,
  settled: ['PO2026112500000001'],
  rejected: ['PO2026112500000002', 'PO2026112500000003'],
  recorded: [{ orderNo: 'PO2026112500000004', status: 'ACSP' }],
  unchanged: [{ orderNo: 'PO2026112500000005', status: 'RJCT' }],
  unmatched: [
    { level: 'payment', reference: 'TB20261125A-9', status: 'RJCT' },
    { level: 'transaction', reference: 'PO-NOT-SENT', status: 'ACCC' },
  ],
};

const upload = async (user: ReturnType<typeof userEvent.setup>) => {
  await screen.findByTestId('status-reports-screen', {}, { timeout: 10_000 });
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  expect(input.accept).toBe('.xml,application/xml,text/xml');
  await user.upload(input, pain002());
};

const rowsIn = (testId: string) =>
  [...screen.getByTestId(testId).querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent),
  );

describe('bank status reports', { timeout: 40_000 }, () => {
  it('uploads a pain.002 as multipart field "file" and shows what it settled, rejected, left paying and could not match', async () => {
    const user = userEvent.setup();
    const { inputsTo } = renderApp(PATH, {
      language: 'en-US',
      as: 'finance',
      api: [on(payoutApi.uploadStatusReport, { result: RESULT })],
    });
    await upload(user);
    expect(screen.getByTestId('status-reports-inbox').textContent).toContain(
      'DATA_DIR/bank/reports folder are applied every minute',
    );
    await waitFor(() => expect(inputsTo(payoutApi.uploadStatusReport)).toHaveLength(1));
    const form = inputsTo(payoutApi.uploadStatusReport)[0]!;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('file') as File).name).toBe('pain002-2026-11-25.xml');
    expect(await screen.findByText('pain002-2026-11-25.xml applied')).toBeTruthy();
    expect(screen.getByTestId('status-report-ids').textContent).toBe(
      'Report BANKRPT1, answering file TB20261125A',
    );
    const count = (name: string) => screen.getByTestId(`status-report-count-${name}`).textContent;
    expect(['settled', 'rejected', 'recorded', 'unchanged', 'unmatched'].map(count)).toEqual([
      '1',
      '2',
      '1',
      '1',
      '2',
    ]);
    expect(rowsIn('status-report-settled')).toEqual([['PO2026112500000001', 'Settled (ACSC)']]);
    expect(rowsIn('status-report-rejected')).toEqual([
      ['PO2026112500000002', 'Rejected (RJCT)'],
      ['PO2026112500000003', 'Rejected (RJCT)'],
    ]);
    expect(rowsIn('status-report-recorded')).toEqual([
      ['PO2026112500000004', 'Accepted, settlement in process (ACSP)'],
    ]);
    expect(rowsIn('status-report-unmatched')).toEqual([
      ['Payment block (OrgnlPmtInfId)', 'TB20261125A-9', 'Rejected (RJCT)'],
      ['Transaction (OrgnlEndToEndId)', 'PO-NOT-SENT', 'Bank status ACCC'],
    ]);
    // Each order leads to its payout.
    expect(
      within(screen.getByTestId('status-report-settled')).getByRole('link').getAttribute('href'),
    ).toBe('/payouts/PO2026112500000001');
    expect(screen.queryByTestId('status-report-duplicate')).toBeNull();
  });

  it('says a report applied before changed nothing', async () => {
    const user = userEvent.setup();
    renderApp(PATH, {
      language: 'zh-CN',
      as: 'admin',
      api: [
        on(payoutApi.uploadStatusReport, {
          result: {
            ...RESULT,
            duplicate: true,
            settled: [],
            rejected: [],
            recorded: [],
            unchanged: [],
            unmatched: [],
          },
        }),
      ],
    });
    await upload(user);
    expect((await screen.findByTestId('status-report-duplicate')).textContent).toBe(
      '该报告此前已处理，本次没有任何变化。',
    );
    expect(screen.getByTestId('status-report-count-settled').textContent).toBe('0');
  });

  it('says why a file was refused', async () => {
    const user = userEvent.setup();
    renderApp(PATH, {
      language: 'ru-RU',
      as: 'admin',
      api: [
        on(payoutApi.uploadStatusReport, {
          errorCode: 'STATUS_REPORT_INVALID',
          status: 400,
          message:
            'Файл не является применимым отчётом о статусе платежей pain.002: not a pain.002 customer payment status report (the document holds BkToCstmrDbtCdtNtfctn)',
        }),
      ],
    });
    await upload(user);
    const refused = await screen.findByTestId('status-report-refused');
    expect(refused.textContent).toContain('Файл не применён');
    expect(refused.textContent).toContain('BkToCstmrDbtCdtNtfctn');
    expect(screen.queryByTestId('status-report-result')).toBeNull();
  });
});
