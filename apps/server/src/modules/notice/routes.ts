// Notices under /finance-gateway/api/mer/notice/ (bell, message centre) and announcements under
// /api/ops/notice/announcement/.
import {
  ZNotificationSettings,
  ZUpdateNotificationRequest,
  ZAnnouncement,
  ZAnnouncementIdRequest,
  ZAnnouncementListQuery,
  ZAnnouncementPage,
  ZAnnouncementSaveRequest,
  ZNotice,
  ZNoticeDetailRequest,
  ZNoticeListQuery,
  ZNoticePage,
  ZNoticeReadRequest,
  ZNoticeReadResult,
  ZNoticeUnread,
  zSuccessEnvelope,
} from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, clientOf, userOf } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { Actor } from '../../platform/audit.ts';
import {
  getNotice,
  listAnnouncements,
  listNotices,
  markNoticesRead,
  saveAnnouncement,
  unreadNotices,
  withdrawAnnouncement,
} from './service.ts';
import { listNotificationSettings, updateNotificationSetting } from './settings.ts';

const tags = ['notice'];
/** Notices belong to every logged-in user, whatever their permissions. */
const EVERY_USER = { access: { kind: 'user' as const } };

export const noticeMerRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  app.post(
    '/notify/query.json',
    { schema: { tags, response: { 200: zSuccessEnvelope(ZNotificationSettings) } } },
    async (r) => ok(await listNotificationSettings(d, userOf(r))),
  );
  app.post(
    '/notify/update.json',
    {
      schema: {
        tags,
        body: ZUpdateNotificationRequest,
        response: { 200: zSuccessEnvelope(ZNotificationSettings) },
      },
    },
    async (r) => ok(await updateNotificationSetting(d, userOf(r), r.body, clientOf(r))),
  );
  app.post(
    '/notice/unread.json',
    {
      config: EVERY_USER,
      schema: {
        tags,
        summary: 'The bell: unread counts and the latest unread notices',
        response: { 200: zSuccessEnvelope(ZNoticeUnread) },
      },
    },
    async (r) => ok(await unreadNotices(d, userOf(r), r.language)),
  );
  app.post(
    '/notice/list.json',
    {
      config: EVERY_USER,
      schema: {
        tags,
        summary: 'Message centre: notifications or announcements, paged',
        body: ZNoticeListQuery,
        response: { 200: zSuccessEnvelope(ZNoticePage) },
      },
    },
    async (r) => ok(await listNotices(d, userOf(r), r.body, r.language)),
  );
  app.post(
    '/notice/detail.json',
    {
      config: EVERY_USER,
      schema: {
        tags,
        summary: 'One notice (marks it read)',
        body: ZNoticeDetailRequest,
        response: { 200: zSuccessEnvelope(ZNotice) },
      },
    },
    async (r) => ok(await getNotice(d, userOf(r), r.body, r.language)),
  );
  app.post(
    '/notice/read.json',
    {
      config: EVERY_USER,
      schema: {
        tags,
        summary: 'Mark notices read (all of a type when ids is absent)',
        body: ZNoticeReadRequest,
        response: { 200: zSuccessEnvelope(ZNoticeReadResult) },
      },
    },
    async (r) => ok(await markNoticesRead(d, userOf(r), r.body)),
  );
};

const WRITERS = {
  access: { kind: 'operator' as const, permission: 'writeAnnouncements' as const },
};
const operatorActor = (actor: Actor) => actor as Extract<Actor, { type: 'operator' }>;

export const noticeOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  app.post(
    '/notice/announcement/list.json',
    {
      schema: {
        tags,
        summary: 'Announcements, newest publish time first',
        body: ZAnnouncementListQuery,
        response: { 200: zSuccessEnvelope(ZAnnouncementPage) },
      },
    },
    async (r) => ok(await listAnnouncements(d, r.body)),
  );
  app.post(
    '/notice/announcement/save.json',
    {
      config: WRITERS,
      schema: {
        tags,
        summary: 'Write or edit an announcement (audited)',
        body: ZAnnouncementSaveRequest,
        response: { 200: zSuccessEnvelope(ZAnnouncement) },
      },
    },
    async (r) => ok(await saveAnnouncement(d, operatorActor(actorOf(r)), r.body, clientOf(r))),
  );
  app.post(
    '/notice/announcement/withdraw.json',
    {
      config: WRITERS,
      schema: {
        tags,
        summary: 'Withdraw an announcement: merchants no longer see it (audited)',
        body: ZAnnouncementIdRequest,
        response: { 200: zSuccessEnvelope(ZAnnouncement) },
      },
    },
    async (r) =>
      ok(await withdrawAnnouncement(d, operatorActor(actorOf(r)), r.body.id, clientOf(r))),
  );
};
