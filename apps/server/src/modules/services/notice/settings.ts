// Notification settings: which channels (in the portal, e-mail) each kind of notification may use
// for a user; every sender honours them.
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSetting,
} from '@tradebridge/contracts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { Client, Deps } from '../../../platform/deps.ts';
import type { UserAuth } from '../../../platform/http/auth.ts';
import { auditUser } from '../../../platform/http/audited.ts';
import {
  findNotificationSetting,
  listNotificationSettingRows,
  upsertNotificationSetting,
} from './repository/index.ts';

export const listNotificationSettings = async (
  deps: Deps,
  auth: UserAuth,
): Promise<{ list: NotificationSetting[] }> => {
  const rows = await listNotificationSettingRows(deps.db, auth.userId);
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  return {
    list: NOTIFICATION_KINDS.map((kind) => ({
      kind,
      inApp: byKind.get(kind)?.inApp ?? true,
      email: byKind.get(kind)?.email ?? true,
    })),
  };
};

export const updateNotificationSetting = async (
  deps: Deps,
  auth: UserAuth,
  input: NotificationSetting,
  client: Client,
) => {
  const before = (await listNotificationSettings(deps, auth)).list.find(
    (s) => s.kind === input.kind,
  );
  await deps.db.transaction(async (tx) => {
    await upsertNotificationSetting(tx, auth.userId, input);
    await auditUser(tx, auth, client, {
      action: 'security.notifications',
      target: `user:${auth.userId}`,
      before,
      after: input,
    });
  });
  return listNotificationSettings(deps, auth);
};

/** Which channels a notification of `kind` may use for a user (honoured by every sender). */
export const notificationChannels = async (db: DbOrTx, userId: string, kind: NotificationKind) => {
  const row = await findNotificationSetting(db, userId, kind);
  return { inApp: row?.inApp ?? true, email: row?.email ?? true };
};
