// SQL of the notice module: notification settings, notifications, announcements with their
// audiences and read marks; one file each.
export * from './settings.ts';
export * from './notifications.ts';
export * from './announcements.ts';
export * from './announcement-admin.ts';
