import { identityApi } from '@tradebridge/contracts';
import type * as ui from '@tradebridge/ui';
import { clearToken, getFinanceToken, getToken, setToken } from '@tradebridge/ui';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { configDetail, fill, mainUser, preload, renderApp } from '../../../test/render-app.tsx';

// setToken is watched to see the "remember me" choice (the cookie's max-age is not readable).
vi.mock('@tradebridge/ui', async (importOriginal) => {
  const actual = await importOriginal<typeof ui>();
  return { ...actual, setToken: vi.fn(actual.setToken) };
});

// The screens load lazily; loading them once up front keeps the first test within its time.
preload(
  () => import('../../../app/layouts/bare-layout.tsx'),
  () => import('./login-screen.tsx'),
);

// Files share a worker (isolate: false): the mock must not reach the files that follow.
afterAll(() => {
  vi.doUnmock('@tradebridge/ui');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(setToken).mockClear();
  sessionStorage.clear();
  clearToken();
});

const loggedIn = {
  result: {
    token: 'tok-1',
    financeToken: 'fin-1',
    adminFlag: true,
    expiresAt: null,
    language: 'zh-CN' as const,
  },
};

const fillAndSubmit = async (
  user: ReturnType<typeof userEvent.setup>,
  { remember = false, password = 'Tradebridge1' } = {},
) => {
  const form = await screen.findByTestId('login-screen', {}, { timeout: 5_000 });
  await fill(user, within(form).getByLabelText('账号'), 'demo@tradebridge.dev');
  await fill(user, within(form).getByLabelText('密码'), password);
  await fill(user, within(form).getByTestId('captcha-input'), 'ab3d');
  if (remember) await user.click(within(form).getByTestId('remember-me'));
  // The picture the user answered: after a successful login the screen may already be gone.
  const captchaSrc = within(form).getByTestId('captcha-image').getAttribute('src')!;
  await user.click(within(form).getByTestId('login-submit'));
  return { captchaSrc };
};

const start = (api: StubAnswers, path = '/user/login') =>
  renderApp(path, {
    user: null,
    api: [configDetail(), on(identityApi.merchantInfo, { result: mainUser() }), ...api],
  });

describe('login screen', () => {
  it('sends account and password Base64-encoded with the picture code and its codeToken', async () => {
    const user = userEvent.setup();
    const { inputsTo } = start([on(identityApi.login, loggedIn)]);
    const { captchaSrc: src } = await fillAndSubmit(user);
    await waitFor(() => expect(inputsTo(identityApi.login)).toHaveLength(1));
    const [body] = inputsTo(identityApi.login);
    expect(body).toEqual({
      loginAccount: btoa('demo@tradebridge.dev'),
      pwd: btoa('Tradebridge1'),
      verifyCode: 'ab3d',
      codeToken: new URL(src, 'http://x').searchParams.get('codeToken'),
      rememberMe: false,
    });
    expect(src).toMatch(/^\/finance-gateway\/api\/mer\/common\/vcode\?codeToken=[0-9a-f]{32}$/);
  });

  it.each([
    [false, { persist: false }],
    [true, { persist: true }],
  ])(
    'remember me %s: keeps the token with %o, the finance token, and goes home',
    async (remember, options) => {
      const user = userEvent.setup();
      const { router } = start([on(identityApi.login, loggedIn)]);
      await fillAndSubmit(user, { remember });
      await waitFor(() => expect(setToken).toHaveBeenCalledWith('tok-1', options));
      expect(getToken()).toBe('tok-1');
      expect(getFinanceToken()).toBe('fin-1');
      await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
    },
  );

  it("opens the portal in the user's language when none was chosen in this tab", async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/user/login', {
      user: null,
      languageChosen: false,
      api: [
        configDetail(),
        on(identityApi.merchantInfo, { result: mainUser({ language: 'ru-RU' }) }),
        on(identityApi.login, { result: { ...loggedIn.result, language: 'ru-RU' } }),
      ],
    });
    await fillAndSubmit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
    expect(sessionStorage.getItem('language')).toBe('ru-RU');
    expect(await screen.findByText('Главная', {}, { timeout: 5_000 })).toBeTruthy();
  });

  it('goes to the redirect the guard gave after logging in', async () => {
    const user = userEvent.setup();
    const { router } = start([on(identityApi.login, loggedIn)], '/user/login?redirect=%2Fsecure');
    await fillAndSubmit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/secure'));
  });

  it('shows a wrong picture code under its input and asks for a new picture', async () => {
    const user = userEvent.setup();
    start([on(identityApi.login, { errorCode: 'CAPTCHA_WRONG', message: '图形验证码不正确。' })]);
    const before = (
      await screen.findByTestId('captcha-image', {}, { timeout: 5_000 })
    ).getAttribute('src');
    await fillAndSubmit(user);
    expect(await screen.findByText('图形验证码不正确。')).toBeTruthy();
    expect(screen.getByTestId('captcha-image').getAttribute('src')).not.toBe(before);
    expect(screen.getByTestId<HTMLInputElement>('captcha-input').value).toBe('');
    expect(getToken()).toBeUndefined();
  });

  it.each(['LOGIN_FAILED', 'LOGIN_THROTTLED', 'LOGIN_NO_PERMISSION', 'USER_DISABLED'])(
    'shows %s clearly above the form',
    async (errorCode) => {
      const user = userEvent.setup();
      const message = `server says ${errorCode}`;
      start([on(identityApi.login, { errorCode, message })]);
      await fillAndSubmit(user);
      expect((await screen.findByTestId('login-error')).textContent).toContain(message);
    },
  );

  it('names the empty fields', async () => {
    const user = userEvent.setup();
    const { inputsTo } = start([on(identityApi.login, loggedIn)]);
    await user.click(await screen.findByTestId('login-submit', {}, { timeout: 5_000 }));
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(screen.getByText('请输入图形验证码')).toBeTruthy();
    expect(inputsTo(identityApi.login)).toHaveLength(0);
  });

  it('links to the development inbox when the installation has one', async () => {
    renderApp('/user/login', {
      user: null,
      api: [configDetail('Tradebridge', true)],
    });
    expect(await screen.findByTestId('dev-inbox-link', {}, { timeout: 5_000 })).toBeTruthy();
  });
});
