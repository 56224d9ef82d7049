import { shopApi } from '@tradebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { on, pageOf } from '@tradebridge/ui/test';
import { cleanUp, renderApp } from '../../../test/render-app.tsx';
import { expectRefused, outageOf, retryAfter } from '../../../test/failures.ts';
import { cells, choose, rowsOf } from '../../../test/screen.ts';
import { MERCHANT_ID, SHOP_ID, shopRow } from './test-data.ts';

afterEach(cleanUp);

const table = () => screen.findByTestId('shops-table', {}, { timeout: 10_000 });
const OTHER = '00000000-0000-4000-8000-000000000c02';

describe('shops', { timeout: 40_000 }, () => {
  it('opens on the review queue: merchant, shop, platform, site, state, authorization and association', async () => {
    const { inputsTo } = renderApp('/shops', {
      language: 'en-US',
      as: 'reviewer',
      api: [
        on(shopApi.opsList, (body) =>
          pageOf(
            [
              shopRow(),
              shopRow({
                id: OTHER,
                name: 'Pengda Lighting DE',
                handle: 'pengda-de',
                site: 'DE',
                platform: 'independent',
                storeType: 'ownSite',
                state: 1,
                authorization: { state: null, label: null, authorizedAt: null, scopes: [] },
                union: {
                  state: 2,
                  accountId: null,
                  accountAlias: null,
                  reason: 'payoutCurrencyMissing',
                  at: '2026-11-21T08:00:00.000Z',
                },
              }),
            ],
            body,
          ),
        ),
      ],
    });
    const view = await table();
    await waitFor(() => expect(rowsOf(view)).toHaveLength(2));
    expect(inputsTo(shopApi.opsList)).toEqual([{ queue: 'review', pageNum: 1, pageSize: 20 }]);
    expect(cells(rowsOf(view)[0]!).slice(0, 7)).toEqual([
      'M100000001Demo Trading',
      'Pengda Lighting USpengda-us',
      'Sandbox Commerce',
      'United States',
      'Under review',
      'Authorized',
      'Not linked',
    ]);
    expect(cells(rowsOf(view)[1]!).slice(2, 7)).toEqual([
      'Independent site',
      'Germany',
      'Effective',
      'Not needed',
      'Association failed',
    ]);
    expect(screen.getByTestId(`shop-link-${SHOP_ID}`).getAttribute('href')).toBe(
      `/shops/${SHOP_ID}`,
    );
    expect(screen.getByTestId(`shop-open-${SHOP_ID}`).textContent).toBe('Review');
    expect(screen.getByTestId(`shop-open-${OTHER}`).textContent).toBe('View');
    expect(
      within(rowsOf(view)[0]!).getByRole('link', { name: 'M100000001' }).getAttribute('href'),
    ).toBe(`/merchants/${MERCHANT_ID}`);
    // The review queue has one state: no state filter.
    expect(screen.queryByTestId('shops-state-filter')).toBeNull();
  });

  it('shows the linked account of an associated shop', async () => {
    renderApp('/shops?tab=all', {
      language: 'en-US',
      as: 'admin',
      api: [
        on(shopApi.opsList, (body) =>
          pageOf(
            [
              shopRow({
                state: 1,
                union: {
                  state: 1,
                  accountId: '00000000-0000-4000-8000-000000000701',
                  accountAlias: 'US payouts',
                  reason: null,
                  at: '2026-11-21T08:00:00.000Z',
                },
              }),
            ],
            body,
          ),
        ),
      ],
    });
    const view = await table();
    await waitFor(() => expect(rowsOf(view)).toHaveLength(1));
    expect(cells(rowsOf(view)[0]!)[6]).toBe('LinkedUS payouts');
  });

  it('sends the state, platform, name and merchant filters on all shops, and clears them but not the queue', async () => {
    const user = userEvent.setup();
    const { inputsTo, router } = renderApp(
      `/shops?tab=all&merchantId=${MERCHANT_ID}&merchantLabel=Demo%20Trading%20(M100000001)`,
      {
        language: 'en-US',
        as: 'admin',
        api: [on(shopApi.opsList, (body) => pageOf([], body))],
      },
    );
    await table();
    expect(screen.getByTestId('shops-merchant-filter').textContent).toContain(
      'Demo Trading (M100000001)',
    );
    await choose('shops-state-filter', 'Not approved');
    await choose('shops-platform-filter', 'Amazon');
    await user.type(
      within(screen.getByTestId('shops-name-filter')).getByRole('searchbox'),
      ' pengda {Enter}',
    );
    await waitFor(() =>
      expect(inputsTo(shopApi.opsList).at(-1)).toEqual({
        queue: 'all',
        state: 0,
        platform: 'amazon',
        name: 'pengda',
        merchantId: MERCHANT_ID,
        pageNum: 1,
        pageSize: 20,
      }),
    );
    expect(await screen.findByText('No shop matches the filters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(inputsTo(shopApi.opsList).at(-1)).toEqual({ queue: 'all', pageNum: 1, pageSize: 20 }),
    );
    expect(router.state.location.search).toBe('?tab=all');
  });

  it('leaves the state behind when going back to the review queue', async () => {
    const user = userEvent.setup();
    const { inputsTo, router } = renderApp('/shops?tab=all&state=1&platform=sandbox', {
      language: 'en-US',
      as: 'reviewer',
      api: [on(shopApi.opsList, (body) => pageOf([], body))],
    });
    await table();
    await user.click(screen.getByTestId('shops-tab-review'));
    await waitFor(() =>
      expect(inputsTo(shopApi.opsList).at(-1)).toEqual({
        queue: 'review',
        platform: 'sandbox',
        pageNum: 1,
        pageSize: 20,
      }),
    );
    expect(router.state.location.search).toBe('?platform=sandbox');
  });

  it('names platforms, states and queues in Chinese and Russian', async () => {
    const api = [on(shopApi.opsList, (body) => pageOf([shopRow({ platform: 'amazon' })], body))];
    const zh = renderApp('/shops', { language: 'zh-CN', as: 'reviewer', api });
    let view = await table();
    await waitFor(() => expect(rowsOf(view)).toHaveLength(1));
    expect(cells(rowsOf(view)[0]!).slice(2, 7)).toEqual([
      '亚马逊',
      '美国',
      '审核中',
      '已授权',
      '未关联',
    ]);
    expect(screen.getByRole('tab', { name: '待审核' })).toBeTruthy();
    zh.unmount();
    cleanUp();
    renderApp('/shops', { language: 'ru-RU', as: 'reviewer', api });
    view = await table();
    await waitFor(() => expect(rowsOf(view)).toHaveLength(1));
    expect(cells(rowsOf(view)[0]!).slice(4, 7)).toEqual([
      'На проверке',
      'Авторизован',
      'Не привязан',
    ]);
    expect(screen.getByTestId(`shop-open-${SHOP_ID}`).textContent).toBe('Проверить');
  });

  it('says when nothing waits, and when the list cannot be loaded, with a retry', async () => {
    const user = userEvent.setup();
    const outage = outageOf(shopApi.opsList, (body) => pageOf([], body));
    renderApp('/shops', {
      language: 'en-US',
      as: 'reviewer',
      api: [outage.answer],
    });
    await retryAfter(user, outage, 'shops-error');
    expect(await screen.findByText('No shop is waiting for review')).toBeTruthy();
  });

  it.each(['finance', 'manager'] as const)('is refused to %s', async (role) => {
    renderApp('/shops', { language: 'en-US', as: role, api: [] });
    await expectRefused();
    expect(screen.queryByTestId('menu-item-shops')).toBeNull();
  });
});
