import { collectionApi, type ImportException } from '@tradebridge/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { on, pageOf } from '@tradebridge/ui/test';
import {
  cells,
  confirmWithoutReason,
  confirmWithReason,
  dialogTitled,
  rowsOf,
} from '../../../test/screen.ts';
import { cleanUp, operatorOf, renderApp } from '../../../test/render-app.tsx';
import { expectRefused } from '../../../test/failures.ts';
import { listScreenOf } from '../../../test/list-screen.ts';
import { importException } from './test-data.ts';

afterEach(cleanUp);

const PATH = '/collection/exceptions';
const ME = operatorOf('finance', { name: 'Zhao Min' });
const exceptions = listScreenOf(collectionApi.listExceptions, 'exceptions');
const id = (n: number) => `00000000-0000-4000-8000-000000000a0${n}`;

describe('import exceptions', { timeout: 40_000 }, () => {
  it('lists the open ones: reason, amount over payer, file over entry, reference over account', async () => {
    const { inputsTo } = exceptions.render(PATH, ME, {
      rows: [
        importException(),
        importException({
          id: id(2),
          entryIndex: 6,
          bankReference: 'REF-DEBIT',
          account: '8800112233',
          amount: '100.00',
          reason: 'notACredit',
        }),
        importException({ id: id(3), reason: 'invalidAmount', amount: '0' }),
        importException({ id: id(4), reason: 'unsupportedCurrency', currency: 'XAU' }),
      ],
    });
    const view = await exceptions.tableOf(4);
    expect(cells(rowsOf(view)[0]!).slice(0, 5)).toEqual([
      'Unknown account',
      '5.00 USDAcme GmbH',
      'camt054-2026-11-25.xmlEntry 10 · 11/25/2026, 06:00:05 PM',
      'REF-STRAY-1Account 000111222333',
      'Not returned yet',
    ]);
    expect(
      [id(2), id(3), id(4)].map((row) => screen.getByTestId(`exception-reason-${row}`).textContent),
    ).toEqual(['Not a credit', 'Invalid amount', 'Currency not accepted']);
    expect(inputsTo(collectionApi.listExceptions)).toEqual([
      { open: true, pageNum: 1, pageSize: 20 },
    ]);
  });

  it('says why a reversal or a batched entry was not applied, with the collection it names, in three languages', async () => {
    const rows = [
      importException({
        id: id(5),
        reason: 'reversalFundsGone',
        detail: 'C202611250007',
        amount: '111.00',
        currency: 'CHF',
      }),
      importException({ id: id(6), reason: 'reversalWithoutOriginal', detail: null }),
      importException({ id: id(7), reason: 'batchAmountsDisagree', amount: '1023.15' }),
    ];
    const texts = {
      'en-US': [
        "Reversal: the money has already left the merchant's balanceCollection C202611250007",
        'Reversal of an unknown credit',
        "Batched entry: its payments' amounts are missing or do not add up",
      ],
      'zh-CN': [
        '冲正：资金已不在商户可用余额中收款 C202611250007',
        '冲正的原入账不存在',
        '批量入账：明细金额缺失或合计不符',
      ],
      'ru-RU': [
        'Сторно: денег уже нет на доступном балансе продавцаПоступление C202611250007',
        'Сторно неизвестного зачисления',
        'Пакетная запись: суммы платежей не указаны или не сходятся',
      ],
    };
    for (const language of ['en-US', 'zh-CN', 'ru-RU'] as const) {
      const view = exceptions.render(PATH, ME, { rows, language });
      await exceptions.tableOf(3);
      expect(
        rows.map((row) => screen.getByTestId(`exception-reason-${row.id}`).textContent),
      ).toEqual(texts[language]);
      view.unmount();
      cleanUp();
    }
  });

  it('shows all of them, with who returned one, when and the note', async () => {
    const user = userEvent.setup();
    const { inputsTo } = renderApp(PATH, {
      language: 'ru-RU',
      as: ME,
      api: [
        on(collectionApi.listExceptions, (body) =>
          pageOf(
            body.open
              ? []
              : [
                  importException({
                    resolvedAt: '2026-11-26T09:00:00.000Z',
                    resolvedBy: 'Zhao Min',
                    resolution: 'Returned to the payer bank, ticket 4471',
                  }),
                ],
            body,
          ),
        ),
      ],
    });
    expect(
      await screen.findByText('Открытых исключений импорта нет', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Все' }));
    const resolution = await screen.findByTestId(`exception-resolution-${importException().id}`);
    expect(resolution.textContent).toContain('Returned to the payer bank, ticket 4471');
    expect(resolution.textContent).toContain('Zhao Min');
    expect(screen.getByTestId(`exception-reason-${importException().id}`).textContent).toBe(
      'Неизвестный счёт',
    );
    expect(screen.queryByTestId(`exception-return-${importException().id}`)).toBeNull();
    expect(inputsTo(collectionApi.listExceptions).at(-1)).toEqual({
      open: false,
      pageNum: 1,
      pageSize: 20,
    });
  });

  it('needs a note to return an entry to the payer, then sends it', async () => {
    const user = userEvent.setup();
    let rows: ImportException[] = [importException()];
    const { inputsTo } = renderApp(PATH, {
      language: 'en-US',
      as: ME,
      api: [
        on(collectionApi.listExceptions, (body) => pageOf(rows, body)),
        on(collectionApi.resolveException, ({ note }) => {
          const resolved = {
            ...importException(),
            resolvedAt: '2026-11-26T09:00:00.000Z',
            resolvedBy: 'Zhao Min',
            resolution: note,
          };
          rows = [];
          return { result: resolved };
        }),
      ],
    });
    await exceptions.table();
    await user.click(await screen.findByTestId(`exception-return-${importException().id}`));
    const dialog = await dialogTitled('Return to the payer');
    expect(dialog.textContent).toContain('Mark 5 USD from Acme GmbH as returned to the payer');
    await confirmWithoutReason(user, dialog, 'Write a note');
    expect(inputsTo(collectionApi.resolveException)).toEqual([]);
    await confirmWithReason(user, dialog, 'Returned to the payer bank, ticket 4471');
    await waitFor(() =>
      expect(inputsTo(collectionApi.resolveException)).toEqual([
        { exceptionId: importException().id, note: 'Returned to the payer bank, ticket 4471' },
      ]),
    );
    expect(await screen.findByText('Marked returned to the payer')).toBeTruthy();
    expect(await screen.findByText('No open import exception')).toBeTruthy();
  });

  it('settles a reversal, whose money the bank took back, instead of returning it to the payer', async () => {
    const user = userEvent.setup();
    const reversal = importException({
      id: id(5),
      reason: 'reversalFundsGone',
      detail: 'C202611250007',
      amount: '111.00',
      currency: 'CHF',
      closing: 'settle',
    });
    let rows: ImportException[] = [reversal, importException()];
    const { inputsTo } = renderApp(PATH, {
      language: 'ru-RU',
      as: ME,
      api: [
        on(collectionApi.listExceptions, (body) => pageOf(rows, body)),
        on(collectionApi.resolveException, ({ note }) => {
          rows = rows.filter((row) => row.id !== reversal.id);
          return {
            result: { ...reversal, resolvedAt: '2026-11-26T09:00:00.000Z', resolution: note },
          };
        }),
      ],
    });
    const view = await exceptions.tableOf(2);
    expect(cells(rowsOf(view)[0]!)[4]).toBe('Ещё не урегулировано');
    expect(cells(rowsOf(view)[1]!)[4]).toBe('Ещё не возвращено');
    expect(screen.getByTestId(`exception-return-${reversal.id}`).textContent).toBe(
      'Отметить урегулирование',
    );
    expect(screen.getByTestId(`exception-return-${importException().id}`).textContent).toBe(
      'Вернуть плательщику',
    );
    await user.click(screen.getByTestId(`exception-return-${reversal.id}`));
    const dialog = await dialogTitled('Урегулировать сторно');
    expect(dialog.textContent).toContain('плательщику ничего не возвращается');
    await confirmWithReason(user, dialog, 'Удержано с продавца, заявка 4471');
    await waitFor(() =>
      expect(inputsTo(collectionApi.resolveException)).toEqual([
        { exceptionId: reversal.id, note: 'Удержано с продавца, заявка 4471' },
      ]),
    );
    expect(await screen.findByText('Отмечено как урегулированное')).toBeTruthy();
  });

  it('is refused to a reviewer', async () => {
    renderApp(PATH, { language: 'en-US', as: 'reviewer', api: [] });
    await expectRefused();
  });
});
