import { collectionApi } from '@tradebridge/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { on, pageOf } from '@tradebridge/ui/test';
import { cleanUp, renderApp } from '../../../test/render-app.tsx';
import { failureOf } from '../../../test/failures.ts';
import { listScreenOf } from '../../../test/list-screen.ts';
import { cells, choose, rowsOf } from '../../../test/screen.ts';
import { bankFile, bankMovement, FILE_ID } from './test-data.ts';

afterEach(cleanUp);

const PATH = '/collection/bank-movements';
const movements = listScreenOf(collectionApi.listBankMovements, 'bank-movements');
const id = (n: number) => `00000000-0000-4000-8000-000000000c0${n}`;

const rows = [
  bankMovement(),
  bankMovement({
    id: id(2),
    kind: 'reversal',
    amount: '111.00',
    currency: 'CHF',
    account: 'CH9300762011623852957',
    creditDebit: 'DBIT',
    bankReference: 'RVSL-111',
    endToEndId: null,
    bankCode: 'PMNT/RCDT/RRTN',
    counterparty: 'Zoë Müller AG',
    note: '',
    collectionOrderNo: 'C202611250007',
  }),
  bankMovement({
    id: id(3),
    kind: 'payout',
    amount: '2000.00',
    creditDebit: 'DBIT',
    bankReference: 'OUT-2000',
    endToEndId: null,
    bankCode: 'PMNT/ICDT/ESCT',
    counterparty: 'Shenzhen Supplier Ltd',
    note: '',
    payoutOrderNo: 'P202611250003',
  }),
  bankMovement({
    id: id(4),
    kind: 'charge',
    amount: '12.50',
    creditDebit: 'DBIT',
    bankReference: '',
    endToEndId: null,
    bankCode: 'ACMT/MDOP/CHRG',
    counterparty: '',
    note: 'Account fee November',
    bookingDate: null,
  }),
];

describe('bank movements', { timeout: 40_000 }, () => {
  it('lists what the files said besides collections: kind and booking day, signed amount over counterparty, references and note, account, what it concerns, and file', async () => {
    const { inputsTo } = movements.render(PATH, 'finance', { rows });
    const view = await movements.tableOf(4);
    expect(cells(rowsOf(view)[0]!)).toEqual([
      'Expected fundsBooked 11/27/2026',
      '+1,250.00 EURHamburg Import GmbH',
      'ACSR-PDNG-1End-to-end ID E2E-INV-77PMNT/RCDT/ESCTNote: INV-77',
      'DE89370400440532013000',
      '--',
      'camt054-2026-11-25.xmlEntry 4 · 11/25/2026, 06:00:05 PM',
    ]);
    expect(
      [id(2), id(3), id(4)].map((row) => [
        screen.getByTestId(`bank-movement-kind-${row}`).textContent,
        screen.getByTestId(`bank-movement-amount-${row}`).textContent,
        screen.getByTestId(`bank-movement-concerns-${row}`).textContent,
      ]),
    ).toEqual([
      ['Reversal', '-111.00 CHF', 'C202611250007Collection'],
      ['Outgoing payment', '-2,000.00 EUR', 'P202611250003Payout'],
      ['Bank charge', '-12.50 EUR', '--'],
    ]);
    expect(inputsTo(collectionApi.listBankMovements)).toEqual([{ pageNum: 1, pageSize: 20 }]);
  });

  it('filters by kind in the address, and by the file it was opened from', async () => {
    const { inputsTo, router } = movements.render(`${PATH}?file=${FILE_ID}`, 'admin', { rows });
    await movements.tableOf(4);
    expect(inputsTo(collectionApi.listBankMovements)).toEqual([
      { bankFileId: FILE_ID, pageNum: 1, pageSize: 20 },
    ]);
    expect(screen.getByTestId('bank-movements-file-filter').textContent).toBe(
      'File: camt054-2026-11-25.xml',
    );
    await choose('bank-movements-kind-filter', 'Reversal');
    await movements.asked(inputsTo, {
      kind: 'reversal',
      bankFileId: FILE_ID,
      pageNum: 1,
      pageSize: 20,
    });
    expect(router.state.location.search).toBe(`?file=${FILE_ID}&kind=reversal`);
    const user = userEvent.setup();
    await user.click(screen.getByText('Clear filters'));
    await movements.asked(inputsTo, { pageNum: 1, pageSize: 20 });
    expect(screen.queryByTestId('bank-movements-file-filter')).toBeNull();
  });

  it('names every kind in Chinese and Russian', async () => {
    const kinds = [
      'expected',
      'information',
      'charge',
      'payout',
      'return',
      'reversal',
      'other',
    ] as const;
    const all = kinds.map((kind, n) => bankMovement({ id: id(n + 1), kind }));
    const names = {
      'zh-CN': ['待到账资金', '通知', '银行费用', '付款出账', '退汇', '冲正', '其他出账'],
      'ru-RU': [
        'Ожидаемое поступление',
        'Уведомление',
        'Комиссия банка',
        'Исходящий платёж',
        'Возврат платежа',
        'Сторно',
        'Прочее списание',
      ],
    };
    for (const language of ['zh-CN', 'ru-RU'] as const) {
      const view = movements.render(PATH, 'finance', { rows: all, language });
      await movements.tableOf(all.length);
      expect(
        all.map((row) => screen.getByTestId(`bank-movement-kind-${row.id}`).textContent),
      ).toEqual(names[language]);
      view.unmount();
      cleanUp();
    }
  });

  it('says when there is none, and when none matches the filters', async () => {
    movements.render(PATH, 'finance');
    expect(
      await screen.findByText('No bank movement has been recorded yet', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    cleanUp();
    movements.render(`${PATH}?kind=charge`, 'finance');
    expect(
      await screen.findByText('No bank movement matches the filters', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('says when the list cannot be loaded', async () => {
    renderApp(PATH, {
      language: 'en-US',
      as: 'finance',
      api: [on(collectionApi.listBankMovements, { errorCode: 'SERVER_ERROR', message: 'Down' })],
    });
    const alert = await failureOf('bank-movements-error');
    expect(alert.textContent).toContain('Down');
  });

  it('is opened from a bank file’s count of movements', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/collection/bank-files', {
      language: 'en-US',
      as: 'finance',
      api: [
        on(collectionApi.listBankFiles, (body) =>
          pageOf([bankFile({ expected: 1, reversed: 1, movements: 2 })], body),
        ),
        movements.answer(rows),
      ],
    });
    const count = await screen.findByTestId(
      `bank-file-movements-${FILE_ID}`,
      {},
      { timeout: 10_000 },
    );
    expect(count.textContent).toBe('Bank movements: 2');
    await user.click(count);
    await waitFor(() => expect(router.state.location.pathname).toBe(PATH));
    expect(router.state.location.search).toBe(`?file=${FILE_ID}`);
    await movements.tableOf(4);
  });

  it('is refused to a reviewer, whose menu has no bank movements', () =>
    movements.isRefusedTo(PATH, 'reviewer', 'menu-item-bankMovements'));
});
