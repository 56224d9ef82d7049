// Operator console: operator accounts with roles and their permission matrix, TOTP login, the
// management of operators. Merchants and the audit log have their own files.
import { z } from 'zod';
import { LANGUAGES } from './i18n.ts';
import { ZAccountManager, ZOk, ZSetLanguageRequest } from './identity.ts';
import { operationsOf } from './operation.ts';
import { OPERATOR_ROLES } from './permissions.ts';

export const OperatorState = { Disabled: 0, Normal: 1 } as const;

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
    /**
     * The language this operator works in, as last chosen: a tab where none was chosen opens in
     * it (a first login makes the login page's language the operator's).
     */
    language: z.enum(LANGUAGES),
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

/** The signed-in operator (me.json): the account and the language they work in. */
export const ZCurrentOperator = ZOperator.extend({ language: z.enum(LANGUAGES) });
export type CurrentOperator = z.infer<typeof ZCurrentOperator>;

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

const ops = operationsOf('ops', 'operators');

export const operatorsApi = {
  login: ops({
    path: 'login.json',
    summary:
      'Operator login: password and picture code, then the authenticator code with the loginTicket (or, the first time, enrolment)',
    request: ZOperatorLoginRequest,
    result: ZOperatorLoginResult,
    access: PUBLIC,
  }),
  enrolTotp: ops({
    path: 'totp/enrol.json',
    summary: 'Confirm the authenticator set up at first login with its first code',
    request: ZOperatorEnrolRequest,
    result: ZOperatorLoginResult,
    access: PUBLIC,
  }),
  me: ops({
    path: 'me.json',
    summary: 'The logged-in operator',
    result: ZCurrentOperator,
    access: ANY_OPERATOR,
  }),
  setLanguage: ops({
    path: 'me/language.json',
    summary: "Remember the operator's own language: new tabs and logins of the console open in it",
    request: ZSetLanguageRequest,
    result: ZSetLanguageRequest,
    access: ANY_OPERATOR,
  }),
  logout: ops({
    path: 'logout.json',
    summary: 'End the operator’s session',
    result: ZOk,
    access: ANY_OPERATOR,
  }),
  listAccountManagers: ops({
    path: 'accountManagers.json',
    summary: 'Active account managers',
    result: ZAccountManagerList,
    access: ANY_OPERATOR,
  }),
  list: ops({
    path: 'operators/list.json',
    summary: 'Every operator account',
    result: ZOperatorList,
    access: ADMIN,
  }),
  create: ops({
    path: 'operators/create.json',
    summary: 'A new operator with an initial password; the authenticator is set up at first login',
    request: ZCreateOperatorRequest,
    result: ZOperator,
    access: ADMIN,
  }),
  update: ops({
    path: 'operators/update.json',
    summary: 'Change name, phone, role or state of an operator, or reset their authenticator',
    request: ZUpdateOperatorRequest,
    result: ZOperator,
    access: ADMIN,
  }),
};
