import { identityApi } from '@tradebridge/contracts';
import { on } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { configDetail, renderApp, screenTests } from '../../../test/render-app.tsx';

screenTests(
  {},
  () => import('../../../app/layouts/bare-layout.tsx'),
  () => import('./dev-inbox-screen.tsx'),
);

const inbox = on(identityApi.devInbox, {
  result: {
    messages: [
      {
        id: 'm1',
        to: 'new@shop.example',
        channel: 'email',
        kind: 'code.register',
        subject: 'Your verification code',
        body: 'Your code is 4821.',
        code: '4821',
        time: '2026-03-01T08:00:00.000Z',
      },
    ],
    captchas: [{ codeToken: 'abcdef0123456789', answer: 'x7Kp', time: '2026-03-01T08:00:00.000Z' }],
  },
});

describe('development inbox', () => {
  it('shows codes and captcha answers, and refreshes every 3 seconds', async () => {
    const { fetchMock, callsTo } = renderApp('/user/inbox', {
      user: null,
      language: 'en-US',
      api: [configDetail('Tradebridge', true), inbox],
    });
    const page = await screen.findByTestId('dev-inbox-screen');
    const codes = await within(page).findAllByTestId('inbox-code');
    expect(codes.map((c) => c.textContent)).toEqual(['4821', 'x7Kp']);
    expect(within(page).getByTestId('inbox-to').textContent).toContain('new@shop.example');
    const [, init] = fetchMock.mock.calls.find(
      ([url]) => url === '/finance-gateway/api/dev/inbox',
    )!;
    expect(init?.method).toBe('GET');
    await waitFor(() => expect(callsTo(identityApi.devInbox)).toHaveLength(2), { timeout: 4_500 });
  });

  it('says it is not available in production', async () => {
    renderApp('/user/inbox', {
      user: null,
      language: 'en-US',
      api: [configDetail('Tradebridge', false)],
    });
    expect(await screen.findByTestId('dev-inbox-unavailable')).toBeTruthy();
    expect(screen.getByText('The development inbox is not available')).toBeTruthy();
  });
});
