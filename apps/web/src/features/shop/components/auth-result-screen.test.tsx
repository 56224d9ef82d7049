import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAt, mainUser, renderApp, screenTests } from '../../../test/render-app.tsx';
import { authResultPath, type ResultQuery } from './links.ts';
import { SHOP_ID } from './test-data.ts';

screenTests(
  { testTimeout: 30_000 },
  () => import('../../../app/layouts/bare-layout.tsx'),
  () => import('./auth-result-screen.tsx'),
);

const open = async (result: ResultQuery, language: 'en-US' | 'zh-CN' | 'ru-RU' = 'en-US') => {
  const view = renderApp(authResultPath(result), { language, user: mainUser() });
  const page = await screen.findByTestId('auth-result-screen');
  return { ...view, page };
};

const OUTCOME = {
  shopId: SHOP_ID,
  shop: 'Pengda Lighting US',
  platform: 'sandbox',
} as const;

describe('the authorization’s result', () => {
  it('after a success: to review, then the payouts', async () => {
    const { page, router } = await open({ outcome: 'succeeded', ...OUTCOME });
    expect(page.textContent).toContain('Authorization succeeded');
    expect(page.textContent).toContain('once it is approved, set up its payouts');
    await userEvent.click(within(page).getByTestId('result-activa'));
    await expectAt(router, `/authActiva?shopId=${SHOP_ID}`);
  });

  it('after a failure: the reason and back to the shop to try again', async () => {
    const { page, router } = await open({
      outcome: 'failed',
      ...OUTCOME,
      reason: 'tokenRefused',
    });
    expect(page.textContent).toContain('Authorization failed');
    expect(page.textContent).toContain('Sandbox Commerce could not complete the authorization');
    expect(within(page).getByTestId('result-reason').textContent).toBe(
      'Reason: The platform could not issue an access token',
    );
    await userEvent.click(within(page).getByTestId('result-try-again'));
    await expectAt(router, `/shop/detail?id=${SHOP_ID}`);
  });

  it('says an address without an outcome is no link', async () => {
    renderApp('/authResult', { language: 'en-US', user: null });
    expect(await screen.findByTestId('handoff-invalid')).toBeTruthy();
  });

  it('speaks Chinese and Russian', async () => {
    const zh = await open({ outcome: 'refused', ...OUTCOME }, 'zh-CN');
    expect(zh.page.textContent).toContain('授权被拒绝');
    zh.unmount();
    const ru = await open({ outcome: 'succeeded', ...OUTCOME }, 'ru-RU');
    expect(ru.page.textContent).toContain('Авторизация прошла успешно');
    expect(ru.page.textContent).toContain('Настроить выплаты');
  });
});
