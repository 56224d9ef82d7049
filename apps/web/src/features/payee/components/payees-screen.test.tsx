import { BankCardState, payeeApi } from '@tradebridge/contracts';
import { on, pageOf } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill, memberUser, screenTests } from '../../../test/render-app.tsx';
import { expectLastInput, expectLoadingAndRetry, listScreenAt } from '../../../test/lists.ts';
import { CARD_PAYEE, PAYEE_ID, payeeOf, REFUSED_PAYEE } from './test-data.ts';

screenTests(
  { testTimeout: 30_000 },
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('./payees-screen.tsx'),
);

const PAYEES = on(payeeApi.list, pageOf([payeeOf(), REFUSED_PAYEE, CARD_PAYEE]));

/** A member who may see the payees but not add or change them. */
const viewer = () =>
  memberUser({ authIdList: memberUser().authIdList.filter((id) => id !== 'payee:operate') });

const open = listScreenAt('/payee', 'payees-screen');

const rowsOf = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr.ant-table-row')] as HTMLElement[];

describe('payees', () => {
  it('lists holder, account, country and currency, usage and review state with a refusal’s reason', async () => {
    const { screenEl } = await open([PAYEES]);
    const table = await within(screenEl).findByTestId('payees-table');
    const rows = rowsOf(table);
    expect(rows).toHaveLength(3);
    const [supplier, refused, card] = rows as [HTMLElement, HTMLElement, HTMLElement];

    const link = within(supplier).getByTestId('payee-link');
    expect(link.textContent).toBe('Evergreen Components Inc');
    expect(link.getAttribute('href')).toBe(`/payee/detail?id=${PAYEE_ID}`);
    expect(supplier.textContent).toContain('Supplier');
    expect(within(supplier).getByTestId('payee-account').textContent).toBe('•••• 6789');
    expect(supplier.textContent).toContain('JPMorgan Chase Bank');
    expect(within(supplier).getByTestId('payee-where').textContent).toBe('United States · USD');
    expect(within(supplier).getByTestId('payee-usage').textContent).toBe('Transfer account');
    expect(within(supplier).getByTestId('payee-state').textContent).toBe('Under review');
    expect(within(supplier).queryByTestId('payee-reason')).toBeNull();

    expect(within(refused).getByTestId('payee-link').getAttribute('href')).toBe(
      `/payee/detail?id=${REFUSED_PAYEE.id}`,
    );
    expect(within(refused).getByTestId('payee-account').textContent).toBe('•••• 3000');
    expect(within(refused).getByTestId('payee-where').textContent).toBe('Germany · EUR');
    expect(within(refused).getByTestId('payee-usage').textContent).toBe('Withdrawal account');
    expect(within(refused).getByTestId('payee-state').textContent).toBe('Not approved');
    expect(within(refused).getByTestId('payee-reason').textContent).toBe(
      'Reason: The account name differs from the invoice',
    );

    // A card has no country, and says it is a card where a bank account names its bank.
    expect(within(card).getByTestId('payee-link').textContent).toBe('CHAN TAI MAN');
    expect(within(card).getByTestId('payee-account').textContent).toBe('•••• 1111');
    expect(card.textContent).toContain('Visa card');
    expect(within(card).getByTestId('payee-where').textContent).toBe('-- · HKD');
    expect(within(card).getByTestId('payee-state').textContent).toBe('Approved');

    expect(within(screenEl).getByText('3 payees')).toBeTruthy();
  });

  it('filters by usage, method, state, currency and name, from the first page', async () => {
    const user = userEvent.setup();
    const { screenEl, inputsTo } = await open([PAYEES]);
    await within(screenEl).findByTestId('payees-table');
    expect(inputsTo(payeeApi.list).at(-1)).toEqual({ pageNum: 1, pageSize: 20 });

    const choose = async (testId: string, title: string | RegExp) => {
      await user.click(within(screenEl).getByTestId(testId).querySelector('input')!);
      await user.click(await screen.findByTitle(title));
    };
    await choose('filter-usage', 'Withdrawal account');
    await expectLastInput(inputsTo, payeeApi.list, {
      usage: 'withdraw',
      pageNum: 1,
      pageSize: 20,
    });
    await choose('filter-method', 'Bank account');
    await choose('filter-state', 'Not approved');
    const currency = within(screenEl).getByTestId('filter-currency').querySelector('input')!;
    await user.click(currency);
    await user.type(currency, 'EUR');
    await user.click(await screen.findByTitle(/^EUR /));
    await expectLastInput(inputsTo, payeeApi.list, {
      usage: 'withdraw',
      method: 'bank',
      state: BankCardState.Rejected,
      currency: 'EUR',
      pageNum: 1,
      pageSize: 20,
    });

    const name = within(screenEl).getByTestId('filter-name').querySelector('input')!;
    await fill(user, name, '  Evergreen ');
    // The name applies when it is searched, trimmed.
    expect(inputsTo(payeeApi.list).at(-1)).not.toHaveProperty('name');
    await user.keyboard('{Enter}');
    await expectLastInput(inputsTo, payeeApi.list, {
      usage: 'withdraw',
      method: 'bank',
      state: BankCardState.Rejected,
      currency: 'EUR',
      name: 'Evergreen',
      pageNum: 1,
      pageSize: 20,
    });

    // Clearing the filters asks for everything again.
    await user.click(within(screenEl).getByTestId('filters-clear'));
    await expectLastInput(inputsTo, payeeApi.list, { pageNum: 1, pageSize: 20 });
  });

  it('goes back to the first page when a filter changes', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 20 }, (_, i) =>
      payeeOf({ id: `5b2d7e10-3c4a-4f6b-9d8e-1a2b3c4d${String(1000 + i)}`, name: `Payee ${i}` }),
    );
    const { screenEl, inputsTo } = await open([
      on(payeeApi.list, ({ pageNum = 1 }) => ({
        result: { list: many, total: 45, pageNum, pageSize: 20 },
      })),
    ]);
    await within(screenEl).findByTestId('payees-table');
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(inputsTo(payeeApi.list).at(-1)).toMatchObject({ pageNum: 2 }));
    await user.click(within(screenEl).getByTestId('filter-method').querySelector('input')!);
    await user.click(await screen.findByTitle('Visa card'));
    await expectLastInput(inputsTo, payeeApi.list, {
      method: 'card',
      pageNum: 1,
      pageSize: 20,
    });
  });

  it('leads to adding a payee from an empty list', async () => {
    const { screenEl, router } = await open([on(payeeApi.list, pageOf([]))]);
    const empty = await within(screenEl).findByTestId('payees-empty');
    expect(empty.textContent).toContain('No payees yet.');
    expect(within(screenEl).getByTestId('payee-add').textContent).toBe('Add payee');
    await userEvent.click(within(empty).getByTestId('payees-empty-add'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payee/add'));
  });

  it('says when nothing matches the filters', async () => {
    const user = userEvent.setup();
    const { screenEl } = await open([
      on(payeeApi.list, (query) => pageOf(query.usage === undefined ? [payeeOf()] : [])),
    ]);
    await within(screenEl).findByTestId('payees-table');
    await user.click(within(screenEl).getByTestId('filter-usage').querySelector('input')!);
    await user.click(await screen.findByTitle('Withdrawal account'));
    expect(await within(screenEl).findByText('No payee matches these filters')).toBeTruthy();
    expect(within(screenEl).queryByTestId('payees-empty')).toBeNull();
  });

  it('shows that it is loading, and why it failed with a way to try again', async () => {
    await expectLoadingAndRetry(open, payeeApi.list, pageOf([payeeOf()]), {
      prefix: 'payees',
      failedText: 'The payees could not be loaded',
      readyId: 'payees-table',
    });
  });

  it('offers no way to add a payee to a member who may not operate payees', async () => {
    const { screenEl } = await open([PAYEES], { user: viewer() });
    await within(screenEl).findByTestId('payees-table');
    expect(within(screenEl).queryByTestId('payee-add')).toBeNull();
  });

  it('offers no way to add from an empty list either to a member who may not operate payees', async () => {
    const { screenEl } = await open([on(payeeApi.list, pageOf([]))], { user: viewer() });
    const empty = await within(screenEl).findByTestId('payees-empty');
    expect(within(empty).queryByTestId('payees-empty-add')).toBeNull();
    expect(within(screenEl).queryByTestId('payee-add')).toBeNull();
  });

  it('lets the demo member, who operates payees, add one', async () => {
    const { screenEl } = await open([PAYEES], { user: memberUser() });
    await within(screenEl).findByTestId('payees-table');
    expect(within(screenEl).getByTestId('payee-add')).toBeTruthy();
  });

  it('speaks Russian and Chinese', async () => {
    const ru = await open([PAYEES], { language: 'ru-RU' });
    const ruTable = await within(ru.screenEl).findByTestId('payees-table');
    expect(ru.screenEl.textContent).toContain('Получатели');
    expect(ru.screenEl.textContent).toContain('Добавить получателя');
    expect(ruTable.textContent).toContain('Страна · валюта');
    expect(ruTable.textContent).toContain('Счёт для вывода средств');
    expect(ruTable.textContent).toContain('Не одобрен');
    expect(ruTable.textContent).toContain('Причина: The account name differs from the invoice');
    expect(ru.screenEl.textContent).toContain('3 получателя');
    ru.unmount();
    const zh = await open([PAYEES], { language: 'zh-CN' });
    const zhTable = await within(zh.screenEl).findByTestId('payees-table');
    expect(zh.screenEl.textContent).toContain('收款人');
    expect(zhTable.textContent).toContain('提现账户');
    expect(zhTable.textContent).toContain('未通过');
  });
});
