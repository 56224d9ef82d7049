// Merchant permissions (spec §6): one per menu entry and, where the entry moves money or changes
// data, a separate "operate" permission. The main user (adminFlag) holds all of them; a member
// holds what the main user gave. The account centre, notices and downloads belong to every user.

export const PermissionAction = { View: 'view', Operate: 'operate' } as const;
export type PermissionAction = (typeof PermissionAction)[keyof typeof PermissionAction];

/** Menu entries with their route path and the actions a member can be given. */
export const PERMISSION_ENTRIES = [
  { key: 'main', path: '/main', actions: ['view'] },
  { key: 'wallet', path: '/wallet', actions: ['view', 'operate'] },
  { key: 'act', path: '/act', actions: ['view', 'operate'] },
  { key: 'collect', path: '/collect', actions: ['view', 'operate'] },
  { key: 'contract', path: '/contract', actions: ['view', 'operate'] },
  { key: 'shop', path: '/shop', actions: ['view', 'operate'] },
  { key: 'pay', path: '/pay', actions: ['view', 'operate'] },
  { key: 'payee', path: '/payee', actions: ['view', 'operate'] },
  { key: 'limit', path: '/limit', actions: ['view', 'operate'] },
  { key: 'payOrder', path: '/payOrder', actions: ['view'] },
  { key: 'exchange', path: '/exchange', actions: ['view', 'operate'] },
  { key: 'exchangeOrder', path: '/exchangeOrder', actions: ['view'] },
] as const satisfies readonly { key: string; path: string; actions: readonly PermissionAction[] }[];

export type PermissionEntry = (typeof PERMISSION_ENTRIES)[number];
export type PermissionId = {
  [E in PermissionEntry as E['key']]: `${E['key']}:${E['actions'][number]}`;
}[PermissionEntry['key']];

export const ALL_PERMISSIONS = PERMISSION_ENTRIES.flatMap((entry) =>
  entry.actions.map((action) => `${entry.key}:${action}`),
) as PermissionId[];

export const isPermissionId = (value: string): value is PermissionId =>
  (ALL_PERMISSIONS as string[]).includes(value);

/** Paths every logged-in user may open whatever their permissions (own account, messages). */
export const ALWAYS_ALLOWED_PATHS = ['/secure', '/notice', '/auth/downloadAll'] as const;

/** The permission that opens a menu path, if the path is permission-bound. */
export const permissionForPath = (path: string): PermissionId | undefined => {
  const entry = PERMISSION_ENTRIES.find((e) => path === e.path || path.startsWith(`${e.path}/`));
  return entry ? (`${entry.key}:view` as PermissionId) : undefined;
};

/** "operate" implies "view": a set is normalised so it never holds operate without view. */
export const normalisePermissions = (ids: readonly string[]): PermissionId[] => {
  const set = new Set(ids.filter(isPermissionId));
  for (const id of [...set]) {
    const [key, action] = id.split(':');
    if (action === 'operate') set.add(`${key}:view` as PermissionId);
  }
  return ALL_PERMISSIONS.filter((id) => set.has(id));
};
