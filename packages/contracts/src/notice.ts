// Notices (spec §1 bell, §2 layout, §3 notice {title, context}, §7 notice/detail.json): merchant
// notifications produced by events and system announcements written by operators.
import { z } from 'zod';
import { pageFields, zPage } from './envelope.ts';
import { operationsOf } from './operation.ts';
import { ZNotificationSettings, ZUpdateNotificationRequest } from './security.ts';
import { NotificationKind } from './states.ts';

/** The two tabs of the message centre (numbering ours: the spec shows none). */
export const NoticeType = { Notification: 1, Announcement: 2 } as const;
export type NoticeType = (typeof NoticeType)[keyof typeof NoticeType];
export const zNoticeType = z.union([
  z.literal(NoticeType.Notification),
  z.literal(NoticeType.Announcement),
]);

/** One notice as the merchant sees it, in the caller's language. */
export const ZNotice = z.object({
  id: z.string(),
  type: zNoticeType,
  /** The notification kind (fundInflow, ...); null for announcements. */
  kind: z
    .enum(Object.values(NotificationKind) as [NotificationKind, ...NotificationKind[]])
    .nullable(),
  title: z.string(),
  /**
   * The body. Notifications are plain text; announcements use the simple formatting of
   * `parseNoticeMarkup` (paragraphs, **bold**, "- " lists, [links](https://...)).
   */
  context: z.string(),
  pinned: z.boolean(),
  read: z.boolean(),
  /** When it was sent (notification) or published (announcement). */
  time: z.string(),
});
export type Notice = z.infer<typeof ZNotice>;

export const ZNoticeListQuery = z.object({
  type: zNoticeType,
  unreadOnly: z.boolean().default(false),
  ...pageFields,
});
export type NoticeListQuery = z.input<typeof ZNoticeListQuery>;
export const ZNoticePage = zPage(ZNotice);
export type NoticePage = z.infer<typeof ZNoticePage>;

/** The bell: unread counts and the latest unread notices (at most NOTICE_BELL_SIZE). */
export const NOTICE_BELL_SIZE = 5;
export const ZNoticeUnread = z.object({
  notifications: z.number().int(),
  announcements: z.number().int(),
  total: z.number().int(),
  latest: z.array(ZNotice),
});
export type NoticeUnread = z.infer<typeof ZNoticeUnread>;

/** notice/detail.json: one notice; reading it marks it read. */
export const ZNoticeDetailRequest = z.object({ id: z.uuid(), type: zNoticeType });
export type NoticeDetailRequest = z.input<typeof ZNoticeDetailRequest>;

/** notice/read.json: mark the given notices read, or every notice of a type when ids is absent. */
export const ZNoticeReadRequest = z.object({
  type: zNoticeType,
  ids: z.array(z.uuid()).max(200).optional(),
});
export type NoticeReadRequest = z.input<typeof ZNoticeReadRequest>;
export const ZNoticeReadResult = z.object({ updated: z.number().int() });

// Operator side: announcements.

export const AnnouncementAudience = { All: 0, Chosen: 1 } as const;
export type AnnouncementAudience = (typeof AnnouncementAudience)[keyof typeof AnnouncementAudience];

/** Scheduled until its publish time, then published; withdrawn hides it from every merchant. */
export const AnnouncementState = { Scheduled: 0, Published: 1, Withdrawn: 2 } as const;
export type AnnouncementState = (typeof AnnouncementState)[keyof typeof AnnouncementState];

export const ANNOUNCEMENT_TITLE_MAX = 100;
export const ANNOUNCEMENT_BODY_MAX = 5000;
export const ANNOUNCEMENT_MERCHANTS_MAX = 500;

export const ZAnnouncementSaveRequest = z
  .object({
    /** Absent: a new announcement. Present: edit it (also after publishing). */
    id: z.uuid().optional(),
    title: z.string().trim().min(1).max(ANNOUNCEMENT_TITLE_MAX),
    context: z.string().trim().min(1).max(ANNOUNCEMENT_BODY_MAX),
    audience: z.union([
      z.literal(AnnouncementAudience.All),
      z.literal(AnnouncementAudience.Chosen),
    ]),
    /** Merchant numbers (merNo) when the audience is chosen merchants. */
    merchantNos: z
      .array(z.string().trim().min(1).max(40))
      .max(ANNOUNCEMENT_MERCHANTS_MAX)
      .default([]),
    /** Absent: publish now. */
    publishAt: z.iso.datetime({ offset: true }).optional(),
    pinned: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.audience === AnnouncementAudience.Chosen && value.merchantNos.length === 0)
      ctx.addIssue({ code: 'custom', path: ['merchantNos'], message: 'required' });
  });
export type AnnouncementSaveRequest = z.input<typeof ZAnnouncementSaveRequest>;

export const ZAnnouncement = z.object({
  id: z.string(),
  title: z.string(),
  context: z.string(),
  audience: z.union([z.literal(AnnouncementAudience.All), z.literal(AnnouncementAudience.Chosen)]),
  merchantNos: z.array(z.string()),
  publishAt: z.string(),
  pinned: z.boolean(),
  state: z.union([
    z.literal(AnnouncementState.Scheduled),
    z.literal(AnnouncementState.Published),
    z.literal(AnnouncementState.Withdrawn),
  ]),
  /** Users who have read it. */
  readCount: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Announcement = z.infer<typeof ZAnnouncement>;

export const ZAnnouncementListQuery = z.object({
  state: z
    .union([
      z.literal(AnnouncementState.Scheduled),
      z.literal(AnnouncementState.Published),
      z.literal(AnnouncementState.Withdrawn),
    ])
    .optional(),
  ...pageFields,
});
export type AnnouncementListQuery = z.input<typeof ZAnnouncementListQuery>;
export const ZAnnouncementPage = zPage(ZAnnouncement);
export type AnnouncementPage = z.infer<typeof ZAnnouncementPage>;
export const ZAnnouncementIdRequest = z.object({ id: z.uuid() });

/** Spans of the simple formatting of announcement bodies. */
export type NoticeSpan =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; text: string }
  | { kind: 'link'; text: string; href: string };
export type NoticeBlock =
  { kind: 'paragraph'; spans: NoticeSpan[] } | { kind: 'list'; items: NoticeSpan[][] };

const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g;

const parseInline = (line: string): NoticeSpan[] => {
  const spans: NoticeSpan[] = [];
  let last = 0;
  for (const match of line.matchAll(INLINE)) {
    if (match.index > last) spans.push({ kind: 'text', text: line.slice(last, match.index) });
    if (match[1] !== undefined) spans.push({ kind: 'bold', text: match[1] });
    else spans.push({ kind: 'link', text: match[2]!, href: match[3]! });
    last = match.index + match[0].length;
  }
  if (last < line.length) spans.push({ kind: 'text', text: line.slice(last) });
  return spans;
};

/**
 * The simple formatting of announcement bodies, parsed into blocks the screens render as elements
 * (never as HTML): blank lines separate paragraphs, lines starting with "- " form a list,
 * **bold**, and [text](https://...) links (http and https only).
 */
export const parseNoticeMarkup = (source: string): NoticeBlock[] => {
  const blocks: NoticeBlock[] = [];
  let paragraph: string[] = [];
  let list: NoticeSpan[][] = [];
  const flush = () => {
    if (paragraph.length)
      blocks.push({ kind: 'paragraph', spans: parseInline(paragraph.join('\n')) });
    if (list.length) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = [];
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (line.trim() === '') {
      flush();
    } else if (/^\s*- /.test(line)) {
      if (paragraph.length) flush();
      list.push(parseInline(line.replace(/^\s*- /, '')));
    } else {
      if (list.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
};

/** Notices and their settings belong to every logged-in user, whatever their permissions. */
const EVERY_USER = { kind: 'user' } as const;
const WRITERS = { kind: 'operator', permission: 'writeAnnouncements' } as const;

const mer = operationsOf('mer', 'notice');
const ops = operationsOf('ops', 'notice');

export const noticeApi = {
  listSettings: mer({
    path: 'notify/query.json',
    summary: 'The channels (in-app, e-mail) of each notification kind',
    result: ZNotificationSettings,
    access: EVERY_USER,
  }),
  updateSetting: mer({
    path: 'notify/update.json',
    summary: 'Change the channels of one notification kind; answers them all',
    request: ZUpdateNotificationRequest,
    result: ZNotificationSettings,
    access: EVERY_USER,
  }),
  unread: mer({
    path: 'notice/unread.json',
    summary: 'The bell: unread counts and the latest unread notices',
    result: ZNoticeUnread,
    access: EVERY_USER,
  }),
  list: mer({
    path: 'notice/list.json',
    summary: 'Message centre: notifications or announcements, paged',
    request: ZNoticeListQuery,
    result: ZNoticePage,
    access: EVERY_USER,
  }),
  get: mer({
    path: 'notice/detail.json',
    summary: 'One notice (marks it read)',
    request: ZNoticeDetailRequest,
    result: ZNotice,
    access: EVERY_USER,
  }),
  markRead: mer({
    path: 'notice/read.json',
    summary: 'Mark notices read (all of a type when ids is absent)',
    request: ZNoticeReadRequest,
    result: ZNoticeReadResult,
    access: EVERY_USER,
  }),
  listAnnouncements: ops({
    path: 'notice/announcement/list.json',
    summary: 'Announcements, newest publish time first',
    request: ZAnnouncementListQuery,
    result: ZAnnouncementPage,
    access: { kind: 'operator' },
  }),
  saveAnnouncement: ops({
    path: 'notice/announcement/save.json',
    summary: 'Write or edit an announcement (audited)',
    request: ZAnnouncementSaveRequest,
    result: ZAnnouncement,
    access: WRITERS,
  }),
  withdrawAnnouncement: ops({
    path: 'notice/announcement/withdraw.json',
    summary: 'Withdraw an announcement: merchants no longer see it (audited)',
    request: ZAnnouncementIdRequest,
    result: ZAnnouncement,
    access: WRITERS,
  }),
};
