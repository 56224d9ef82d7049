import { auditApi, merchantsApi, operatorsApi } from '@tradebridge/contracts';
import { getFinanceToken, getToken } from '@tradebridge/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { on } from '@tradebridge/ui/test';
import { cleanUp, operatorOf, renderApp } from '../../../test/render-app.tsx';
import { safeRedirect } from './use-login-screen.ts';
import enMenu from '../../../locales/en-US/menu.json';
import ruMenu from '../../../locales/ru-RU/menu.json';

afterEach(cleanUp);

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const admin = operatorOf('admin');
const done = {
  step: 'done',
  token: 'ops-session-token',
  financeToken: 'ops-finance-token',
  language: 'en-US',
} as const;
const lists = [
  on(merchantsApi.list, () => ({ result: { list: [], total: 0, pageNum: 1, pageSize: 20 } })),
  on(auditApi.list, () => ({ result: { list: [], total: 0, pageNum: 1, pageSize: 20 } })),
  on(operatorsApi.me, () => ({ result: admin })),
];

/** Types a value at once (paste): per-key typing into antd inputs is slow in jsdom. */
const fill = async (user: UserEvent, input: HTMLElement, value: string) => {
  await user.click(input);
  await user.paste(value);
};

const giveCredentials = async (user: UserEvent) => {
  await fill(
    user,
    await screen.findByTestId('login-account', {}, { timeout: 5_000 }),
    'admin@tradebridge.dev',
  );
  await fill(user, screen.getByTestId('login-password'), 'Tradebridge1');
  await fill(user, screen.getByTestId('captcha-input'), 'abcd');
  await user.click(screen.getByTestId('login-submit'));
};

// The first render loads every lazy screen of the journey (slow in jsdom): more time than usual.
describe('operator login', { timeout: 40_000 }, () => {
  it('enrols the authenticator at first login and keeps the session under the console names', async () => {
    const user = userEvent.setup();
    const { router, inputsTo } = renderApp('/login?redirect=%2Faudit', {
      language: 'en-US',
      api: [
        ...lists,
        on(operatorsApi.login, () => ({
          result: {
            step: 'enrol',
            enrolToken: 'enrol-token-123456',
            secret: SECRET,
            otpauthUrl: `otpauth://totp/Tradebridge:admin?secret=${SECRET}`,
            qrDataUrl: 'data:image/png;base64,AAAA',
          },
        })),
        on(operatorsApi.enrolTotp, () => ({ result: done })),
      ],
    });
    await giveCredentials(user);

    expect(await screen.findByText('Set up your authenticator app')).toBeTruthy();
    const secret = screen.getByTestId('totp-secret');
    expect(secret.textContent).toBe(SECRET);
    expect(secret.dataset.secret).toBe(SECRET);
    // Shown in groups of four.
    expect([...secret.children].map((group) => group.textContent)).toEqual([
      'JBSW',
      'Y3DP',
      'EHPK',
      '3PXP',
      'JBSW',
      'Y3DP',
      'EHPK',
      '3PXP',
    ]);
    expect(screen.getByTestId('totp-qr').getAttribute('src')).toBe('data:image/png;base64,AAAA');

    // The code must be 6 digits before anything is sent.
    await fill(user, screen.getByTestId('totp-code'), '12a');
    await user.click(screen.getByRole('button', { name: 'Finish set-up and log in' }));
    expect(await screen.findByText('The code has 6 digits')).toBeTruthy();
    expect(inputsTo(operatorsApi.enrolTotp)).toEqual([]);

    await user.clear(screen.getByTestId('totp-code'));
    await fill(user, screen.getByTestId('totp-code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Finish set-up and log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/audit'));
    expect(inputsTo(operatorsApi.login)).toEqual([
      {
        loginAccount: 'admin@tradebridge.dev',
        pwd: 'Tradebridge1',
        verifyCode: 'abcd',
        codeToken: expect.stringMatching(/^\w{16,}$/),
      },
    ]);
    expect(inputsTo(operatorsApi.enrolTotp)).toEqual([
      { enrolToken: 'enrol-token-123456', totpCode: '123456' },
    ]);
    expect(getToken()).toBe('ops-session-token');
    expect(getFinanceToken()).toBe('ops-finance-token');
    // The console's own names: the portal's session on the same origin stays untouched.
    expect(document.cookie).toContain('ops_token=ops-session-token');
    expect(document.cookie).not.toMatch(/(^|; )token=/);
    expect(localStorage.getItem('opsFinanceToken')).toBe('ops-finance-token');
    expect(localStorage.getItem('financeToken')).toBeNull();
    expect(await screen.findByTestId('console-layout')).toBeTruthy();
  });

  it('asks for the authenticator code with the ticket, lets a wrong code be retried, then logs in', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { router, inputsTo } = renderApp('/login', {
      language: 'en-US',
      api: [
        ...lists,
        on(operatorsApi.login, (body) => {
          if (!body.totpCode) return { result: { step: 'totp', loginTicket: 'ticket-1' } };
          attempts += 1;
          return attempts === 1
            ? {
                errorCode: 'TOTP_WRONG',
                message: 'The authenticator code is incorrect or already used.',
              }
            : { result: done };
        }),
      ],
    });
    await giveCredentials(user);
    expect(await screen.findByText('Two-step verification')).toBeTruthy();
    expect(screen.getByText(/admin@tradebridge\.dev/)).toBeTruthy();

    await fill(user, screen.getByTestId('totp-code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByTestId('login-error')).textContent).toContain(
      'The authenticator code is incorrect',
    );
    // Still on the code step, with the field emptied for the next code.
    expect((screen.getByTestId('totp-code') as HTMLInputElement).value).toBe('');

    await fill(user, screen.getByTestId('totp-code'), '222222');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    // Home redirects once the signed-in layout and the first screen have loaded (lazily): on a
    // busy 2-core machine that passes the default second.
    await waitFor(() => expect(router.state.location.pathname).toBe('/merchants'), {
      timeout: 10_000,
    });
    const bodies = inputsTo(operatorsApi.login);
    expect(bodies.map((body) => body.totpCode)).toEqual([undefined, '111111', '222222']);
    // The code steps carry the first step's ticket instead of a second picture code.
    expect(bodies.map((body) => body.loginTicket)).toEqual([undefined, 'ticket-1', 'ticket-1']);
    expect(bodies[1]).not.toHaveProperty('verifyCode');
    expect(getToken()).toBe('ops-session-token');
  });

  it('shows a refused password with a new picture, and goes back to it when the ticket has run out', async () => {
    const user = userEvent.setup();
    let step = 0;
    const { inputsTo } = renderApp('/login', {
      language: 'en-US',
      api: [
        on(operatorsApi.login, () => {
          step += 1;
          if (step === 1)
            return { errorCode: 'LOGIN_FAILED', message: 'Wrong account or password.' };
          if (step === 2) return { result: { step: 'totp', loginTicket: 'ticket-2' } };
          return {
            errorCode: 'VCODE_EXPIRED',
            message: 'The verification code has expired. Please refresh.',
          };
        }),
      ],
    });
    await giveCredentials(user);
    expect((await screen.findByTestId('login-error')).textContent).toBe(
      'Wrong account or password.',
    );
    // The picture is good for one try: a new one, and its answer typed again.
    expect((screen.getByTestId('captcha-input') as HTMLInputElement).value).toBe('');
    await fill(user, screen.getByTestId('captcha-input'), 'efgh');
    await user.click(screen.getByTestId('login-submit'));
    await screen.findByTestId('login-step-totp');
    const [first, second] = inputsTo(operatorsApi.login);
    expect(second!.verifyCode).toBe('efgh');
    expect(second!.codeToken).not.toBe(first!.codeToken);
    await fill(user, screen.getByTestId('totp-code'), '333333');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByTestId('login-step-credentials');
    expect(screen.getByTestId('login-error').textContent).toBe(
      'The verification code has expired. Please refresh.',
    );
    expect(getToken()).toBeUndefined();
  });
});

describe("the operator's language at login", { timeout: 40_000 }, () => {
  const loginAnswering = (language: 'ru-RU' | 'zh-CN') =>
    on(operatorsApi.login, (body) =>
      body.totpCode
        ? { result: { ...done, language } }
        : { result: { step: 'totp', loginTicket: 'ticket-1' } },
    );
  const logIn = async (user: UserEvent) => {
    await giveCredentials(user);
    await fill(user, await screen.findByTestId('totp-code'), '123456');
    await user.keyboard('{Enter}');
  };

  it('opens the console in the operator’s language when none was chosen in this tab', async () => {
    const user = userEvent.setup();
    const { router, callsTo } = renderApp('/login', {
      languageChosen: false,
      api: [
        ...lists.slice(0, 2),
        on(operatorsApi.me, () => ({ result: { ...admin, language: 'ru-RU' as const } })),
        loginAnswering('ru-RU'),
      ],
    });
    // A first-time visitor sees the switch, in the default Chinese, at once.
    expect((await screen.findByTestId('language-switch')).dataset.language).toBe('zh-CN');
    await logIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/merchants'));
    expect(sessionStorage.getItem('language')).toBe('ru-RU');
    const entry = await screen.findByTestId('menu-item-merchants', {}, { timeout: 5_000 });
    expect(entry.textContent).toBe(ruMenu.merchants);
    expect(callsTo(operatorsApi.setLanguage)).toEqual([]);
  });

  it('keeps a language chosen on the login page, and tells the server', async () => {
    const user = userEvent.setup();
    const { router, callsTo } = renderApp('/login', {
      api: [
        ...lists,
        loginAnswering('zh-CN'),
        on(operatorsApi.setLanguage, ({ language }) => ({ result: { language } })),
      ],
    });
    await user.click(await screen.findByTestId('language-switch', {}, { timeout: 5_000 }));
    await user.click(await screen.findByTestId('language-option-en-US'));
    await logIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/merchants'));
    expect(sessionStorage.getItem('language')).toBe('en-US');
    const entry = await screen.findByTestId('menu-item-merchants', {}, { timeout: 5_000 });
    expect(entry.textContent).toBe(enMenu.merchants);
    expect(callsTo(operatorsApi.setLanguage).map((call) => call.input)[0]).toEqual({
      language: 'en-US',
    });
  });
});

describe('safeRedirect', () => {
  it('accepts in-app paths only', () => {
    expect(safeRedirect('/audit?page=2')).toBe('/audit?page=2');
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('/login?redirect=/x')).toBe('/');
  });
});
