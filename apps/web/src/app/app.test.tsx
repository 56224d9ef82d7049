import { downloadApi, settingsApi } from '@tradebridge/contracts';
import type { Language } from '@tradebridge/contracts';
import { on, pageOf } from '@tradebridge/ui/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enMenu from '../locales/en-US/menu.json';
import ruMenu from '../locales/ru-RU/menu.json';
import zhMenu from '../locales/zh-CN/menu.json';
import { configDetail, memberUser, renderApp, resetPortal } from '../test/render-app.tsx';
import { isMenuGroup, MENU, menuLeaves } from './menu.ts';

afterEach(resetPortal);

const sideMenu = () => screen.findByTestId('side-menu', {}, { timeout: 5_000 });

const MENU_TEXTS: [Language, Record<string, string>][] = [
  ['zh-CN', zhMenu],
  ['en-US', enMenu],
  ['ru-RU', ruMenu],
];

describe('side menu', () => {
  it.each(MENU_TEXTS)('shows every group and entry in %s', async (language, texts) => {
    renderApp('/main', { language });
    const menu = await sideMenu();
    for (const group of MENU.filter(isMenuGroup)) {
      expect(within(menu).getByTestId(`menu-group-${group.name}`).textContent).toBe(
        texts[group.name],
      );
    }
    for (const leaf of menuLeaves()) {
      const item = within(menu).getByTestId(`menu-item-${leaf.path}`);
      // The demo merchant is certified: the certification's entry leads to what was certified.
      expect(item.textContent).toBe(texts[leaf.certifiedName ?? leaf.name]);
      expect(item.getAttribute('href')).toBe(leaf.path);
    }
    expect(within(menu).getByTestId('menu-group-exchange').dataset.systemType).toBe('manager');
  });

  it.each([
    ['zh-CN', '210px'],
    ['zh-TW', '210px'],
    ['en-US', '310px'],
    ['ru-RU', '310px'],
  ] as const)('is %s wide: %s', async (language, width) => {
    renderApp('/main', { language });
    expect((await sideMenu()).style.width).toBe(width);
  });

  it('widens and relabels when the language switches to Russian', async () => {
    const user = userEvent.setup();
    renderApp('/wallet');
    const menu = await sideMenu();
    expect(menu.style.width).toBe('210px');
    expect(document.title).toBe('货币钱包 - Tradebridge');

    await user.click(screen.getByTestId('language-switch'));
    await user.click(await screen.findByTestId('language-option-ru-RU'));

    await waitFor(() => expect(menu.style.width).toBe('310px'));
    expect(within(menu).getByTestId('menu-item-/wallet').textContent).toBe('Валютные кошельки');
    expect(screen.getByTestId('language-switch').textContent).toContain('Русский');
    expect(sessionStorage.getItem('language')).toBe('ru-RU');
    expect(document.documentElement.lang).toBe('ru-RU');
    expect(document.title).toBe('Валютные кошельки - Tradebridge');
  });

  it('marks the entry of the current path as selected and navigates on click', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/main', { language: 'en-US' });
    const menu = await sideMenu();
    await user.click(within(menu).getByTestId('menu-item-/payee'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payee'));
    await waitFor(() => {
      const selected = menu.querySelectorAll('.ant-menu-item-selected');
      expect([...selected].map((item) => item.textContent)).toEqual(['Payees']);
    });
    expect(document.title).toBe('Payees - Tradebridge');
  });
});

describe('routes', () => {
  it('redirects / to /main', async () => {
    const { router } = renderApp('/');
    await sideMenu();
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
    await waitFor(() => expect(document.title).toBe('首页 - Tradebridge'));
  });

  it('shows the not-found page inside the main layout for menu entries not built yet', async () => {
    for (const leaf of menuLeaves().filter((l) => !l.screen && !l.layout)) {
      const view = renderApp(leaf.path, { language: 'en-US' });
      await sideMenu();
      const content = screen.getByTestId('main-content');
      expect(await within(content).findByTestId('exception-404')).toBeTruthy();
      view.unmount();
    }
  });

  it('redirects a group path to its first entry', async () => {
    const { router } = renderApp('/collection');
    await sideMenu();
    // The entry's screen loads before the address changes.
    await waitFor(() => expect(router.state.location.pathname).toBe('/act'));
  });

  it('shows the not-found page without the menu for an unknown path', async () => {
    renderApp('/no/such/page', { language: 'ru-RU' });
    expect(await screen.findByTestId('exception-404', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByTestId('side-menu')).toBeNull();
    expect(screen.getByText('Извините, такой страницы не существует.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Страница не найдена - Tradebridge'));
  });

  it.each([
    ['/403', 403],
    ['/405', 405],
    ['/500', 500],
    ['/404', 404],
    ['/exception/403', 403],
  ] as const)('%s shows the %i page', async (path, status) => {
    renderApp(path, { language: 'en-US' });
    expect(await screen.findByTestId(`exception-${status}`, {}, { timeout: 5_000 })).toBeTruthy();
  });

  it('"back home" on an exception page leads to the main page', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/403', { language: 'en-US' });
    await user.click(await screen.findByRole('button', { name: 'Back home' }, { timeout: 5_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
  });

  it('renders /user/* in the public layout', async () => {
    renderApp('/user/login', { user: null });
    const layout = await screen.findByTestId('public-layout', {}, { timeout: 5_000 });
    expect(await within(layout).findByTestId('login-screen')).toBeTruthy();
    expect(within(layout).getByTestId('language-switch')).toBeTruthy();
    expect(screen.queryByTestId('side-menu')).toBeNull();
    await waitFor(() => expect(document.title).toBe('登录 - Tradebridge'));
  });

  it('shows the not-found page in the public layout for an unknown /user path', async () => {
    renderApp('/user/no-such-screen', { user: null });
    const layout = await screen.findByTestId('public-layout', {}, { timeout: 5_000 });
    expect(await within(layout).findByTestId('exception-404')).toBeTruthy();
  });

  it('renders the download centre at its /auth address inside the main layout, and not-found for other /auth paths', async () => {
    const view = renderApp('/auth/downloadAll', {
      api: [on(downloadApi.list, pageOf([]))],
    });
    const layout = await screen.findByTestId('main-layout', {}, { timeout: 5_000 });
    expect(await within(layout).findByTestId('download-centre-screen')).toBeTruthy();
    expect(screen.queryByTestId('auth-layout')).toBeNull();
    await sideMenu();
    expect(within(layout).getByTestId('header-notice-slot')).toBeTruthy();
    expect(within(layout).getByTestId('header-avatar-slot').textContent).toContain('Demo Admin');
    await waitFor(() => expect(document.title).toBe('下载中心 - Tradebridge'));
    view.unmount();
    renderApp('/auth/no-such-screen');
    const other = await screen.findByTestId('auth-layout', {}, { timeout: 5_000 });
    expect(await within(other).findByTestId('exception-404')).toBeTruthy();
  });

  it('sends a visitor without a token from /auth to login and back', async () => {
    const { router } = renderApp('/auth/downloadAll', { user: null });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?redirect=%2Fauth%2FdownloadAll'),
    );
    expect(router.state.location.pathname).toBe('/user/login');
  });

  it('opens the message centre for a member without any permission', async () => {
    renderApp('/notice/notice', { user: memberUser({ authIdList: [] }), language: 'en-US' });
    expect(await screen.findByTestId('message-centre-screen', {}, { timeout: 5_000 })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Message centre - Tradebridge'));
  });
});

describe('header and branding', () => {
  it('has the bell, the download icon, the language switch and the avatar menu', async () => {
    renderApp('/main');
    await sideMenu();
    expect(
      within(screen.getByTestId('header-notice-slot')).getByTestId('notice-bell'),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId('header-download-slot')).getByTestId('download-icon'),
    ).toBeTruthy();
    expect(screen.getByTestId('header-avatar-slot').textContent).toContain('Demo Admin');
    expect(screen.getByTestId('language-switch').textContent).toContain('简体中文');
  });

  it('uses the product name of configDetail in the page title and menu', async () => {
    const { fetchMock } = renderApp('/wallet', {
      api: [configDetail('Acme Pay')],
    });
    await sideMenu();
    await waitFor(() => expect(document.title).toBe('货币钱包 - Acme Pay'));
    expect(screen.getByTestId('product-logo').textContent).toBe('Acme Pay');
    const [, init] = fetchMock.mock.calls.find(
      ([url]) => url === '/finance-gateway/api/mer/configDetail.json',
    )!;
    expect(init?.method).toBe('POST');
  });

  it('keeps working, without an error toast, when configDetail fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { callsTo } = renderApp('/main');
    await sideMenu();
    await waitFor(() => expect(callsTo(settingsApi.configDetail).length).toBeGreaterThan(0));
    // A second on: the failure has been handled, and a toast it raised would still be shown
    // (toasts stay 3 s).
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByTestId('product-logo').textContent).toBe('Tradebridge');
    expect(document.title).toBe('首页 - Tradebridge');
    expect(document.querySelector('.ant-message')?.textContent ?? '').toBe('');
  });
});
