// Notices for the tests of the notice feature.
import type { Notice, NoticeUnread } from '@tradebridge/contracts';

export const notification = (overrides: Partial<Notice> = {}): Notice => ({
  id: '11111111-1111-4111-8111-111111111111',
  type: 1,
  kind: 'fundInflow',
  title: 'Money in: 1,000 USD',
  context: 'Your USD wallet received 1,000 USD\nfrom ACME GmbH.',
  pinned: false,
  read: false,
  time: '2026-11-20T09:30:00.000Z',
  ...overrides,
});

export const announcement = (overrides: Partial<Notice> = {}): Notice => ({
  id: '22222222-2222-4222-8222-222222222222',
  type: 2,
  kind: null,
  title: 'Maintenance on Sunday',
  context:
    '**Planned maintenance** on Sunday.\n\n- Portal\n- API\n\nSee [the status page](https://status.example.com).',
  pinned: false,
  read: false,
  time: '2026-11-19T08:00:00.000Z',
  ...overrides,
});

export const unreadOf = (latest: Notice[], counts?: Partial<NoticeUnread>): NoticeUnread => {
  const notifications = latest.filter((n) => n.type === 1).length;
  const announcements = latest.filter((n) => n.type === 2).length;
  return {
    notifications,
    announcements,
    total: notifications + announcements,
    latest,
    ...counts,
  };
};

export const pageOf = (list: Notice[], total = list.length) => ({
  result: { list, total, totalCapped: false, pageNum: 1, pageSize: 20 },
});
