import { noticeApi } from '@tradebridge/contracts';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, screenTests } from '../../../test/render-app.tsx';
import { announcement, notification, pageOf, unreadOf } from './notice-test-data.ts';
import { PINNED_SHOWN_KEY } from './pinned-popup.ts';

screenTests(
  {},
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('../../../app/pages/exception-pages.tsx'),
);

// A screen without calls of its own (not built yet: the not-found page in the main layout).
const PATH = '/payee';

const bell = () => screen.findByTestId('notice-bell', {}, { timeout: 5_000 });

describe('notice bell', () => {
  it('shows the unread count, opens a notice in a modal, marks it read and refreshes', async () => {
    const user = userEvent.setup();
    let read = false;
    const n1 = notification();
    const a1 = announcement();
    const api: StubAnswers = [
      on(noticeApi.unread, () => ({ result: unreadOf(read ? [a1] : [n1, a1]) })),
      on(noticeApi.get, () => {
        read = true;
        return { result: { ...n1, read: true } };
      }),
      on(noticeApi.list, pageOf([a1])),
    ];
    const { inputsTo } = renderApp(PATH, { language: 'en-US', api });
    const button = await bell();
    const slot = screen.getByTestId('header-notice-slot');
    await waitFor(() => expect(slot.querySelector('.ant-badge-count')?.textContent).toBe('2'));
    expect(button.getAttribute('aria-label')).toBe('Messages: 2 unread');

    await user.click(button);
    const panel = await screen.findByTestId('notice-bell-panel');
    const items = within(panel).getAllByTestId('notice-bell-item');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Money in: 1,000 USD'),
      expect.stringContaining('Maintenance on Sunday'),
    ]);
    expect(items[0]!.textContent).toContain('Notification');
    expect(items[1]!.textContent).toContain('Announcement');

    await user.click(items[0]!);
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByTestId('notice-modal-title').textContent).toBe('Money in: 1,000 USD');
    expect(within(modal).getByTestId('notice-body').textContent).toBe(
      'Your USD wallet received 1,000 USD\nfrom ACME GmbH.',
    );
    await waitFor(() => expect(inputsTo(noticeApi.get)).toEqual([{ id: n1.id, type: 1 }]));
    await waitFor(() => expect(slot.querySelector('.ant-badge-count')?.textContent).toBe('1'));
    expect(inputsTo(noticeApi.unread).length).toBeGreaterThanOrEqual(2);
  });

  it('renders an announcement body as elements, links in a new tab', async () => {
    const user = userEvent.setup();
    const a1 = announcement();
    renderApp(PATH, {
      language: 'en-US',
      api: [
        on(noticeApi.unread, { result: unreadOf([a1]) }),
        on(noticeApi.list, pageOf([a1])),
        on(noticeApi.get, { result: { ...a1, read: true } }),
      ],
    });
    await user.click(await bell());
    await user.click(await screen.findByRole('button', { name: /Maintenance on Sunday/ }));
    const body = within(await screen.findByRole('dialog')).getByTestId('notice-body');
    expect(body.querySelector('strong')?.textContent).toBe('Planned maintenance');
    expect([...body.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Portal', 'API']);
    const link = within(body).getByRole('link', { name: 'the status page' });
    expect(link.getAttribute('href')).toBe('https://status.example.com');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('says when there is nothing unread, or when the messages fail, and links to all', async () => {
    const user = userEvent.setup();
    const view = renderApp(PATH, {
      language: 'en-US',
      api: [on(noticeApi.unread, { result: unreadOf([]) })],
    });
    await user.click(await bell());
    expect((await screen.findByTestId('notice-bell-empty')).textContent).toContain(
      'No unread messages',
    );
    await user.click(screen.getByRole('button', { name: 'All messages' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/notice/notice'));
    view.unmount();

    renderApp(PATH, {
      language: 'en-US',
      api: [on(noticeApi.unread, { errorCode: 'SERVER_ERROR', message: 'Sorry.' })],
    });
    await user.click(await bell());
    expect((await screen.findByTestId('notice-bell-error')).textContent).toContain(
      'The messages could not be loaded',
    );
  });

  it('pops up an unread pinned announcement once per browser session', async () => {
    const user = userEvent.setup();
    const pinned = announcement({ pinned: true });
    const api: StubAnswers = [
      on(noticeApi.unread, { result: unreadOf([pinned]) }),
      // The server keeps it unread in this stub: only the session flag stops a second pop-up.
      on(noticeApi.list, pageOf([pinned])),
      on(noticeApi.get, { result: { ...pinned, read: true } }),
    ];
    const first = renderApp(PATH, { language: 'en-US', api });
    const modal = await screen.findByRole('dialog', {}, { timeout: 5_000 });
    expect(within(modal).getByTestId('notice-modal-title').textContent).toBe(
      'Maintenance on Sunday',
    );
    expect(within(modal).getByTestId('notice-pinned-tag')).toBeTruthy();
    await waitFor(() =>
      expect(first.inputsTo(noticeApi.get)).toEqual([{ id: pinned.id, type: 2 }]),
    );
    expect(first.inputsTo(noticeApi.list)[0]).toEqual({
      type: 2,
      unreadOnly: true,
      pageNum: 1,
      pageSize: 20,
    });
    expect(JSON.parse(sessionStorage.getItem(PINNED_SHOWN_KEY)!)).toEqual([pinned.id]);
    await user.click(within(modal).getByTestId('notice-modal-close'));
    first.unmount();

    // Same session (a reload): no pop-up, even a while after the announcements have arrived.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const second = renderApp(PATH, { language: 'en-US', api });
    await bell();
    await waitFor(() => expect(second.inputsTo(noticeApi.list).length).toBeGreaterThan(0));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(second.inputsTo(noticeApi.get)).toEqual([]);
  });
});
