// Spec §9 "notice flags kept in session storage": the pinned announcements that have already
// popped up in this browser session, so each pops up once per session.
import { NoticeType, type Notice, type NoticeListQuery } from '@tradebridge/contracts';

export const PINNED_SHOWN_KEY = 'tb.pinnedNoticesShown';

/** The unread announcements, pinned ones first (the server's order). */
export const UNREAD_ANNOUNCEMENTS_QUERY: NoticeListQuery = {
  type: NoticeType.Announcement,
  unreadOnly: true,
  pageNum: 1,
  pageSize: 20,
};

const shownIds = (): string[] => {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(PINNED_SHOWN_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
};

/** The next pinned unread announcement that has not popped up yet in this session. */
export const nextPinnedToShow = (notices: readonly Notice[] | undefined): Notice | undefined => {
  const shown = new Set(shownIds());
  return notices?.find((n) => n.pinned && !n.read && !shown.has(n.id));
};

export const rememberPinnedShown = (id: string): void => {
  const ids = shownIds();
  if (ids.includes(id)) return;
  try {
    sessionStorage.setItem(PINNED_SHOWN_KEY, JSON.stringify([...ids, id].slice(-200)));
  } catch {
    // Storage full or blocked: it may pop up again, which is harmless.
  }
};
