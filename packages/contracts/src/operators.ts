// Operator console: operator accounts with roles, TOTP login, merchant administration, audit log.
import { z } from 'zod';
import { zPage } from './envelope.ts';
import { ZAccountManager } from './identity.ts';
import { AccountState, zCodeOf } from './states.ts';

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

export const ZMerchantSummary = z.object({
  id: z.string(),
  merNo: z.string(),
  name: z.string(),
  loginAccount: z.string(),
  state: z.number(),
  entityType: z.enum(['b', 'c']).nullable(),
  createdAt: z.string(),
  accountManager: ZAccountManager.extend({ id: z.string() }).nullable(),
  userCount: z.number().int(),
});
export type MerchantSummary = z.infer<typeof ZMerchantSummary>;

export const ZMerchantListRequest = z.object({
  keyword: z.string().trim().max(100).optional(),
  state: zCodeOf(AccountState).optional(),
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});
export type MerchantListRequest = z.input<typeof ZMerchantListRequest>;

export const ZMerchantDetail = ZMerchantSummary.extend({
  frozenReason: z.string().nullable(),
  users: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      loginAccount: z.string(),
      adminFlag: z.boolean(),
      state: z.number(),
      lastLoginAt: z.string().nullable(),
    }),
  ),
});
export type MerchantDetail = z.infer<typeof ZMerchantDetail>;

export const ZMerchantIdRequest = z.object({ merchantId: z.uuid() });
export const ZAssignManagerRequest = z.object({
  merchantId: z.uuid(),
  operatorId: z.uuid(),
});
export const ZFreezeMerchantRequest = z.object({
  merchantId: z.uuid(),
  reason: z.string().trim().min(1).max(500),
});

export const ZAuditEntry = z.object({
  id: z.string(),
  time: z.string(),
  actorType: z.enum(['user', 'operator', 'system', 'anonymous']),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  merchantId: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  ip: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditListRequest = z.object({
  action: z.string().trim().max(100).optional(),
  merchantId: z.string().max(64).optional(),
  actorId: z.string().max(64).optional(),
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});
export type AuditListRequest = z.input<typeof ZAuditListRequest>;
export const ZAuditList = zPage(ZAuditEntry);
export type AuditList = z.infer<typeof ZAuditList>;

export type MerchantIdRequest = z.input<typeof ZMerchantIdRequest>;
export type AssignManagerRequest = z.input<typeof ZAssignManagerRequest>;
export type FreezeMerchantRequest = z.input<typeof ZFreezeMerchantRequest>;
export const ZMerchantList = zPage(ZMerchantSummary);
export type MerchantList = z.infer<typeof ZMerchantList>;

/** Active account managers, for the "assign manager" picker of any operator. */
export const ZAccountManagerList = z.object({
  list: z.array(ZAccountManager.extend({ id: z.string() })),
});
export type AccountManagerList = z.infer<typeof ZAccountManagerList>;
