import {
  payoutApi,
  type StatusReportEntry,
  type StatusReportPage,
  type StatusReportResult,
} from '@tradebridge/contracts';
import { formatDateTime } from '@tradebridge/ui';
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

const ENTRIES: StatusReportEntry[] = [
  {
    messageId: 'BK20261125STS0000000000003',
    originalMessageId: 'TB20261125B',
    source: 'bank',
    receivedAt: '2026-11-25T09:30:00.000Z',
    settled: ['PO2026112500000011', 'PO2026112500000012'],
    rejected: ['PO2026112500000013'],
    recorded: [],
    unchanged: [],
    unmatched: [],
  },
  {
    messageId: 'BANKRPT1',
    originalMessageId: 'TB20261125A',
    source: 'inbox',
    receivedAt: '2026-11-25T08:00:00.000Z',
    settled: RESULT.settled,
    rejected: RESULT.rejected,
    recorded: RESULT.recorded,
    unchanged: RESULT.unchanged,
    unmatched: RESULT.unmatched,
  },
  {
    messageId: 'BANKRPT0',
    originalMessageId: 'TB20261124A',
    source: 'console',
    receivedAt: '2026-11-24T08:00:00.000Z',
    settled: [],
    rejected: [],
    recorded: [],
    unchanged: [],
    unmatched: [],
  },
  {
    messageId: 'BK20261120OLD',
    originalMessageId: 'TB20261120A',
    source: null,
    receivedAt: '2026-11-20T08:00:00.000Z',
    settled: null,
    rejected: null,
    recorded: null,
    unchanged: null,
    unmatched: null,
  },
];

const page = (list: StatusReportEntry[], total = list.length): { result: StatusReportPage } => ({
  result: { list, total, pageNum: 1, pageSize: 20 },
});
const EMPTY = on(payoutApi.listStatusReports, page([]));

/** The history's rows: each cell's text, the expand button's cell left out. */
const historyRows = () =>
  [...screen.getByTestId('status-reports-table').querySelectorAll('tbody tr[data-row-key]')].map(
    (row) =>
      [...row.querySelectorAll('td:not(.ant-table-row-expand-icon-cell)')].map(
        (cell) => cell.textContent,
      ),
  );

const expand = async (user: ReturnType<typeof userEvent.setup>, messageId: string) => {
  const row = screen
    .getByTestId('status-reports-table')
    .querySelector(`tr[data-row-key="${messageId}"]`)!;
  await user.click(row.querySelector<HTMLButtonElement>('.ant-table-row-expand-icon')!);
  return screen.findByTestId(`status-report-entry-${messageId}`);
};

const upload = async (user: ReturnType<typeof userEvent.setup>) => {
  await screen.findByTestId('status-reports-screen', {}, { timeout: 10_000 });
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  expect(input.accept).toBe('.xml,application/xml,text/xml');
  await user.upload(input, pain002());
};

const rowsIn = (testId: string) =>
  [...screen.getByTestId(testId).querySelectorAll('tbody tr[data-row-key]')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent),
  );

describe('bank status reports', { timeout: 40_000 }, () => {
  it('uploads a pain.002 as multipart field "file" and shows what it settled, rejected, left paying and could not match', async () => {
    const user = userEvent.setup();
    const { inputsTo } = renderApp(PATH, {
      language: 'en-US',
      as: 'finance',
      api: [on(payoutApi.uploadStatusReport, { result: RESULT }), EMPTY],
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
        EMPTY,
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
        EMPTY,
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

  it('lists every report applied, newest first, with its source and counts, and opens one to its orders', async () => {
    const user = userEvent.setup();
    renderApp(PATH, {
      language: 'en-US',
      as: 'finance',
      api: [on(payoutApi.listStatusReports, page(ENTRIES))],
    });
    await screen.findByText('BANKRPT1', {}, { timeout: 10_000 });
    expect(screen.getByTestId('status-reports-history').textContent).toContain('Reports applied');
    expect(historyRows()).toEqual([
      [
        formatDateTime('2026-11-25T09:30:00.000Z'),
        'BK20261125STS0000000000003',
        'TB20261125B',
        'Bank rail',
        'Settled: 2Rejected: 1',
      ],
      [
        formatDateTime('2026-11-25T08:00:00.000Z'),
        'BANKRPT1',
        'TB20261125A',
        'Reports inbox',
        'Settled: 1Rejected: 2Still paying: 1Answered before: 1Not matched: 2',
      ],
      [
        formatDateTime('2026-11-24T08:00:00.000Z'),
        'BANKRPT0',
        'TB20261124A',
        'Console upload',
        'Changed no order',
      ],
      [
        formatDateTime('2026-11-20T08:00:00.000Z'),
        'BK20261120OLD',
        'TB20261120A',
        '--',
        'Received before outcomes were kept',
      ],
    ]);
    // Opened, a report shows the upload's sections, each order leading to its payout.
    const opened = await expand(user, 'BANKRPT1');
    const id = 'status-report-entry-BANKRPT1';
    expect(
      ['settled', 'rejected', 'recorded', 'unchanged', 'unmatched'].map(
        (name) => within(opened).getByTestId(`${id}-count-${name}`).textContent,
      ),
    ).toEqual(['1', '2', '1', '1', '2']);
    expect(rowsIn(`${id}-rejected`)).toEqual([
      ['PO2026112500000002', 'Rejected (RJCT)'],
      ['PO2026112500000003', 'Rejected (RJCT)'],
    ]);
    expect(rowsIn(`${id}-unmatched`)).toEqual([
      ['Payment block (OrgnlPmtInfId)', 'TB20261125A-9', 'Rejected (RJCT)'],
      ['Transaction (OrgnlEndToEndId)', 'PO-NOT-SENT', 'Bank status ACCC'],
    ]);
    expect(
      within(screen.getByTestId(`${id}-settled`))
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/payouts/PO2026112500000001');
    // A report kept before outcomes were says so, and makes up no sections.
    const old = await expand(user, 'BK20261120OLD');
    expect(old.textContent).toContain('before the platform kept what each report did');
    expect(within(old).queryByTestId('status-report-entry-BK20261120OLD-settled')).toBeNull();
  });

  it('shows the history in Russian and opens a report collected from the bank', async () => {
    const user = userEvent.setup();
    renderApp(PATH, {
      language: 'ru-RU',
      as: 'admin',
      api: [on(payoutApi.listStatusReports, page(ENTRIES))],
    });
    await screen.findByText('BANKRPT1', {}, { timeout: 10_000 });
    expect(screen.getByTestId('status-reports-history').textContent).toContain(
      'Применённые отчёты',
    );
    expect(historyRows().map((row) => row.slice(3))).toEqual([
      ['Банковский канал', 'Исполнено: 2Отклонено: 1'],
      ['Папка отчётов', 'Исполнено: 1Отклонено: 2В оплате: 1Уже с ответом: 1Не сопоставлено: 2'],
      ['Загрузка в консоли', 'Ни один платёж не изменён'],
      ['--', 'Получен до того, как результаты стали сохраняться'],
    ]);
    const opened = await expand(user, 'BK20261125STS0000000000003');
    const id = 'status-report-entry-BK20261125STS0000000000003';
    expect(within(opened).getByTestId(`${id}-settled`).textContent).toContain(
      'Исполнены: оплачены',
    );
    expect(rowsIn(`${id}-settled`).map((row) => row[0])).toEqual([
      'PO2026112500000011',
      'PO2026112500000012',
    ]);
    expect(within(opened).getByTestId(`${id}-recorded`).textContent).toContain('Нет');
  });

  it('says when no report has been applied yet, and refetches the history after an upload', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderApp(PATH, {
      language: 'en-US',
      as: 'admin',
      api: [EMPTY, on(payoutApi.uploadStatusReport, { result: RESULT })],
    });
    expect(
      await within(
        await screen.findByTestId('status-reports-table', {}, { timeout: 10_000 }),
      ).findByText('No status report has been applied yet'),
    ).toBeTruthy();
    const before = callsTo(payoutApi.listStatusReports).length;
    await upload(user);
    await screen.findByTestId('status-report-result');
    await waitFor(() =>
      expect(callsTo(payoutApi.listStatusReports).length).toBeGreaterThan(before),
    );
  });

  it('says when the history could not be loaded, and loads it again on retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderApp(PATH, {
      language: 'ru-RU',
      as: 'admin',
      api: [
        on(payoutApi.listStatusReports, () =>
          fail
            ? { errorCode: 'INTERNAL_ERROR', status: 500, message: 'Сервис недоступен' }
            : page(ENTRIES),
        ),
      ],
    });
    const failed = await screen.findByTestId('status-reports-error', {}, { timeout: 10_000 });
    expect(failed.textContent).toContain('Сервис недоступен');
    fail = false;
    await user.click(within(failed).getByRole('button'));
    expect(await screen.findByText('BANKRPT1')).toBeTruthy();
    expect(screen.queryByTestId('status-reports-error')).toBeNull();
  });
});
