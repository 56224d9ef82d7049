import { AccountState, identityApi } from '@tradebridge/contracts';
import { getToken } from '@tradebridge/ui';
import { on } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mainUser, memberUser, renderApp, screenTests } from '../../test/render-app.tsx';

// The screens load lazily; loading them once up front keeps the first test within its time.
screenTests(
  {},
  () => import('./main-layout.tsx'),
  () => import('../../features/identity/components/login-screen.tsx'),
);

const sideMenu = () => screen.findByTestId('side-menu', {}, { timeout: 5_000 });
const location = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('route guard (spec §8)', () => {
  it('sends a visitor without a token to login, remembering where they were', async () => {
    const { router, callsTo } = renderApp('/wallet?tab=2', { user: null });
    await waitFor(() => expect(location(router)).toBe('/user/login?redirect=%2Fwallet%3Ftab%3D2'));
    expect(callsTo(identityApi.merchantInfo)).toEqual([]);
  });

  it('shows a spinner while merchantInfo loads', async () => {
    renderApp('/main', {
      api: [on(identityApi.merchantInfo, () => new Promise(() => undefined))],
    });
    expect(await screen.findByTestId('guard-loading', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByTestId('side-menu')).toBeNull();
  });

  it('logs out and goes to login with the redirect when merchantInfo fails', async () => {
    const { router } = renderApp('/secure', {
      api: [on(identityApi.merchantInfo, { errorCode: 'SERVER_ERROR', message: 'boom' })],
    });
    await waitFor(() => expect(location(router)).toBe('/user/login?redirect=%2Fsecure'));
    expect(getToken()).toBeUndefined();
    expect(await screen.findByTestId('login-screen')).toBeTruthy();
  });

  it('leaves LOGIN_REPEAT to its dialog (server message, "log in again")', async () => {
    const message = '您的账号已在其他地方登录。';
    const { router } = renderApp('/main', {
      api: [on(identityApi.merchantInfo, { errorCode: 'LOGIN_REPEAT', message })],
    });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 });
    expect(dialog.textContent).toContain(message);
    expect(within(dialog).getByRole('button', { name: '重新登录' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/main');
  });
});

describe('menu and access (spec §6)', () => {
  it('hides the entries a member may not use', async () => {
    renderApp('/main', { user: memberUser() });
    const menu = await sideMenu();
    expect(within(menu).queryByTestId('menu-item-/wallet')).toBeNull();
    expect(within(menu).getByTestId('menu-item-/payee')).toBeTruthy();
    expect(within(menu).getByTestId('menu-item-/secure')).toBeTruthy();
  });

  it('hides a group whose entries are all forbidden', async () => {
    renderApp('/secure', {
      user: memberUser({ authIdList: ['main:view', 'exchange:view', 'exchangeOrder:view'] }),
    });
    const menu = await sideMenu();
    expect(within(menu).queryByTestId('menu-group-payment')).toBeNull();
    expect(within(menu).queryByTestId('menu-group-collection')).toBeNull();
    expect(within(menu).getByTestId('menu-group-exchange')).toBeTruthy();
  });

  it('shows the 403 page inside the layout on a direct hit of a forbidden path', async () => {
    renderApp('/wallet', { user: memberUser(), language: 'en-US' });
    await sideMenu();
    const content = screen.getByTestId('main-content');
    expect(await within(content).findByTestId('exception-403')).toBeTruthy();
    expect(content.textContent).toContain('Sorry, you have no access to this page.');
  });

  it('shows team members to the main user only', async () => {
    renderApp('/team', { user: memberUser() });
    await sideMenu();
    expect(
      await within(screen.getByTestId('main-content')).findByTestId('exception-403'),
    ).toBeTruthy();
  });

  it('sends home to the first entry a member may open when /main is not theirs', async () => {
    const { router } = renderApp('/', { user: memberUser({ authIdList: ['payee:view'] }) });
    await sideMenu();
    await waitFor(() => expect(router.state.location.pathname).toBe('/payee'));
  });
});

describe('header', () => {
  it('asks before logging out, then calls loginOut.json and goes to login', async () => {
    const user = userEvent.setup();
    const { router, inputsTo } = renderApp('/main', {
      api: [on(identityApi.logout, { result: { ok: true } })],
    });
    await sideMenu();
    await user.click(screen.getByTestId('avatar-menu'));
    await user.click(await screen.findByTestId('avatar-logout'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('确定退出登录吗？');
    await user.click(within(dialog).getByRole('button', { name: '取 消' }));
    expect(inputsTo(identityApi.logout)).toHaveLength(0);
    expect(getToken()).toBe('test-session-token');

    await user.click(screen.getByTestId('avatar-menu'));
    await user.click(await screen.findByTestId('avatar-logout'));
    const again = (await screen.findAllByRole('dialog')).at(-1)!;
    await user.click(within(again).getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(inputsTo(identityApi.logout)).toHaveLength(1);
    expect(getToken()).toBeUndefined();
  });

  it('names the user and the merchant, and offers team members to the main user', async () => {
    const user = userEvent.setup();
    renderApp('/main');
    await sideMenu();
    await user.click(screen.getByTestId('avatar-menu'));
    const who = await screen.findByTestId('avatar-who');
    expect(who.textContent).toContain('demo@tradebridge.dev');
    expect(who.textContent).toContain('Demo Trading Co., Ltd. · M100000001');
    expect(screen.getByTestId('avatar-team')).toBeTruthy();
  });

  it('offers no team entry to a member', async () => {
    const user = userEvent.setup();
    renderApp('/main', { user: memberUser() });
    await sideMenu();
    await user.click(screen.getByTestId('avatar-menu'));
    expect(await screen.findByTestId('avatar-secure')).toBeTruthy();
    expect(screen.queryByTestId('avatar-team')).toBeNull();
  });

  it('shows the account manager, or that none is assigned', async () => {
    const user = userEvent.setup();
    const view = renderApp('/main', { language: 'en-US' });
    await sideMenu();
    await user.click(screen.getByTestId('account-manager-button'));
    const popover = await screen.findByTestId('account-manager-popover');
    expect(popover.textContent).toContain('Li Wei');
    expect(popover.textContent).toContain('li.wei@tradebridge.dev');
    expect(popover.textContent).toContain('+86 21 6000 1001');
    view.unmount();

    renderApp('/main', { language: 'en-US', user: mainUser({ accountManager: null }) });
    await sideMenu();
    await user.click(screen.getByTestId('account-manager-button'));
    expect((await screen.findByTestId('account-manager-popover')).textContent).toContain(
      'No account manager assigned yet',
    );
  });

  it('warns under the header when the merchant is frozen, with the reason', async () => {
    renderApp('/main', {
      language: 'en-US',
      user: mainUser({ state: AccountState.Frozen, frozenReason: 'compliance review' }),
    });
    const alert = await screen.findByTestId('merchant-state-alert', {}, { timeout: 5_000 });
    expect(alert.className).toContain('warning');
    expect(alert.textContent).toContain('money cannot be moved');
    expect(alert.textContent).toContain('Reason: compliance review');
  });

  it('explains other states, and says nothing in the normal state', async () => {
    const view = renderApp('/main', { user: mainUser({ state: AccountState.Registered }) });
    const alert = await screen.findByTestId('merchant-state-alert', {}, { timeout: 5_000 });
    expect(alert.className).toContain('info');
    expect(alert.textContent).toContain('待激活');
    // The main user is led to the certification from there.
    expect(within(alert).getByTestId('merchant-state-certify').textContent).toBe('前往实名认证');
    view.unmount();
    renderApp('/main');
    await sideMenu();
    expect(screen.queryByTestId('merchant-state-alert')).toBeNull();
  });
});

describe("the user's language (remembered on the server)", () => {
  it('opens a new tab in the language the user works in', async () => {
    renderApp('/main', { languageChosen: false, user: mainUser({ language: 'ru-RU' }) });
    const menu = await sideMenu();
    await waitFor(() =>
      expect(within(menu).getByTestId('menu-item-/main').textContent).toBe('Главная'),
    );
    expect(sessionStorage.getItem('language')).toBe('ru-RU');
  });

  it('keeps the language chosen in this tab, and tells the server', async () => {
    const { callsTo } = renderApp('/main', {
      language: 'en-US',
      user: mainUser({ language: 'ru-RU' }),
      api: [on(identityApi.setLanguage, ({ language }) => ({ result: { language } }))],
    });
    const menu = await sideMenu();
    expect(within(menu).getByTestId('menu-item-/main').textContent).toBe('Home');
    await waitFor(() =>
      expect(callsTo(identityApi.setLanguage).map((call) => call.input)).toEqual([
        { language: 'en-US' },
      ]),
    );
  });

  it('remembers a choice made with the switch', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderApp('/main', {
      language: 'en-US',
      user: mainUser({ language: 'en-US' }),
      api: [on(identityApi.setLanguage, ({ language }) => ({ result: { language } }))],
    });
    await sideMenu();
    await user.click(screen.getByTestId('language-switch'));
    await user.click(await screen.findByTestId('language-option-ru-RU'));
    await waitFor(() => expect(callsTo(identityApi.setLanguage).length).toBeGreaterThan(0));
    // (This stub's merchantInfo keeps answering en-US, so the tab may say it again; never else.)
    expect(new Set(callsTo(identityApi.setLanguage).map((call) => call.input.language))).toEqual(
      new Set(['ru-RU']),
    );
  });
});
