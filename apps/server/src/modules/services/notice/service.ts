// Notices: notifications produced by events for merchant users (in-app and e-mail, as each user
// chose, written in the reader's language) and system announcements written by operators.
import {
  AnnouncementAudience,
  AnnouncementState,
  NOTICE_BELL_SIZE,
  NoticeType,
  type Announcement,
  type AnnouncementListQuery,
  type AnnouncementSaveRequest,
  type Language,
  type Notice,
  type NoticeListQuery,
  type NoticeReadRequest,
  type NoticeUnread,
  type NotificationKind,
} from '@tradebridge/contracts';
import { writeAudit, type OperatorActor } from '../../../platform/audit.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { Deps, Client } from '../../../platform/deps.ts';
import { AppError, orNotFound } from '../../../platform/errors.ts';
import type { UserAuth } from '../../../platform/http/auth.ts';
import { messageText, type MessageKind } from '../../../platform/messages.ts';
import { findMainUserId, findUserProfile } from '../../core/identity/index.ts';
import { listMerchantRefsByIds, listMerchantRefsByMerNos } from '../../core/merchants/index.ts';
import { findOperatorNames } from '../../core/operators/index.ts';
import { notificationChannels } from './settings.ts';
import { pageOf, rowWindowOf } from '../../../platform/db/paging.ts';
import {
  countUnread,
  deleteAnnouncementTargets,
  findAnnouncementAdminRow,
  findVisibleAnnouncement,
  insertAnnouncement,
  insertAnnouncementTargets,
  insertNotification,
  insertNotifications,
  listUnreadAnnouncements,
  listUnreadNotifications,
  markAnnouncementRead,
  markAnnouncementsRead,
  markNotificationsRead,
  pageAnnouncementAdminRows,
  pageAnnouncements,
  pageNotifications,
  readNotification,
  updateAnnouncement,
  withdrawAnnouncementRow,
  type AnnouncementAdminRow,
  type AnnouncementRow,
  type JoinedAt,
  type NotificationRow,
} from './repository/index.ts';

export type NotifyInput = {
  merchantId: string;
  userId: string;
  kind: NotificationKind;
  /** Values of the message's placeholders (amounts already formatted as decimal strings). */
  params: Record<string, string>;
  /** Names the event: the same event never notifies a user twice. */
  dedupeKey: string;
};

const LANGUAGES: readonly Language[] = ['zh-CN', 'en-US', 'ru-RU', 'zh-TW'];
const languageOr = (value: string | null | undefined): Language =>
  LANGUAGES.includes(value as Language) ? (value as Language) : 'zh-CN';

/** A kind with outcomes (accountOpening: approve, reject, requestReupload) has a text for each. */
const messageKindOf = (kind: string, params: Record<string, string>) =>
  (params.outcome ? `${kind}.${params.outcome}` : kind) as MessageKind;

const render = (kind: string, language: Language, params: Record<string, string>) => ({
  title: messageText(messageKindOf(kind, params), 'subject', language, params),
  context: messageText(messageKindOf(kind, params), 'body', language, params),
});

/**
 * Notifies one user of an event inside the caller's transaction: an in-app notification and an
 * e-mail in the user's language, each only if the user has that channel on. Returns the outbox id
 * to deliver after commit (null when no e-mail is due).
 */
export const notify = async (
  deps: Deps,
  tx: DbOrTx,
  input: NotifyInput,
): Promise<string | null> => {
  const channels = await notificationChannels(tx, input.userId, input.kind);
  if (channels.inApp && !(await insertNotification(tx, input))) return null;
  if (!channels.email) return null;
  const user = await findUserProfile(tx, input.userId);
  if (!user?.email) return null;
  const text = render(input.kind, languageOr(user.language), input.params);
  return deps.outbox.queue(tx, {
    channel: 'email',
    to: user.email,
    kind: `notify.${input.kind}`,
    subject: text.title,
    body: text.context,
  });
};

/** Notifies the merchant's main user (the account holder) of an event, as `notify`; none: null. */
export const notifyMainUser = async (
  deps: Deps,
  tx: DbOrTx,
  input: Omit<NotifyInput, 'userId'>,
): Promise<string | null> => {
  const userId = await findMainUserId(tx, input.merchantId);
  return userId ? notify(deps, tx, { ...input, userId }) : null;
};

/**
 * Notifies many users of many events at once (a bank report settling a thousand payouts), with the
 * same outcome as `notify` for each: each user's channels and profile read once, the in-app
 * notifications written in one statement. Returns the outbox ids to deliver after commit.
 */
export const notifyMany = async (
  deps: Deps,
  tx: DbOrTx,
  inputs: NotifyInput[],
): Promise<string[]> => {
  const channels = new Map<string, Awaited<ReturnType<typeof notificationChannels>>>();
  for (const input of inputs) {
    const key = `${input.userId}:${input.kind}`;
    if (!channels.has(key))
      channels.set(key, await notificationChannels(tx, input.userId, input.kind));
  }
  const channelsOf = (input: NotifyInput) => channels.get(`${input.userId}:${input.kind}`)!;
  const written = await insertNotifications(
    tx,
    inputs.filter((input) => channelsOf(input).inApp),
  );
  const profiles = new Map<string, Awaited<ReturnType<typeof findUserProfile>>>();
  const emails: Parameters<typeof deps.outbox.queueMany>[1] = [];
  for (const input of inputs) {
    const chosen = channelsOf(input);
    // Notified before (the same event again): nothing more, as notify does.
    if (chosen.inApp && !written.has(`${input.userId}:${input.dedupeKey}`)) continue;
    if (!chosen.email) continue;
    if (!profiles.has(input.userId))
      profiles.set(input.userId, await findUserProfile(tx, input.userId));
    const user = profiles.get(input.userId);
    if (!user?.email) continue;
    const text = render(input.kind, languageOr(user.language), input.params);
    emails.push({
      channel: 'email',
      to: user.email,
      kind: `notify.${input.kind}`,
      subject: text.title,
      body: text.context,
    });
  }
  return deps.outbox.queueMany(tx, emails);
};

// Reading, for merchant users.

/** When the user joined: unread announcements count from then on (pinned ones always). */
const joinedAtOf = async (deps: Deps, userId: string): Promise<JoinedAt> =>
  (await findUserProfile(deps.db, userId))?.joinedAt ?? null;

const iso = (value: string | Date) => new Date(value).toISOString();

const notificationNotice = (row: NotificationRow, language: Language): Notice => ({
  id: row.id,
  type: NoticeType.Notification,
  kind: row.kind as NotificationKind,
  ...render(row.kind, language, row.params ?? {}),
  pinned: false,
  read: row.read_at !== null,
  time: iso(row.created_at),
});

const announcementNotice = (row: AnnouncementRow): Notice => ({
  id: row.id,
  type: NoticeType.Announcement,
  kind: null,
  title: row.title,
  context: row.context,
  pinned: row.pinned,
  read: row.is_read,
  time: iso(row.publish_at),
});

export const unreadNotices = async (
  deps: Deps,
  auth: UserAuth,
  language: Language,
): Promise<NoticeUnread> => {
  const joinedAt = await joinedAtOf(deps, auth.userId);
  const counts = await countUnread(deps.db, auth, joinedAt);
  const notifications = await listUnreadNotifications(deps.db, auth.userId, NOTICE_BELL_SIZE);
  const announcements = await listUnreadAnnouncements(deps.db, auth, joinedAt, NOTICE_BELL_SIZE);
  const latest = [
    ...notifications.map((row) => notificationNotice(row, language)),
    ...announcements.map(announcementNotice),
  ]
    .sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.time.localeCompare(a.time))
    .slice(0, NOTICE_BELL_SIZE);
  const n = counts.notifications;
  const a = counts.announcements;
  return { notifications: n, announcements: a, total: n + a, latest };
};

export const listNotices = async (
  deps: Deps,
  auth: UserAuth,
  query: NoticeListQuery & { unreadOnly: boolean; pageNum: number; pageSize: number },
  language: Language,
) => {
  const page = rowWindowOf(query);
  const paging = { pageNum: query.pageNum, pageSize: query.pageSize };
  if (query.type === NoticeType.Notification) {
    const { rows, total } = await pageNotifications(deps.db, auth.userId, query.unreadOnly, page);
    return { list: rows.map((row) => notificationNotice(row, language)), total, ...paging };
  }
  const unread = query.unreadOnly ? { joinedAt: await joinedAtOf(deps, auth.userId) } : null;
  const { rows, total } = await pageAnnouncements(deps.db, auth, unread, page);
  return { list: rows.map(announcementNotice), total, ...paging };
};

/** One notice of the caller (another user's or merchant's ids are not found); marks it read. */
export const getNotice = async (
  deps: Deps,
  auth: UserAuth,
  input: { id: string; type: NoticeType },
  language: Language,
): Promise<Notice> => {
  if (input.type === NoticeType.Notification) {
    const row = orNotFound(await readNotification(deps.db, input.id, auth.userId));
    return notificationNotice(row, language);
  }
  const row = orNotFound(await findVisibleAnnouncement(deps.db, auth, input.id));
  await markAnnouncementRead(deps.db, row.id, auth.userId);
  return announcementNotice({ ...row, is_read: true });
};

export const markNoticesRead = async (
  deps: Deps,
  auth: UserAuth,
  input: NoticeReadRequest,
): Promise<{ updated: number }> => {
  if (input.ids && input.ids.length === 0) return { updated: 0 };
  const updated =
    input.type === NoticeType.Notification
      ? await markNotificationsRead(deps.db, auth.userId, input.ids)
      : await markAnnouncementsRead(deps.db, auth, input.ids);
  return { updated };
};

// Announcements, for operators.

/** An announcement row with its author's name and its merchants' numbers (other areas' data). */
type NamedAnnouncementRow = AnnouncementAdminRow & { createdByName: string; merNos: string[] };

const withNames = async (
  db: DbOrTx,
  rows: AnnouncementAdminRow[],
): Promise<NamedAnnouncementRow[]> => {
  const names = await findOperatorNames(
    db,
    rows.map((row) => row.created_by),
  );
  // By merchant number: each announcement lists its merchants in this order.
  const merchants = await listMerchantRefsByIds(db, [
    ...new Set(rows.flatMap((row) => row.merchant_ids ?? [])),
  ]);
  return rows.map((row) => {
    const targets = new Set(row.merchant_ids);
    return {
      ...row,
      createdByName: names.get(row.created_by) ?? '',
      merNos: merchants.filter((m) => targets.has(m.id)).map((m) => m.merNo),
    };
  });
};

const stateOf = (row: { publish_at: string | Date; withdrawn_at: string | Date | null }) =>
  row.withdrawn_at
    ? AnnouncementState.Withdrawn
    : new Date(row.publish_at).getTime() <= Date.now()
      ? AnnouncementState.Published
      : AnnouncementState.Scheduled;

const announcementOf = (row: NamedAnnouncementRow): Announcement => ({
  id: row.id,
  title: row.title,
  context: row.context,
  audience:
    row.audience === AnnouncementAudience.Chosen
      ? AnnouncementAudience.Chosen
      : AnnouncementAudience.All,
  merchantNos: row.merNos,
  publishAt: iso(row.publish_at),
  pinned: row.pinned,
  state: stateOf(row),
  readCount: Number(row.read_count),
  createdBy: row.createdByName,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

const getAnnouncementRow = async (db: DbOrTx, id: string) => {
  const row = orNotFound(await findAnnouncementAdminRow(db, id));
  const [named] = await withNames(db, [row]);
  return named!;
};

export const listAnnouncements = async (
  deps: Deps,
  query: AnnouncementListQuery & { pageNum: number; pageSize: number },
) => {
  const { rows, total } = await pageAnnouncementAdminRows(deps.db, query.state, rowWindowOf(query));
  return pageOf(query, (await withNames(deps.db, rows)).map(announcementOf), total);
};

export const saveAnnouncement = async (
  deps: Deps,
  actor: OperatorActor,
  input: AnnouncementSaveRequest & { merchantNos: string[]; pinned: boolean },
  client: Client,
): Promise<Announcement> => {
  const merNos = [...new Set(input.merchantNos)];
  const chosen = input.audience === AnnouncementAudience.Chosen;
  const id = await deps.db.transaction(async (tx) => {
    const targets = chosen ? await listMerchantRefsByMerNos(tx, merNos) : [];
    const unknown = merNos.filter((m) => !targets.some((t) => t.merNo === m));
    if (chosen && unknown.length)
      throw new AppError('MERCHANT_NOS_UNKNOWN', { merNos: unknown.join(', ') }, [
        { field: 'merchantNos', message: unknown.join(', ') },
      ]);
    const values = {
      title: input.title,
      context: input.context,
      audience: input.audience,
      pinned: input.pinned,
      publishAt: input.publishAt ? new Date(input.publishAt) : new Date(),
    };
    let before: Announcement | null = null;
    let id = input.id;
    if (id) {
      const row = await getAnnouncementRow(tx, id);
      if (row.withdrawn_at) throw new AppError('ANNOUNCEMENT_WITHDRAWN');
      before = announcementOf(row);
      await updateAnnouncement(tx, id, values);
      await deleteAnnouncementTargets(tx, id);
    } else {
      id = await insertAnnouncement(tx, { ...values, createdBy: actor.id });
    }
    await insertAnnouncementTargets(
      tx,
      id,
      targets.map((t) => t.id),
    );
    const after = announcementOf(await getAnnouncementRow(tx, id));
    await writeAudit(tx, {
      actor,
      action: 'notice.announcementSave',
      target: `announcement:${id}`,
      ip: client.ip,
      before: before ? summary(before) : undefined,
      after: summary(after),
    });
    return id;
  });
  return announcementOf(await getAnnouncementRow(deps.db, id));
};

const summary = (a: Announcement) => ({
  title: a.title,
  audience: a.audience,
  merchantNos: a.merchantNos,
  publishAt: a.publishAt,
  pinned: a.pinned,
  bodyLength: a.context.length,
});

export const withdrawAnnouncement = async (
  deps: Deps,
  actor: OperatorActor,
  id: string,
  client: Client,
): Promise<Announcement> => {
  await deps.db.transaction(async (tx) => {
    const row = await getAnnouncementRow(tx, id);
    if (row.withdrawn_at) return;
    await withdrawAnnouncementRow(tx, id);
    await writeAudit(tx, {
      actor,
      action: 'notice.announcementWithdraw',
      target: `announcement:${id}`,
      ip: client.ip,
      before: summary(announcementOf(row)),
    });
  });
  return announcementOf(await getAnnouncementRow(deps.db, id));
};
