// SQL of notification settings: a user's choice of in-app and e-mail notices per kind.
import type { NotificationKind, NotificationSetting } from '@tradebridge/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../../platform/db/client.ts';
import { notificationSettings } from '../schema.ts';

export const listNotificationSettingRows = (db: DbOrTx, userId: string) =>
  db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));

export const findNotificationSetting = async (
  db: DbOrTx,
  userId: string,
  kind: NotificationKind,
) => {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(and(eq(notificationSettings.userId, userId), eq(notificationSettings.kind, kind)));
  return row;
};

export const upsertNotificationSetting = (
  db: DbOrTx,
  userId: string,
  setting: NotificationSetting,
) =>
  db
    .insert(notificationSettings)
    .values({ userId, kind: setting.kind, inApp: setting.inApp, email: setting.email })
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.kind],
      set: { inApp: setting.inApp, email: setting.email, updatedAt: new Date() },
    });
