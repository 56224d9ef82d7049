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

// Operator roles and their permission matrix.
export const OperatorRole = {
  Admin: 'admin',
  Reviewer: 'reviewer',
  Finance: 'finance',
  AccountManager: 'manager',
} as const;
export type OperatorRole = (typeof OperatorRole)[keyof typeof OperatorRole];
export const OPERATOR_ROLES = Object.values(OperatorRole) as [OperatorRole, ...OperatorRole[]];

const { Admin, Reviewer, Finance, AccountManager } = OperatorRole;

/**
 * What each operator role may do beyond what every operator may (see merchants and their details,
 * the reference rates, the announcements, the account managers and the background jobs). The one place that decides:
 * the server's routes declare a permission of this matrix, and the console's menus, buttons and
 * role descriptions are drawn from it.
 */
export const OPERATOR_PERMISSIONS = {
  manageOperators: [Admin],
  assignManager: [Admin],
  freezeMerchant: [Admin, Reviewer],
  reviewRenewals: [Admin, Reviewer],
  reviewCertification: [Admin, Reviewer],
  viewCollections: [Admin, Reviewer, Finance],
  reviewCollections: [Admin, Reviewer],
  importBankFiles: [Admin, Finance],
  editScreening: [Admin],
  reviewShops: [Admin, Reviewer],
  reviewContracts: [Admin, Reviewer],
  viewExchange: [Admin, Reviewer, Finance],
  reviewExchanges: [Admin, Reviewer],
  manageExchange: [Admin, Finance],
  reviewPayees: [Admin, Reviewer],
  viewPayouts: [Admin, Reviewer, Finance],
  reviewPayouts: [Admin, Reviewer],
  managePayouts: [Admin, Finance],
  viewQuotas: [Admin, Reviewer, Finance],
  reviewQuotas: [Admin, Reviewer],
  readAudit: [Admin, Reviewer],
  viewWallets: [Admin, Finance],
  sandboxCredit: [Admin, Finance],
  verifyLedger: [Admin, Finance],
  updateReferenceRates: [Admin, Finance],
  writeAnnouncements: [Admin, AccountManager],
  retryJobs: [Admin],
} as const satisfies Record<string, readonly OperatorRole[]>;
export type OperatorPermission = keyof typeof OPERATOR_PERMISSIONS;
export const OPERATOR_PERMISSION_KEYS = Object.keys(OPERATOR_PERMISSIONS) as OperatorPermission[];

/** Whether a role holds a permission; no permission means every operator. */
export const operatorCan = (role: OperatorRole, permission?: OperatorPermission): boolean =>
  !permission || (OPERATOR_PERMISSIONS[permission] as readonly OperatorRole[]).includes(role);

/** The permissions a role holds, in the matrix's order. */
export const permissionsOfRole = (role: OperatorRole): OperatorPermission[] =>
  OPERATOR_PERMISSION_KEYS.filter((permission) => operatorCan(role, permission));
