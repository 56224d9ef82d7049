// Operator console: operator accounts with roles and their permission matrix, TOTP login, the
// management of operators. Merchants and the audit log have their own files.
import { z } from 'zod';
import { ZAccountManager, ZOk } from './identity.ts';
import { operation } from './operation.ts';

export const OperatorRole = {
  Admin: 'admin',
  Reviewer: 'reviewer',
  Finance: 'finance',
  AccountManager: 'manager',
} as const;
export type OperatorRole = (typeof OperatorRole)[keyof typeof OperatorRole];
export const OPERATOR_ROLES = Object.values(OperatorRole) as [OperatorRole, ...OperatorRole[]];

export const OperatorState = { Disabled: 0, Normal: 1 } as const;

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

export const ZOperatorLoginRequest = z.object({
  loginAccount: z.string().trim().min(1).max(254),
  pwd: z.string().min(1).max(400),
  /** The picture code (GET common/vcode with this codeToken); not needed with a loginTicket. */
  verifyCode: z.string().trim().min(1).max(10).optional(),
  codeToken: z.string().trim().min(8).max(64).optional(),
  /** Given by the password step when the authenticator code is asked for: the code step's pass. */
  loginTicket: z.string().max(200).optional(),
  /** Current authenticator code; absent on the first step or when enrolling. */
  totpCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'oneTimeCodeRule' })
    .optional(),
});
export type OperatorLoginRequest = z.input<typeof ZOperatorLoginRequest>;

/**
 * Step answer of the operator login: either a session, or "enrol an authenticator" (first login:
 * secret and QR code shown once, confirmed by a first code), or "give your code".
 */
export const ZOperatorLoginResult = z.discriminatedUnion('step', [
  z.object({
    step: z.literal('done'),
    token: z.string(),
    financeToken: z.string(),
  }),
  z.object({ step: z.literal('totp'), loginTicket: z.string() }),
  z.object({
    step: z.literal('enrol'),
    enrolToken: z.string(),
    secret: z.string(),
    otpauthUrl: z.string(),
    qrDataUrl: z.string(),
  }),
]);
export type OperatorLoginResult = z.infer<typeof ZOperatorLoginResult>;

export const ZOperatorEnrolRequest = z.object({
  enrolToken: z.string().min(10).max(128),
  totpCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'oneTimeCodeRule' }),
});
export type OperatorEnrolRequest = z.input<typeof ZOperatorEnrolRequest>;

export const ZOperator = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string(),
  role: z.enum(OPERATOR_ROLES),
  state: z.number(),
  totpEnrolled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type Operator = z.infer<typeof ZOperator>;

export const ZOperatorList = z.object({ list: z.array(ZOperator) });

export const ZCreateOperatorRequest = z.object({
  email: z.string().trim().email().max(254),
  name: z.string().trim().min(1).max(50),
  phone: z.string().trim().max(30).default(''),
  role: z.enum(OPERATOR_ROLES),
  /** Initial password the operator is given out of band; 8–16 with upper, lower and digit. */
  pwd: z.string().regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[\x21-\x7e]{8,16}$/, {
    error: 'loginPasswordRule',
  }),
});
export type CreateOperatorRequest = z.input<typeof ZCreateOperatorRequest>;

export const ZUpdateOperatorRequest = z.object({
  operatorId: z.uuid(),
  name: z.string().trim().min(1).max(50).optional(),
  phone: z.string().trim().max(30).optional(),
  role: z.enum(OPERATOR_ROLES).optional(),
  state: z.union([z.literal(0), z.literal(1)]).optional(),
  /** Clears the authenticator: the operator enrols again at next login. */
  resetTotp: z.boolean().optional(),
});
export type UpdateOperatorRequest = z.input<typeof ZUpdateOperatorRequest>;

/** Active account managers, for the "assign manager" picker of any operator. */
export const ZAccountManagerList = z.object({
  list: z.array(ZAccountManager.extend({ id: z.string() })),
});
export type AccountManagerList = z.infer<typeof ZAccountManagerList>;

const PUBLIC = { kind: 'public' } as const;
const ANY_OPERATOR = { kind: 'operator' } as const;
const ADMIN = { kind: 'operator', permission: 'manageOperators' } as const;

export const operatorsApi = {
  login: operation({
    api: 'ops',
    path: 'login.json',
    tag: 'operators',
    summary:
      'Operator login: password and picture code, then the authenticator code with the loginTicket (or, the first time, enrolment)',
    request: ZOperatorLoginRequest,
    result: ZOperatorLoginResult,
    access: PUBLIC,
  }),
  enrolTotp: operation({
    api: 'ops',
    path: 'totp/enrol.json',
    tag: 'operators',
    summary: 'Confirm the authenticator set up at first login with its first code',
    request: ZOperatorEnrolRequest,
    result: ZOperatorLoginResult,
    access: PUBLIC,
  }),
  me: operation({
    api: 'ops',
    path: 'me.json',
    tag: 'operators',
    summary: 'The logged-in operator',
    result: ZOperator,
    access: ANY_OPERATOR,
  }),
  logout: operation({
    api: 'ops',
    path: 'logout.json',
    tag: 'operators',
    summary: 'End the operator’s session',
    result: ZOk,
    access: ANY_OPERATOR,
  }),
  listAccountManagers: operation({
    api: 'ops',
    path: 'accountManagers.json',
    tag: 'operators',
    summary: 'Active account managers',
    result: ZAccountManagerList,
    access: ANY_OPERATOR,
  }),
  list: operation({
    api: 'ops',
    path: 'operators/list.json',
    tag: 'operators',
    summary: 'Every operator account',
    result: ZOperatorList,
    access: ADMIN,
  }),
  create: operation({
    api: 'ops',
    path: 'operators/create.json',
    tag: 'operators',
    summary: 'A new operator with an initial password; the authenticator is set up at first login',
    request: ZCreateOperatorRequest,
    result: ZOperator,
    access: ADMIN,
  }),
  update: operation({
    api: 'ops',
    path: 'operators/update.json',
    tag: 'operators',
    summary: 'Change name, phone, role or state of an operator, or reset their authenticator',
    request: ZUpdateOperatorRequest,
    result: ZOperator,
    access: ADMIN,
  }),
};
