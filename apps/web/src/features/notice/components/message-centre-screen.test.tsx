import { noticeApi } from '@tradebridge/contracts';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, screenTests } from '../../../test/render-app.tsx';
import { announcement, notification, pageOf, unreadOf } from './notice-test-data.ts';

screenTests(
  {},
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('./message-centre-screen.tsx'),
  () => import('./notice-detail-screen.tsx'),
);

const n1 = notification();
const n2 = notification({
  id: '33333333-3333-4333-8333-333333333333',
  title: 'Money out: 50 EUR',
  read: true,
  kind: 'fundOutflow',
});
const a1 = announcement({ pinned: true, read: true });
const a2 = announcement({
  id: '44444444-4444-4444-8444-444444444444',
  title: 'New currencies',
});

const api = (overrides: StubAnswers = []): StubAnswers => [
  on(noticeApi.unread, { result: unreadOf([n1, a2], { notifications: 1, announcements: 1 }) }),
  on(noticeApi.list, (query) => {
    const list = query.type === 1 ? [n1, n2] : [a1, a2];
    return pageOf(query.unreadOnly ? list.filter((n) => !n.read) : list);
  }),
  on(noticeApi.markRead, { result: { updated: 1 } }),
  on(noticeApi.get, ({ id }) => {
    const found = [n1, n2, a1, a2].find((n) => n.id === id);
    return found
      ? { result: { ...found, read: true } }
      : { errorCode: 'NOT_FOUND', message: 'Not found.' };
  }),
  ...overrides,
];

const open = (path = '/notice/notice', answers = api()) => {
  const view = renderApp(path, { language: 'en-US', api: answers });
  return view;
};

const rows = (table: HTMLElement) =>
  [...table.querySelectorAll('tr[data-row-key]')].map((r) => r.textContent ?? '');

describe('message centre', () => {
  it('has a tab per type with its unread count, and lists the notices of the tab', async () => {
    const user = userEvent.setup();
    const { inputsTo } = open();
    const screenEl = await screen.findByTestId('message-centre-screen', {}, { timeout: 5_000 });
    expect(within(screenEl).getByTestId('notice-tab-1').textContent).toContain('Notifications');
    await waitFor(() =>
      expect(within(screenEl).getByTestId('notice-tab-1').textContent).toContain('1'),
    );
    expect(within(screenEl).getByTestId('notice-tab-2').textContent).toContain(
      'System announcements',
    );
    const table = within(screenEl).getByTestId('notice-table');
    await waitFor(() => expect(rows(table)).toHaveLength(2));
    expect(rows(table)[0]).toContain('Money in: 1,000 USD');
    expect(rows(table)[0]).toContain('Unread');
    expect(rows(table)[1]).toContain('Read');
    expect(screen.getByText('2 messages')).toBeTruthy();
    expect(inputsTo(noticeApi.list)).toContainEqual({
      type: 1,
      unreadOnly: false,
      pageNum: 1,
      pageSize: 20,
    });

    // Each tab has its own list (and its own "unread only" and page).
    await user.click(within(screenEl).getByTestId('notice-tab-2'));
    await waitFor(() =>
      expect(rows(screen.getByTestId('notice-table'))[0]).toContain('Maintenance on Sunday'),
    );
    expect(rows(screen.getByTestId('notice-table'))[0]).toContain('Pinned');
    expect(inputsTo(noticeApi.list).at(-1)).toEqual({
      type: 2,
      unreadOnly: false,
      pageNum: 1,
      pageSize: 20,
    });

    await user.click(within(screenEl).getByTestId('notice-unread-only'));
    // (The bell asked the same already: its pinned pop-up reads the unread announcements.)
    await waitFor(() =>
      expect(inputsTo(noticeApi.list)).toContainEqual({
        type: 2,
        unreadOnly: true,
        pageNum: 1,
        pageSize: 20,
      }),
    );
    await waitFor(() => expect(rows(screen.getByTestId('notice-table'))).toHaveLength(1));
    expect(rows(screen.getByTestId('notice-table'))[0]).toContain('New currencies');
  });

  it('marks every notice of the tab read after a confirmation', async () => {
    const user = userEvent.setup();
    const { inputsTo } = open('/notice/notice?type=2');
    const button = await screen.findByTestId('notice-mark-all', {}, { timeout: 5_000 });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    const unreadCalls = inputsTo(noticeApi.unread).length;
    await user.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Mark all system announcements as read?');
    expect(inputsTo(noticeApi.markRead)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(inputsTo(noticeApi.markRead)).toEqual([{ type: 2 }]));
    expect(await screen.findByText('1 message marked as read')).toBeTruthy();
    await waitFor(() => expect(inputsTo(noticeApi.unread).length).toBeGreaterThan(unreadCalls));
  });

  it('opens a notice on its detail screen, which marks it read, with a way back', async () => {
    const user = userEvent.setup();
    const { router, inputsTo } = open();
    const table = await screen.findByTestId('notice-table', {}, { timeout: 5_000 });
    await waitFor(() => expect(rows(table)).toHaveLength(2));
    await user.click(within(table).getByText('Money in: 1,000 USD'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notice/notice/detail'));
    expect(router.state.location.search).toBe(`?type=1&id=${n1.id}`);
    const detail = await screen.findByTestId('notice-detail');
    expect(detail.textContent).toContain('Money in: 1,000 USD');
    expect(within(detail).getByTestId('notice-body').textContent).toContain(
      'Your USD wallet received 1,000 USD',
    );
    expect(inputsTo(noticeApi.get)).toEqual([{ id: n1.id, type: 1 }]);
    await user.click(screen.getByTestId('notice-detail-back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notice/notice'));
    expect(router.state.location.search).toBe('?type=1');
  });

  it('says so when a notice does not exist, the list is empty or fails', async () => {
    const view = open(
      `/notice/notice/detail?type=2&id=${'5'.repeat(8)}-5555-4555-8555-${'5'.repeat(12)}`,
    );
    expect(await screen.findByTestId('notice-not-found', {}, { timeout: 5_000 })).toBeTruthy();
    view.unmount();
    const bad = open('/notice/notice/detail?type=9&id=nope');
    expect(await screen.findByTestId('notice-not-found', {}, { timeout: 5_000 })).toBeTruthy();
    expect(bad.inputsTo(noticeApi.get)).toEqual([]);
    bad.unmount();
    const empty = open('/notice/notice', api([on(noticeApi.list, pageOf([]))]));
    expect(await screen.findByText('No messages yet', {}, { timeout: 5_000 })).toBeTruthy();
    empty.unmount();
    open('/notice/notice', api([on(noticeApi.list, { errorCode: 'SERVER_ERROR' })]));
    expect(await screen.findByTestId('notice-list-error', {}, { timeout: 5_000 })).toBeTruthy();
  });
});
