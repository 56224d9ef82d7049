import {
  documentsApi,
  identityApi,
  noticeApi,
  securityApi,
  settingsApi,
} from '@tradebridge/contracts';
import type { ConfigDetail, NotificationSetting, SecurityFlags } from '@tradebridge/contracts';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectAt, fill, renderApp, screenTests } from '../../../test/render-app.tsx';

screenTests(
  {},
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('../../../app/pages/account-centre-page.tsx'),
  () => import('./pay-password-screens.tsx'),
);

const CONFIG: ConfigDetail = {
  productName: 'Tradebridge',
  appFileUrl: '',
  appRealUrl: '',
  onlyFiat: false,
  merchantLoadLogoBase64: '',
  merchantTabLogo: '',
  merchantMenuLogo: '',
  devInbox: false,
};

const flags = (overrides: Partial<SecurityFlags> = {}): SecurityFlags => ({
  loginPassword: true,
  payPassword: false,
  authenticator: false,
  dualVerification: false,
  payLockedUntil: null,
  checkAccount: 'de***@tradebridge.dev',
  ...overrides,
});

const notifications: NotificationSetting[] = [
  { kind: 'accountOpening', inApp: true, email: true },
  { kind: 'cardBinding', inApp: true, email: false },
  { kind: 'fundInflow', inApp: true, email: true },
  { kind: 'fundOutflow', inApp: true, email: true },
  { kind: 'rateAlert', inApp: true, email: true },
  { kind: 'exchangeReview', inApp: true, email: true },
];

const secureApi = (api: StubAnswers = []): StubAnswers => [
  on(securityApi.flags, { result: flags() }),
  on(noticeApi.listSettings, { result: { list: notifications } }),
  on(documentsApi.listExpiring, { result: { list: [] } }),
  on(identityApi.loginActivity, { result: { logins: [], sessions: [] } }),
  ...api,
];

vi.setConfig({ testTimeout: 60_000 });

describe('account security overview', () => {
  it('lists each protection with its state; dual verification waits for both', async () => {
    renderApp('/secure', { language: 'en-US', api: secureApi() });
    const overview = await screen.findByTestId('security-overview', {}, { timeout: 15_000 });
    const pay = await within(overview).findByTestId(
      'protection-payPassword',
      {},
      { timeout: 15_000 },
    );
    expect(pay.textContent).toContain('Not set');
    expect(within(pay).getByTestId('pay-pwd-set')).toBeTruthy();
    expect(within(overview).getByTestId('protection-authenticator').textContent).toContain(
      'Not bound',
    );
    const dual = within(overview).getByTestId('protection-dualVerification');
    expect(dual.textContent).toContain('Set a payment password and bind an authenticator first');
    expect(
      (within(dual).getByTestId('dual-verification-switch') as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});

describe('notification settings', () => {
  it('asks before switching a channel off, and saves once confirmed', async () => {
    const user = userEvent.setup();
    const { inputsTo } = renderApp('/secure', {
      language: 'en-US',
      api: secureApi([
        on(noticeApi.updateSetting, (body) => ({
          result: {
            list: notifications.map((n) => (n.kind === body.kind ? body : n)),
          },
        })),
      ]),
    });
    const toggle = await screen.findByTestId('notify-fundOutflow-email', {}, { timeout: 15_000 });
    await user.click(toggle);
    const [dialog] = await screen.findAllByText('Stop Money sent notifications by E-mail?');
    const confirm = dialog!.closest('.ant-modal-confirm')!;
    expect(confirm.textContent).toContain('You may miss money leaving your accounts');
    expect(inputsTo(noticeApi.updateSetting)).toEqual([]);
    await user.click(within(confirm as HTMLElement).getByText('Stop'));
    await waitFor(() =>
      expect(inputsTo(noticeApi.updateSetting)).toEqual([
        { kind: 'fundOutflow', inApp: true, email: false },
      ]),
    );
  });

  it('lists the exchange’s notices too, each with its own warning in Russian', async () => {
    const user = userEvent.setup();
    renderApp('/secure', { language: 'ru-RU', api: secureApi() });
    const card = await screen.findByTestId('notification-settings', {}, { timeout: 15_000 });
    await within(card).findByTestId('notify-rateAlert-email', {}, { timeout: 15_000 });
    expect(card.textContent).toContain('Достижение уровня курса');
    expect(card.textContent).toContain('Итог проверки обмена');
    await user.click(within(card).getByTestId('notify-exchangeReview-inApp'));
    const [dialog] = await screen.findAllByText(
      'Отключить уведомления «Итог проверки обмена» по каналу «Сообщение в портале»?',
    );
    expect(dialog!.closest('.ant-modal-confirm')!.textContent).toContain(
      'обмен на проверке одобрен или отклонён',
    );
  });

  it('switches a channel on without asking', async () => {
    const user = userEvent.setup();
    const { inputsTo } = renderApp('/secure', {
      language: 'en-US',
      api: secureApi([on(noticeApi.updateSetting, { result: { list: notifications } })]),
    });
    await user.click(
      await screen.findByTestId('notify-cardBinding-email', {}, { timeout: 15_000 }),
    );
    await waitFor(() =>
      expect(inputsTo(noticeApi.updateSetting)).toEqual([
        { kind: 'cardBinding', inApp: true, email: true },
      ]),
    );
  });
});

describe('set payment password', () => {
  it('says why a PIN is too simple while typing, and sends a good one', async () => {
    const user = userEvent.setup();
    const { inputsTo } = renderApp('/secure/setPwd', {
      language: 'en-US',
      api: [
        on(securityApi.flags, { result: flags() }),
        on(securityApi.sendCode, { result: { resendAfterSeconds: 60, channel: 'email' } }),
        on(securityApi.setPayPassword, { result: { ok: true } }),
      ],
    });
    const pin = await screen.findByTestId('pin-new');
    await fill(user, pin, '111111');
    expect(await screen.findByText(/all six digits are the same/)).toBeTruthy();
    await user.clear(pin);
    await fill(user, pin, '123456');
    expect(await screen.findByText(/the digits run in order/)).toBeTruthy();
    await user.clear(pin);
    await fill(user, pin, '147258');
    expect(await screen.findByText(/one of the most commonly used PINs/)).toBeTruthy();
    await user.clear(pin);
    await fill(user, pin, '258147');
    await waitFor(() => expect(screen.queryByText(/too simple/)).toBeNull());

    await user.click(screen.getByTestId('security-send-code'));
    await waitFor(() =>
      expect(inputsTo(securityApi.sendCode)).toEqual([{ checkAccount: 'demo@tradebridge.dev' }]),
    );
    await fill(user, screen.getByTestId('security-code'), '1234');
    await fill(user, screen.getByTestId('pin-confirm'), '258147');
    await user.click(screen.getByTestId('pay-pwd-submit'));
    await screen.findByTestId('security-done');
    expect(inputsTo(securityApi.setPayPassword)).toEqual([
      {
        checkAccount: 'demo@tradebridge.dev',
        dynamicCode: '1234',
        payPwd: '258147',
        payPwdTwo: '258147',
      },
    ]);
  });

  it('leads back to the payment that sent the user here, once the PIN is set', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/secure/setPwd?redirect=%2Fwallet%2Ftransfer%3Fcurrency%3DUSD', {
      language: 'en-US',
      api: [
        on(securityApi.flags, { result: flags() }),
        on(securityApi.sendCode, { result: { resendAfterSeconds: 60, channel: 'email' } }),
        on(securityApi.setPayPassword, { result: { ok: true } }),
        on(settingsApi.configDetail, { result: { ...CONFIG, devInbox: true } }),
      ],
    });
    // Where the code goes on an installation without mail: a new tab, this form left as it is.
    const hint = await screen.findByTestId('dev-inbox-hint');
    expect([hint.getAttribute('href'), hint.getAttribute('target')]).toEqual([
      '#/user/inbox',
      '_blank',
    ]);
    await user.click(screen.getByTestId('security-send-code'));
    await fill(user, screen.getByTestId('security-code'), '1234');
    await fill(user, screen.getByTestId('pin-new'), '258147');
    await fill(user, screen.getByTestId('pin-confirm'), '258147');
    await user.click(screen.getByTestId('pay-pwd-submit'));
    await user.click(await screen.findByTestId('security-continue'));
    await expectAt(router, '/wallet/transfer?currency=USD');
  });

  it('refuses two different PINs', async () => {
    const user = userEvent.setup();
    renderApp('/secure/setPwd', {
      language: 'en-US',
      api: [on(securityApi.flags, { result: flags() })],
    });
    await fill(user, await screen.findByTestId('pin-new'), '258147');
    await fill(user, screen.getByTestId('pin-confirm'), '258148');
    expect(await screen.findByText('The two passwords are inconsistent')).toBeTruthy();
  });
});
