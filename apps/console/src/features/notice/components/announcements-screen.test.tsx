import { type Announcement, AnnouncementState, noticeApi } from '@tradebridge/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { on, pageOf, type StubAnswers } from '@tradebridge/ui/test';
import { cleanUp, renderApp } from '../../../test/render-app.tsx';
import { dialogTitledExactly, rowsOnceCounted } from '../../../test/screen.ts';
import { listScreenOf } from '../../../test/list-screen.ts';

afterEach(cleanUp);

const announcement = (n: number, overrides: Partial<Announcement> = {}): Announcement => ({
  id: `00000000-0000-4000-8000-0000000006${String(n).padStart(2, '0')}`,
  title: `Announcement ${n}`,
  context: 'Plain text.',
  audience: 0,
  merchantNos: [],
  publishAt: '2026-11-20T08:00:00.000Z',
  pinned: false,
  state: AnnouncementState.Published,
  readCount: 0,
  createdBy: 'Test admin',
  createdAt: '2026-11-19T08:00:00.000Z',
  updatedAt: '2026-11-19T09:00:00.000Z',
  ...overrides,
});

const MAINTENANCE = announcement(1, {
  title: 'Planned maintenance',
  context:
    'The platform is **offline** on Sunday.\n\n- Transfers wait\n- Logins fail\n\nSee [the status page](https://status.example.com).',
  pinned: true,
  readCount: 12,
});
const FEES = announcement(2, {
  title: 'New fees',
  audience: 1,
  merchantNos: ['M100000001', 'M100000002'],
  publishAt: '2026-12-01T01:00:00.000Z',
  state: AnnouncementState.Scheduled,
  createdBy: 'Anna Manager',
});
const OLD = announcement(3, { title: 'Old news', state: AnnouncementState.Withdrawn });

type Server = { announcements: Announcement[]; saveFails?: 'unknown' };

/** A server of announcements: the list filters by state, save writes, withdraw withdraws. */
const handlers = (server: Server): StubAnswers => [
  on(noticeApi.listAnnouncements, (body) => {
    const list = server.announcements.filter(
      (a) => body.state === undefined || a.state === body.state,
    );
    return pageOf(list, body);
  }),
  on(noticeApi.saveAnnouncement, (body) => {
    if (server.saveFails === 'unknown') {
      return {
        errorCode: 'MERCHANT_NOS_UNKNOWN',
        message: 'These merchant numbers do not exist: M999.',
        fields: [{ field: 'merchantNos', message: 'M999' }],
      };
    }
    const saved = announcement(9, {
      ...(body as Partial<Announcement>),
      id: (body.id as string | undefined) ?? announcement(9).id,
      publishAt: (body.publishAt as string | undefined) ?? '2026-11-21T10:00:00.000Z',
      state: body.publishAt ? AnnouncementState.Scheduled : AnnouncementState.Published,
    });
    server.announcements = [saved, ...server.announcements.filter((a) => a.id !== saved.id)];
    return { result: saved };
  }),
  on(noticeApi.withdrawAnnouncement, (body) => {
    const found = server.announcements.find((a) => a.id === body.id)!;
    const withdrawn = { ...found, state: AnnouncementState.Withdrawn };
    server.announcements = server.announcements.map((a) => (a.id === found.id ? withdrawn : a));
    return { result: withdrawn };
  }),
];

const expectRows = (count: number) => rowsOnceCounted('announcements-table', count);
const rowOf = (id: string) =>
  screen.getByTestId(`announcement-title-${id}`).closest('tr') as HTMLElement;

/** Sets a text field at once (typing letter by letter through antd is slow in jsdom). */
const type = (testId: string, value: string) =>
  act(() => {
    fireEvent.change(screen.getByTestId(testId), { target: { value } });
  });

/** The confirmation showing exactly this title. */
const dialogTitled = (title: string) => dialogTitledExactly(title, '.ant-modal-confirm-title');

const openNew = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByTestId('announcement-new'));
  return screen.findByTestId('announcement-drawer');
};

/** The error text under the form item holding this test id. */
const fieldError = (testId: string) =>
  screen.getByTestId(testId).closest('.ant-form-item')?.querySelector('.ant-form-item-explain')
    ?.textContent;

// The whole console renders, with a drawer form driven through antd: slow in jsdom.
describe('announcements', { timeout: 40_000 }, () => {
  it('shows a reader the announcements, their audience and state, with no way to change them', async () => {
    const user = userEvent.setup();
    const { inputsTo } = renderApp('/announcements', {
      language: 'en-US',
      as: 'reviewer',
      api: handlers({ announcements: [MAINTENANCE, FEES, OLD] }),
    });
    await expectRows(3);
    expect(inputsTo(noticeApi.listAnnouncements)).toEqual([{ pageNum: 1, pageSize: 20 }]);
    const maintenance = rowOf(MAINTENANCE.id);
    expect(maintenance.textContent).toContain('All merchants');
    expect(maintenance.textContent).toContain('Pinned');
    expect(maintenance.textContent).toContain('Published');
    expect(maintenance.textContent).toContain('12');
    expect(maintenance.textContent).toContain('Test admin');
    expect(maintenance.textContent).toMatch(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2} [AP]M/);
    const fees = rowOf(FEES.id);
    expect(fees.textContent).toContain('2 merchants');
    expect(fees.textContent).toContain('Scheduled');
    expect(fees.textContent).toContain('Anna Manager');
    expect(rowOf(OLD.id).textContent).toContain('Withdrawn');

    expect(screen.queryByTestId('announcement-new')).toBeNull();
    expect(screen.queryByTestId(`announcement-edit-${MAINTENANCE.id}`)).toBeNull();
    expect(screen.queryByTestId(`announcement-withdraw-${FEES.id}`)).toBeNull();
    expect(screen.queryByText('Actions')).toBeNull();

    // A row opens to the body as merchants see it.
    await user.click(within(maintenance).getByRole('button', { name: /expand/i }));
    const details = await screen.findByTestId(`announcement-details-${MAINTENANCE.id}`);
    expect(details.querySelector('strong')?.textContent).toBe('offline');

    // The state tabs ask the server.
    await user.click(screen.getByTestId('announcements-tab-scheduled'));
    await expectRows(1);
    expect(inputsTo(noticeApi.listAnnouncements).at(-1)).toEqual({
      state: AnnouncementState.Scheduled,
      pageNum: 1,
      pageSize: 20,
    });
  });

  it('counts the chosen merchants with Russian plurals', async () => {
    renderApp('/announcements', {
      language: 'ru-RU',
      as: 'finance',
      api: handlers({
        announcements: [
          FEES,
          announcement(4, { audience: 1, merchantNos: ['M1'] }),
          announcement(5, { audience: 1, merchantNos: ['M1', 'M2', 'M3', 'M4', 'M5'] }),
        ],
      }),
    });
    await expectRows(3);
    expect(rowOf(FEES.id).textContent).toContain('2 продавца');
    expect(rowOf(announcement(4).id).textContent).toContain('1 продавец');
    expect(rowOf(announcement(5).id).textContent).toContain('5 продавцов');
    expect(screen.queryByTestId('announcement-new')).toBeNull();
  });

  it('names each missing field and sends nothing', async () => {
    const user = userEvent.setup();
    const { inputsTo } = renderApp('/announcements', {
      language: 'en-US',
      as: 'admin',
      api: handlers({ announcements: [] }),
    });
    expect(await screen.findByText('No announcements yet', {}, { timeout: 5_000 })).toBeTruthy();
    const drawer = await openNew(user);
    await user.click(within(drawer).getByTestId('announcement-save'));
    await waitFor(() => expect(fieldError('announcement-title')).toBe('Enter the title'));
    expect(fieldError('announcement-body')).toBe('Enter the body');

    // Chosen merchants need at least one merchant number.
    await type('announcement-title', 'Holiday hours');
    await type('announcement-body', '   ');
    await user.click(within(drawer).getByLabelText('Chosen merchants'));
    await user.click(within(drawer).getByTestId('announcement-save'));
    await waitFor(() =>
      expect(fieldError('announcement-merchants')).toBe('Enter at least one merchant number'),
    );
    expect(fieldError('announcement-body')).toBe('Enter the body');
    // The title is fine now (its old message may still be leaving: antd motion in jsdom).
    await waitFor(() =>
      expect(
        screen
          .getByTestId('announcement-title')
          .closest('.ant-form-item')
          ?.classList.contains('ant-form-item-has-error'),
      ).toBe(false),
    );

    // A chosen publish time is required.
    await user.click(within(drawer).getByLabelText('At a chosen time'));
    await user.click(within(drawer).getByTestId('announcement-save'));
    await waitFor(() =>
      expect(fieldError('announcement-publish-at')).toBe('Choose the publish time'),
    );
    expect(inputsTo(noticeApi.saveAnnouncement)).toEqual([]);
  });

  it('previews bold text, lists and links as elements, never as HTML', async () => {
    const user = userEvent.setup();
    renderApp('/announcements', {
      language: 'en-US',
      as: 'manager',
      api: handlers({ announcements: [] }),
    });
    const drawer = await openNew(user);
    expect(within(drawer).getByTestId('announcement-format-help').textContent).toContain(
      '**text** is bold',
    );
    await type('announcement-title', 'Holiday hours');
    await type(
      'announcement-body',
      'We are **closed** on 1 January.\n<img src=x onerror=alert(1)>\n\n- Transfers wait\n- Support by mail\n\nDetails: [hours](https://tradebridge.dev/hours)',
    );
    const preview = await within(drawer).findByTestId('announcement-preview-body');
    expect(within(drawer).getByTestId('announcement-preview').textContent).toContain(
      'Holiday hours',
    );
    expect(preview.querySelector('strong')?.textContent).toBe('closed');
    expect([...preview.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual([
      'Transfers wait',
      'Support by mail',
    ]);
    const link = preview.querySelector('a')!;
    expect(link.textContent).toBe('hours');
    expect(link.getAttribute('href')).toBe('https://tradebridge.dev/hours');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // Markup typed as HTML stays text.
    expect(preview.querySelector('img')).toBeNull();
    expect(preview.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('saves a new announcement for chosen merchants at a chosen time, pinned', async () => {
    const user = userEvent.setup();
    const server: Server = { announcements: [] };
    const { inputsTo } = renderApp('/announcements', {
      language: 'en-US',
      as: 'admin',
      api: handlers(server),
    });
    const drawer = await openNew(user);
    await type('announcement-title', '  Holiday hours ');
    await type('announcement-body', 'We are **closed** on 1 January.\n');
    await user.click(within(drawer).getByLabelText('Chosen merchants'));
    // Pasted as a list: separators split it, repeats are dropped.
    const merchants = within(screen.getByTestId('announcement-merchants')).getByRole('combobox');
    await act(() => {
      fireEvent.change(merchants, { target: { value: 'M100000001, M100000002,M100000001,' } });
    });
    await user.click(within(drawer).getByLabelText('At a chosen time'));
    const picker = screen.getByTestId('announcement-publish-at');
    const input = picker.tagName === 'INPUT' ? picker : picker.querySelector('input')!;
    await user.click(input);
    // Typed at once (letter by letter the open picker re-renders at every key), then confirmed.
    await act(() => {
      fireEvent.change(input, { target: { value: '2026-12-24 09:30' } });
    });
    await user.keyboard('{Enter}');
    await user.click(within(drawer).getByTestId('announcement-pinned'));
    await user.click(within(drawer).getByTestId('announcement-save'));

    await waitFor(() => expect(inputsTo(noticeApi.saveAnnouncement)).toHaveLength(1));
    const [body] = inputsTo(noticeApi.saveAnnouncement);
    expect(body).toEqual({
      title: 'Holiday hours',
      context: 'We are **closed** on 1 January.',
      audience: 1,
      merchantNos: ['M100000001', 'M100000002'],
      publishAt: expect.stringMatching(
        /^2026-12-24T09:30:00(Z|[+-]\d{2}:\d{2})$/,
      ) as unknown as string,
      pinned: true,
    });
    // The operator's local 09:30, with its offset.
    expect(new Date(body!.publishAt as string).getTime()).toBe(
      new Date(2026, 11, 24, 9, 30).getTime(),
    );
    expect(await screen.findByText('Announcement created')).toBeTruthy();
    await expectRows(1);
    expect(rowOf(announcement(9).id).textContent).toContain('Holiday hours');
  });

  it('publishes now when no time is chosen', async () => {
    const user = userEvent.setup();
    const { inputsTo } = renderApp('/announcements', {
      language: 'en-US',
      as: 'manager',
      api: handlers({ announcements: [] }),
    });
    const drawer = await openNew(user);
    await type('announcement-title', 'Hello');
    await type('announcement-body', 'Welcome.');
    await user.click(within(drawer).getByTestId('announcement-save'));
    await waitFor(() =>
      expect(inputsTo(noticeApi.saveAnnouncement)).toEqual([
        { title: 'Hello', context: 'Welcome.', audience: 0, merchantNos: [], pinned: false },
      ]),
    );
  });

  it('shows the unknown merchant numbers the server refuses under the field', async () => {
    const user = userEvent.setup();
    renderApp('/announcements', {
      language: 'en-US',
      as: 'admin',
      api: handlers({ announcements: [], saveFails: 'unknown' }),
    });
    const drawer = await openNew(user);
    await type('announcement-title', 'Fees');
    await type('announcement-body', 'New fees.');
    await user.click(within(drawer).getByLabelText('Chosen merchants'));
    await user.click(within(screen.getByTestId('announcement-merchants')).getByRole('combobox'));
    await user.keyboard('M999{Enter}');
    await user.click(within(drawer).getByTestId('announcement-save'));
    await waitFor(() =>
      expect(fieldError('announcement-merchants')).toBe(
        'These merchant numbers do not exist: M999.',
      ),
    );
    // The drawer stays open with what was typed.
    expect(screen.getByTestId('announcement-merchants').textContent).toContain('M999');
  });

  it('edits an announcement keeping its publish time, and withdraws one after a confirmation', async () => {
    const user = userEvent.setup();
    const server: Server = { announcements: [FEES, MAINTENANCE, OLD] };
    const { inputsTo } = renderApp('/announcements', {
      language: 'en-US',
      as: 'manager',
      api: handlers(server),
    });
    await expectRows(3);
    // A withdrawn announcement can be neither edited nor withdrawn again.
    expect(screen.queryByTestId(`announcement-edit-${OLD.id}`)).toBeNull();
    expect(screen.queryByTestId(`announcement-withdraw-${OLD.id}`)).toBeNull();

    await user.click(screen.getByTestId(`announcement-edit-${FEES.id}`));
    const drawer = await screen.findByTestId('announcement-drawer');
    expect((within(drawer).getByTestId('announcement-title') as HTMLInputElement).value).toBe(
      'New fees',
    );
    expect(screen.getByTestId('announcement-merchants').textContent).toContain('M100000002');
    await type('announcement-title', 'New fees from December');
    await user.click(within(drawer).getByTestId('announcement-save'));
    await waitFor(() => expect(inputsTo(noticeApi.saveAnnouncement)).toHaveLength(1));
    const [body] = inputsTo(noticeApi.saveAnnouncement);
    expect(body).toMatchObject({
      id: FEES.id,
      title: 'New fees from December',
      audience: 1,
      merchantNos: ['M100000001', 'M100000002'],
      pinned: false,
    });
    expect(new Date(body!.publishAt as string).toISOString()).toBe(FEES.publishAt);
    expect(await screen.findByText('Announcement saved')).toBeTruthy();

    await user.click(screen.getByTestId(`announcement-withdraw-${MAINTENANCE.id}`));
    const dialog = await dialogTitled('Withdraw this announcement?');
    expect(dialog.textContent).toContain('“Planned maintenance” disappears');
    expect(inputsTo(noticeApi.withdrawAnnouncement)).toEqual([]);
    await user.click(within(dialog).getByTestId('announcement-withdraw-confirm'));
    await waitFor(() =>
      expect(inputsTo(noticeApi.withdrawAnnouncement)).toEqual([{ id: MAINTENANCE.id }]),
    );
    expect(await screen.findByText('Announcement withdrawn')).toBeTruthy();
    await waitFor(() => expect(rowOf(MAINTENANCE.id).textContent).toContain('Withdrawn'));
    expect(screen.queryByTestId(`announcement-edit-${MAINTENANCE.id}`)).toBeNull();
  });

  it('shows a failure to load with a retry', () =>
    listScreenOf(noticeApi.listAnnouncements, 'announcements').retriesAfterOutage(
      '/announcements',
      'No announcements yet',
    ));
});
