import { shopApi } from '@tradebridge/contracts';
import { on, pageOf } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill, memberUser, screenTests } from '../../../test/render-app.tsx';
import { expectLastInput, expectLoadingAndRetry, listScreenAt } from '../../../test/lists.ts';
import { REFUSED_SHOP, shopOf } from './test-data.ts';

screenTests(
  { testTimeout: 30_000 },
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('./shops-screen.tsx'),
);

const SHOPS = on(shopApi.list, pageOf([shopOf(), REFUSED_SHOP]));

const open = listScreenAt('/shop', 'shops-screen');

describe('shop management', () => {
  it('lists the shops with platform, site, state, authorization and payout account', async () => {
    const { screenEl } = await open([SHOPS]);
    const table = await within(screenEl).findByTestId('shops-table');
    const rows = [...table.querySelectorAll('tbody tr.ant-table-row')] as HTMLElement[];
    expect(rows).toHaveLength(2);
    const [linked, refused] = rows;
    expect(within(linked!).getByTestId('shop-link').textContent).toBe('Pengda Lighting US');
    expect(within(linked!).getByTestId('shop-link').getAttribute('href')).toBe(
      `/shop/detail?id=${shopOf().id}`,
    );
    expect(within(linked!).getByTestId('shop-platform').textContent).toBe('Sandbox Commerce');
    expect(within(linked!).getByTestId('shop-site').textContent).toContain('United States');
    expect(within(linked!).getByTestId('shop-site-currency').textContent).toBe('USD');
    expect(within(linked!).getByTestId('shop-state').textContent).toBe('Effective');
    expect(within(linked!).getByTestId('shop-authorization').textContent).toBe('Authorized');
    expect(within(linked!).getByTestId('shop-union').textContent).toBe('Linked');
    expect(within(linked!).getByTestId('shop-union-account').textContent).toBe('Amazon US');
    // A platform that is not authorized here has no authorization: a dash.
    expect(within(refused!).getByTestId('shop-platform').textContent).toBe('Independent site');
    expect(within(refused!).getByTestId('shop-site').textContent).toContain('Germany');
    expect(within(refused!).getByTestId('shop-site-currency').textContent).toBe('EUR');
    expect(within(refused!).getByTestId('shop-authorization').textContent).toBe('--');
    expect(within(refused!).getByTestId('shop-state').textContent).toBe('Not approved');
    expect(within(refused!).getByTestId('shop-reason').textContent).toBe(
      'Reason: The link does not open the shop',
    );
    expect(within(refused!).getByTestId('shop-union').textContent).toBe('Not linked');
    expect(within(screenEl).getByText('2 shops')).toBeTruthy();
  });

  it('filters by state, platform and name, from the first page', async () => {
    const user = userEvent.setup();
    const { screenEl, inputsTo } = await open([SHOPS]);
    await within(screenEl).findByTestId('shops-table');
    expect(inputsTo(shopApi.list).at(-1)).toEqual({ pageNum: 1, pageSize: 20 });
    await user.click(within(screenEl).getByTestId('filter-state').querySelector('input')!);
    await user.click(await screen.findByTitle('Awaiting authorization'));
    await user.click(within(screenEl).getByTestId('filter-platform').querySelector('input')!);
    await user.click(await screen.findByTitle('Sandbox Commerce'));
    await expectLastInput(inputsTo, shopApi.list, {
      state: 3,
      platform: 'sandbox',
      pageNum: 1,
      pageSize: 20,
    });
    const name = within(screenEl).getByTestId('filter-name').querySelector('input')!;
    await fill(user, name, '  pengda ');
    // The name applies when it is searched, trimmed.
    expect(inputsTo(shopApi.list).at(-1)).not.toHaveProperty('name');
    await user.keyboard('{Enter}');
    await expectLastInput(inputsTo, shopApi.list, {
      state: 3,
      platform: 'sandbox',
      name: 'pengda',
      pageNum: 1,
      pageSize: 20,
    });
  });

  it('leads to adding a shop, or to it from an empty list', async () => {
    const { screenEl, router } = await open([on(shopApi.list, pageOf([]))]);
    const empty = await within(screenEl).findByTestId('shops-empty');
    expect(empty.textContent).toContain('You have no shop yet');
    expect(within(screenEl).getByTestId('shop-add')).toBeTruthy();
    await userEvent.click(within(empty).getByTestId('shops-empty-add'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/add'));
  });

  it('says when nothing matches the filters', async () => {
    const user = userEvent.setup();
    const { screenEl } = await open([
      on(shopApi.list, (query) => pageOf(query.state === undefined ? [shopOf()] : [])),
    ]);
    await within(screenEl).findByTestId('shops-table');
    await user.click(within(screenEl).getByTestId('filter-state').querySelector('input')!);
    await user.click(await screen.findByTitle('Closed'));
    expect(await within(screenEl).findByText('No shop matches these filters.')).toBeTruthy();
  });

  it('shows that it is loading, and why it failed with a way to try again', async () => {
    await expectLoadingAndRetry(open, shopApi.list, pageOf([shopOf()]), {
      prefix: 'shops',
      failedText: 'The shops could not be loaded',
      readyId: 'shops-table',
    });
  });

  it('offers no way to add a shop to a member who may only view', async () => {
    const { screenEl } = await open([SHOPS], { user: memberUser() });
    await within(screenEl).findByTestId('shops-table');
    expect(within(screenEl).queryByTestId('shop-add')).toBeNull();
  });

  it('speaks Chinese and Russian', async () => {
    const zh = await open([SHOPS], { language: 'zh-CN' });
    const zhTable = await within(zh.screenEl).findByTestId('shops-table');
    expect(zh.screenEl.textContent).toContain('店铺管理');
    expect(zhTable.textContent).toContain('未通过');
    expect(zhTable.textContent).toContain('已关联');
    zh.unmount();
    const ru = await open([SHOPS], { language: 'ru-RU' });
    const ruTable = await within(ru.screenEl).findByTestId('shops-table');
    expect(ru.screenEl.textContent).toContain('Управление магазинами');
    expect(ruTable.textContent).toContain('Не одобрен');
    expect(ruTable.textContent).toContain('Собственный сайт');
    expect(ru.screenEl.textContent).toContain('2 магазина');
  });
});
