// Notices (bell, message centre) and notification settings (merchant API) and announcements
// (operator API), registered from the operations of contracts' noticeApi.
import { noticeApi } from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, operatorActor, operatorOf, userOf } from '../../../platform/http/auth.ts';
import { handle } from '../../../platform/http/operation.ts';
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

export const noticeMerRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  handle(app, noticeApi.listSettings, (r) => listNotificationSettings(d, userOf(r)));
  handle(app, noticeApi.updateSetting, (r) =>
    updateNotificationSetting(d, userOf(r), r.body, clientOf(r)),
  );
  handle(app, noticeApi.unread, (r) => unreadNotices(d, userOf(r), r.language));
  handle(app, noticeApi.list, (r) => listNotices(d, userOf(r), r.body, r.language));
  handle(app, noticeApi.get, (r) => getNotice(d, userOf(r), r.body, r.language));
  handle(app, noticeApi.markRead, (r) => markNoticesRead(d, userOf(r), r.body));
};

export const noticeOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  handle(app, noticeApi.listAnnouncements, (r) => listAnnouncements(d, r.body));
  handle(app, noticeApi.saveAnnouncement, (r) =>
    saveAnnouncement(d, operatorActor(operatorOf(r)), r.body, clientOf(r)),
  );
  handle(app, noticeApi.withdrawAnnouncement, (r) =>
    withdrawAnnouncement(d, operatorActor(operatorOf(r)), r.body.id, clientOf(r)),
  );
};
