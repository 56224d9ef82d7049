import { collectionApi, type BankFile } from '@tradebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { on, pageOf } from '@tradebridge/ui/test';
import { cleanUp, renderApp } from '../../../test/render-app.tsx';
import { failureOf } from '../../../test/failures.ts';
import { listScreenOf } from '../../../test/list-screen.ts';
import { catchDownloads } from '../../../test/downloads.ts';
import { cells, choose, rowsOf } from '../../../test/screen.ts';
import { bankFile, FILE_ID } from './test-data.ts';

afterEach(cleanUp);

const PATH = '/collection/bank-files';
const bankFiles = listScreenOf(collectionApi.listBankFiles, 'bank-files');
const camt = () =>
  new File(['<?xml version="1.0"?><Document/>'], 'camt054-2026-11-26.xml', { type: 'text/xml' });

describe('bank files', { timeout: 40_000 }, () => {
  it('lists files with source and digest, state, entries, what the import made of them and times, and says where the inbox is', async () => {
    bankFiles.render(PATH, 'finance', {
      rows: [
        bankFile(),
        bankFile({
          id: '00000000-0000-4000-8000-000000000902',
          name: 'broken.xml',
          source: 'inbox',
          state: 3,
          entries: 0,
          credited: 0,
          held: 0,
          exceptions: 0,
          duplicates: 0,
          error: 'The file ends before </Document> (line 42)',
          importedAt: null,
        }),
      ],
    });
    const view = await bankFiles.tableOf(2);
    expect(cells(rowsOf(view)[0]!)).toEqual([
      'camt054-2026-11-25.xmlConsoleSHA-256 a3f5c0ffee00…',
      'Imported',
      '10',
      'Credited: 1Held: 6Exceptions: 2Duplicates: 1',
      '11/25/2026, 06:00:00 PMImported 11/25/2026, 06:00:05 PM',
    ]);
    // Nothing counted is not listed; a refused file, never imported, has no second time.
    expect(cells(rowsOf(view)[1]!)).toEqual([
      'broken.xmlInboxSHA-256 a3f5c0ffee00…',
      'FailedThe file ends before </Document> (line 42)',
      '0',
      '0',
      '11/25/2026, 06:00:00 PM',
    ]);
    expect(screen.getByTestId('bank-files-inbox').textContent).toContain(
      "Files dropped into the server's DATA_DIR/bank/inbox folder are imported every minute.",
    );
  });

  it('counts expected funds, reversals and bank movements, and lists a refused file’s problems by line, in three languages', async () => {
    const refused = bankFile({
      id: '00000000-0000-4000-8000-000000000903',
      name: 'camt054-v04.xml',
      state: 3,
      entries: 0,
      credited: 0,
      held: 0,
      exceptions: 0,
      duplicates: 0,
      error: 'The file does not follow the camt.054.001.04 schema',
      problems: [
        {
          line: 98,
          message: 'amount "12,50" is not a decimal of at most 18 digits and 5 decimals',
          code: 'amountInvalid',
          params: { amount: '12,50' },
        },
        {
          line: 131,
          message: 'booking date "25.11.2026" is not a date (YYYY-MM-DD)',
          code: 'notDate',
          params: { field: 'bookingDate', value: '25.11.2026' },
        },
        // A file refused before problems had codes: its English words.
        { line: null, message: 'More problems follow' },
      ],
      importedAt: null,
    });
    const imported = bankFile({ expected: 2, reversed: 0, movements: 4 });
    const texts = {
      'en-US': {
        header: 'Import result',
        recorded: 'Credited: 1Held: 6Exceptions: 2Duplicates: 1Expected: 2Bank movements: 4',
        lines: [
          'Line 98: Amount "12,50" is not a decimal of at most 18 digits and 5 decimals',
          'Line 131: Booking date (BookgDt) "25.11.2026" is not a date (YYYY-MM-DD)',
          'More problems follow',
        ],
      },
      'zh-CN': {
        header: '导入结果',
        recorded: '已入账：1待处理：6异常：2重复：1待到账：2银行流水：4',
        lines: [
          '第 98 行：金额“12,50”不是最多 18 位数字、5 位小数的十进制数',
          '第 131 行：记账日期（BookgDt）“25.11.2026”不是日期（YYYY-MM-DD）',
          'More problems follow',
        ],
      },
      'ru-RU': {
        header: 'Итог импорта',
        recorded: 'Зачислено: 1Задержано: 6Исключения: 2Повторы: 1Ожидается: 2Движения: 4',
        lines: [
          'Строка 98: Сумма «12,50» — не десятичное число не более чем из 18 цифр и 5 знаков после точки',
          'Строка 131: Дата проводки (BookgDt) «25.11.2026» — не дата (ГГГГ-ММ-ДД)',
          'More problems follow',
        ],
      },
    };
    for (const language of ['en-US', 'zh-CN', 'ru-RU'] as const) {
      const view = bankFiles.render(PATH, 'finance', { rows: [imported, refused], language });
      const table = await bankFiles.tableOf(2);
      const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
      expect(headers[3]).toBe(texts[language].header);
      const [importedRow, refusedRow] = rowsOf(table).map((row) => cells(row)[3]);
      // What is not there (no reversal) is not listed; a file with nothing recorded says 0.
      expect([importedRow, refusedRow]).toEqual([texts[language].recorded, '0']);
      // Each opens that file's bank movements.
      expect(
        ['expected', 'movements'].map((count) =>
          screen.getByTestId(`bank-file-${count}-${FILE_ID}`).getAttribute('href'),
        ),
      ).toEqual(Array(2).fill(`/collection/bank-movements?file=${FILE_ID}`));
      const problems = screen.getByTestId(`bank-file-problems-${refused.id}`);
      expect([...problems.querySelectorAll('li')].map((li) => li.textContent)).toEqual(
        texts[language].lines,
      );
      view.unmount();
      cleanUp();
    }
  });

  it('says a reason that only restates the first problem once', async () => {
    const problem = 'not well-formed XML: unexpected close tag.';
    const refused = bankFile({
      state: 3,
      error: `line 22: ${problem}`,
      problems: [{ line: 22, message: problem }],
      importedAt: null,
    });
    bankFiles.render(PATH, 'finance', { rows: [refused] });
    await bankFiles.tableOf(1);
    expect(screen.queryByTestId(`bank-file-error-${FILE_ID}`)).toBeNull();
    expect(screen.getByTestId(`bank-file-${FILE_ID}`).textContent).toBe(
      `FailedLine 22: ${problem}`,
    );
  });

  it('uploads a camt.054 as multipart field "file", then follows its import until it is done', async () => {
    const user = userEvent.setup();
    const queued = bankFile({ name: 'camt054-2026-11-26.xml', state: 0, importedAt: null });
    let listed: BankFile[] = [];
    let lists = 0;
    const { inputsTo } = renderApp(PATH, {
      language: 'en-US',
      as: 'admin',
      api: [
        on(collectionApi.listBankFiles, (body) => {
          lists += 1;
          const page = pageOf(listed, body);
          // The import runs in the background: imported by the list's second look at it.
          if (listed[0]?.state === 0) listed = [{ ...queued, state: 2 }];
          return page;
        }),
        on(collectionApi.uploadBankFile, () => {
          listed = [queued];
          return { result: queued };
        }),
      ],
    });
    expect(
      await screen.findByText('No bank file has been imported yet', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe('.xml,application/xml,text/xml');
    await user.upload(input, camt());
    await waitFor(() => expect(inputsTo(collectionApi.uploadBankFile)).toHaveLength(1));
    const form = inputsTo(collectionApi.uploadBankFile)[0]!;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('file') as File).name).toBe('camt054-2026-11-26.xml');
    expect(await screen.findByText('camt054-2026-11-26.xml is queued for import')).toBeTruthy();
    expect(await screen.findByTestId('bank-files-refreshing')).toBeTruthy();
    expect((await screen.findAllByTestId('bank-file-state'))[0]!.textContent).toBe('Queued');
    // Refetched by itself while the file is queued, and no more once it is imported.
    await waitFor(
      () => expect(screen.getAllByTestId('bank-file-state')[0]!.textContent).toBe('Imported'),
      { timeout: 8_000 },
    );
    expect(screen.queryByTestId('bank-files-refreshing')).toBeNull();
    expect(lists).toBeGreaterThanOrEqual(3);
  });

  it('says why an upload was refused', async () => {
    const user = userEvent.setup();
    bankFiles.render(PATH, 'admin', {
      rows: [bankFile()],
      api: [on(collectionApi.uploadBankFile, { errorCode: 'BANK_FILE_DUPLICATE', status: 409 })],
    });
    await bankFiles.table();
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, camt());
    expect(
      await screen.findByText(
        'This bank file was imported before; its entries were not imported again.',
      ),
    ).toBeTruthy();
  });

  it('posts a credit with an Idempotency-Key, the amount as typed, and says what the import did', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { callsTo } = bankFiles.render(PATH, 'finance', {
      api: [
        on(collectionApi.postCredit, () => {
          attempts += 1;
          // The first answer is lost on the way: the operator sends again.
          if (attempts === 1) throw new TypeError('Failed to fetch');
          return {
            result: bankFile({
              name: 'credit-TBC1.xml',
              entries: 1,
              credited: 0,
              held: 1,
              exceptions: 0,
              duplicates: 0,
            }),
          };
        }),
      ],
    });
    await bankFiles.table();
    await user.click(screen.getByTestId('post-credit-open'));
    const form = await screen.findByTestId('post-credit-form');
    await user.click(screen.getByTestId('credit-confirm'));
    expect(await within(form).findByText('Enter the account number or IBAN')).toBeTruthy();
    expect(within(form).getByText('Enter an amount')).toBeTruthy();
    expect(callsTo(collectionApi.postCredit)).toEqual([]);

    await user.type(screen.getByTestId('credit-account'), 'de89 3704 0044 0532 0130 00');
    await choose('credit-currency', 'EUR', 'EUR');
    await user.type(screen.getByTestId('credit-amount'), '60000.123');
    await user.type(screen.getByTestId('credit-payer-name'), 'Grand Bazaar SA');
    await choose('credit-payer-country', 'France (FR)', 'fr');
    await user.click(within(screen.getByTestId('credit-payer-kind')).getByText('Individual'));
    await user.type(screen.getByTestId('credit-note'), 'INV-9');
    await user.click(screen.getByTestId('credit-confirm'));
    expect(await within(form).findByText('EUR amounts have at most 2 decimals')).toBeTruthy();
    expect(callsTo(collectionApi.postCredit)).toEqual([]);

    await user.clear(screen.getByTestId('credit-amount'));
    await user.type(screen.getByTestId('credit-amount'), '60000.10');
    await user.click(screen.getByTestId('credit-confirm'));
    expect(await screen.findByTestId('credit-retry')).toBeTruthy();
    await user.click(screen.getByTestId('credit-confirm'));
    const outcome = await screen.findByTestId('credit-outcome');
    expect(outcome.dataset.outcome).toBe('held');
    expect(outcome.textContent).toContain('arrived on account DE89370400440532013000 and waits');
    expect(screen.getByTestId('credit-outcome-held').textContent).toBe('1');

    // The same credit twice: the lost answer's and its retry's.
    const credit = {
      account: 'DE89370400440532013000',
      currency: 'EUR',
      amount: '60000.10',
      payerName: 'Grand Bazaar SA',
      payerCountry: 'FR',
      payerKind: 'individual',
      note: 'INV-9',
    };
    const calls = callsTo(collectionApi.postCredit);
    expect(calls.map((call) => call.input)).toEqual([credit, credit]);
    const [first, second] = calls.map((call) => call.headers.get('Idempotency-Key'));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    // A retry of the same credit is the same request; the next credit is another.
    expect(second).toBe(first);

    await user.click(screen.getByTestId('credit-another'));
    await user.click(await screen.findByTestId('credit-confirm'));
    await waitFor(() => expect(callsTo(collectionApi.postCredit)).toHaveLength(3));
    expect(callsTo(collectionApi.postCredit)[2]!.headers.get('Idempotency-Key')).not.toBe(first);
  });

  it('downloads the end-of-day camt.053 of an account and day', async () => {
    const user = userEvent.setup();
    const downloads = catchDownloads();
    try {
      const { inputsTo } = bankFiles.render(PATH, 'finance', {
        api: [
          on(
            collectionApi.bankStatement,
            () =>
              new Response('<?xml version="1.0"?><Document/>', {
                headers: {
                  'content-type': 'application/xml',
                  'content-disposition':
                    'attachment; filename="camt053-666293753656-2026-11-25.xml"',
                },
              }),
          ),
        ],
      });
      await user.click(await screen.findByTestId('statement-open'));
      const dialog = await screen.findByRole('dialog');
      // Nothing is asked for without an account.
      await user.click(within(dialog).getByTestId('statement-download'));
      expect(await within(dialog).findByText('Enter the account number or IBAN')).toBeTruthy();
      expect(inputsTo(collectionApi.bankStatement)).toEqual([]);
      await user.type(within(dialog).getByTestId('statement-account'), ' 666293753656 ');
      await user.click(within(dialog).getByTestId('statement-download'));
      await waitFor(() => expect(downloads.saved).toEqual(['camt053-666293753656-2026-11-25.xml']));
      expect(inputsTo(collectionApi.bankStatement)).toEqual([
        { account: '666293753656', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
      ]);
    } finally {
      downloads.restore();
    }
  });

  it('says when the list cannot be loaded', async () => {
    renderApp(PATH, {
      language: 'ru-RU',
      as: 'admin',
      api: [on(collectionApi.listBankFiles, { errorCode: 'SERVER_ERROR', message: 'Сбой' })],
    });
    const alert = await failureOf('bank-files-error');
    expect(alert.textContent).toContain('Сбой');
  });

  it('is refused to a reviewer, whose menu has no bank files', () =>
    bankFiles.isRefusedTo(PATH, 'reviewer', 'menu-item-bankFiles'));
});
