// Identity: captcha, codes, register, log in, sessions, merchant info (spec §3, §5, §7).
import { z } from 'zod';
import { LANGUAGES } from './i18n.ts';
import { operation, operationsOf } from './operation.ts';
import { AccountState, AgreementState, BizFlag } from './states.ts';

/** Login password rule of spec §5: 8–16 characters with upper-case, lower-case and digits. */
export const LOGIN_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[\x21-\x7e]{8,16}$/;

export const zLoginPassword = z.string().regex(LOGIN_PASSWORD, { error: 'loginPasswordRule' });

export const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,}$/;
/** Mobile number without area code: digits only, 5–15. */
export const MOBILE = /^\d{5,15}$/;
export const AREA_CODE = /^\+?\d{1,4}$/;

export const RegisterType = { Email: 'email', Mobile: 'mobile' } as const;
export type RegisterType = (typeof RegisterType)[keyof typeof RegisterType];

/** What a one-time code is for; a code of one scene never serves another. */
export const CodeScene = {
  Register: 'register',
  ResetPassword: 'resetPwd',
  ActivateMember: 'activate',
  Security: 'security',
  Payment: 'payment',
} as const;
export type CodeScene = (typeof CodeScene)[keyof typeof CodeScene];

const zAccount = z.string().trim().min(1).max(254);
const zCode4 = z
  .string()
  .trim()
  .regex(/^\d{4}$/, { error: 'verificationCodeRule' });
const zCodeToken = z.string().trim().min(8).max(64);

/** common/vcode: the client makes up the codeToken the picture's answer is kept under. */
export const ZCaptchaQuery = z.object({ codeToken: zCodeToken });

/**
 * The purposes a code may be asked for without a login (sendCode.json). Payment and security codes
 * are sent only to a signed-in user (securityApi's calls), so nobody else can spend their budget.
 */
export const PUBLIC_CODE_SCENES = [
  CodeScene.Register,
  CodeScene.ResetPassword,
  CodeScene.ActivateMember,
] as const;
export type PublicCodeScene = (typeof PUBLIC_CODE_SCENES)[number];
export const isPublicCodeScene = (scene: CodeScene): scene is PublicCodeScene =>
  (PUBLIC_CODE_SCENES as readonly CodeScene[]).includes(scene);

export const ZSendCodeRequest = z.object({
  loginAccount: zAccount,
  areaCode: z.string().trim().regex(AREA_CODE).optional(),
  scene: z.enum(PUBLIC_CODE_SCENES).default('register'),
});
export type SendCodeRequest = z.input<typeof ZSendCodeRequest>;

export const ZSendCodeResult = z.object({
  /** Seconds until another code may be asked for this account. */
  resendAfterSeconds: z.number().int(),
  channel: z.enum(['email', 'sms']),
});
export type SendCodeResult = z.infer<typeof ZSendCodeResult>;

export const ZRegisterRequest = z.object({
  loginAccount: zAccount,
  registerType: z.enum(['email', 'mobile']),
  areaCode: z.string().trim().regex(AREA_CODE).optional(),
  verifyCode: zCode4,
  pwd: zLoginPassword,
  codeToken: zCodeToken.optional(),
  inviteCode: z.string().trim().max(32).optional(),
  /**
   * The portal sends the ticked terms box; the spec's client sends nothing, registering being the
   * acceptance. Only an explicit refusal (false) is refused.
   */
  agreeTerms: z.literal(true, { error: 'agreeTermsRequired' }).optional(),
});
export type RegisterRequest = z.input<typeof ZRegisterRequest>;

export const ZRegisterResult = z.object({ merNo: z.string(), loginAccount: z.string() });

export const ZInviteCodeRequest = z.object({ inviteCode: z.string().trim().min(1).max(32) });
export const ZInviteCodeResult = z.object({ valid: z.boolean() });

/** Spec §7: account and password travel Base64-encoded (UTF-8). */
export const ZLoginRequest = z.object({
  loginAccount: z.string().min(1).max(400),
  pwd: z.string().min(1).max(400),
  verifyCode: z.string().trim().min(1).max(10),
  codeToken: zCodeToken,
  rememberMe: z.boolean().default(false),
});
export type LoginRequest = z.input<typeof ZLoginRequest>;

export const ZLoginResult = z.object({
  /** Session token: sent back as the Authorization header. */
  token: z.string(),
  /** Session-bound secret: sent back as the Session-Finance-Token header. */
  financeToken: z.string(),
  adminFlag: z.boolean(),
  /** Absolute expiry (ISO time) when "remember me" was ticked, else null (browser session). */
  expiresAt: z.string().nullable(),
  /**
   * The language this user works in, as last chosen (messages to the user are written in it): a
   * tab where the user has not chosen one opens in it.
   */
  language: z.enum(LANGUAGES),
});
export type LoginResult = z.infer<typeof ZLoginResult>;

export const ZResetPasswordRequest = z.object({
  loginAccount: zAccount,
  areaCode: z.string().trim().regex(AREA_CODE).optional(),
  verifyCode: zCode4,
  pwd: zLoginPassword,
  codeToken: zCodeToken.optional(),
});
export type ResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;

export const ZModifyPasswordRequest = z
  .object({ oldPwd: z.string().min(1).max(64), newPwd: zLoginPassword, newPwdTwo: z.string() })
  .refine((v) => v.newPwd === v.newPwdTwo, { path: ['newPwdTwo'], error: 'passwordsInconsistent' });
export type ModifyPasswordRequest = z.input<typeof ZModifyPasswordRequest>;

export const ZAccountManager = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type AccountManager = z.infer<typeof ZAccountManager>;

const accountStates = Object.values(AccountState) as number[];

/** The user/session fields of spec §3, plus what the portal shows about the merchant. */
export const ZMerchantInfo = z.object({
  id: z.string(),
  accountNo: z.string(),
  email: z.string().nullable(),
  mPhone: z.string().nullable(),
  areaCode: z.string().nullable(),
  name: z.string(),
  merNo: z.string(),
  merchantName: z.string(),
  authIdList: z.array(z.string()),
  adminFlag: z.boolean(),
  state: z.number().refine((v) => accountStates.includes(v)),
  /** RoleState of this user: 1 normal, 0 disabled. */
  userState: z.number(),
  entityType: z.enum(['b', 'c']).nullable(),
  channelNo: z.string().nullable(),
  country: z.string().nullable(),
  isOpenNra: z.boolean(),
  bizList: z.array(
    z.object({
      bizFlag: z.enum([BizFlag.B2B, BizFlag.B2C]),
      agreementState: z.union([
        z.literal(AgreementState.Pending),
        z.literal(AgreementState.Accepted),
      ]),
    }),
  ),
  subAuths: z.array(z.string()),
  accountManager: ZAccountManager.nullable(),
  frozenReason: z.string().nullable(),
  /** The user's language (as in the login answer). */
  language: z.enum(LANGUAGES),
});
export type MerchantInfo = z.infer<typeof ZMerchantInfo>;

export const ZSetLanguageRequest = z.object({ language: z.enum(LANGUAGES) });
export type SetLanguageRequest = z.infer<typeof ZSetLanguageRequest>;

export const ZLoginRecord = z.object({
  id: z.string(),
  time: z.string(),
  ip: z.string(),
  device: z.string(),
  success: z.boolean(),
  reason: z.string().nullable(),
});
export type LoginRecord = z.infer<typeof ZLoginRecord>;

export const ZSessionRecord = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string().nullable(),
  ip: z.string(),
  device: z.string(),
  current: z.boolean(),
  /** null while active, else why it ended. */
  endedReason: z.enum(['logout', 'replaced', 'revoked', 'passwordChanged', 'expired']).nullable(),
});
export type SessionRecord = z.infer<typeof ZSessionRecord>;

export const ZLoginActivity = z.object({
  logins: z.array(ZLoginRecord),
  sessions: z.array(ZSessionRecord),
});
export type LoginActivity = z.infer<typeof ZLoginActivity>;

export const ZEndSessionRequest = z.object({ sessionId: z.uuid() });
/** How many sessions were ended. */
export const ZEndSessionResult = z.object({ ended: z.number() });
export type EndSessionResult = z.infer<typeof ZEndSessionResult>;

/** Development outbox (not in production): latest messages and captcha answers. */
export const ZDevInbox = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      channel: z.enum(['email', 'sms']),
      kind: z.string(),
      subject: z.string(),
      body: z.string(),
      code: z.string().nullable(),
      time: z.string(),
    }),
  ),
  captchas: z.array(z.object({ codeToken: z.string(), answer: z.string(), time: z.string() })),
});
export type DevInbox = z.infer<typeof ZDevInbox>;

export const ZEmpty = z.object({}).strict().optional();
export const ZOk = z.object({ ok: z.literal(true) });

const PUBLIC = { kind: 'public' } as const;
/** Any logged-in user: their own session, password and login history. */
const OWN = { kind: 'user' } as const;

/** The picture code of the login forms: the same captchas in the portal's and the console's API. */
const captcha = {
  method: 'GET',
  path: 'common/vcode',
  tag: 'identity',
  summary: 'Captcha picture (SVG) for a login form; the answer is kept for 5 minutes',
  request: ZCaptchaQuery,
  result: 'file',
  access: PUBLIC,
} as const;

const dev = operationsOf('dev', 'development');
const mer = operationsOf('mer', 'identity');

export const identityApi = {
  captcha: operation({ api: 'mer', ...captcha }),
  opsCaptcha: operation({ api: 'ops', ...captcha }),
  sendCode: mer({
    path: 'sendCode.json',
    summary: 'Send a 4-digit code by e-mail or SMS',
    request: ZSendCodeRequest,
    result: ZSendCodeResult,
    access: PUBLIC,
  }),
  validateInviteCode: mer({
    path: 'inviteCode/validy.json',
    summary: 'Whether an invite code is valid',
    request: ZInviteCodeRequest,
    result: ZInviteCodeResult,
    access: PUBLIC,
  }),
  register: mer({
    path: 'register.json',
    summary: 'Register a merchant with its main user',
    request: ZRegisterRequest,
    result: ZRegisterResult,
    access: PUBLIC,
  }),
  login: mer({
    path: 'login.json',
    summary: 'Log in; loginAccount and pwd are Base64 (UTF-8) encoded',
    request: ZLoginRequest,
    result: ZLoginResult,
    access: PUBLIC,
  }),
  resetPassword: mer({
    path: 'resetPwd.json',
    summary: 'Set a new login password with a code',
    request: ZResetPasswordRequest,
    result: ZOk,
    access: PUBLIC,
  }),
  merchantInfo: mer({
    path: 'merchantInfo.json',
    summary: 'The logged-in user and merchant (spec §3)',
    result: ZMerchantInfo,
    access: OWN,
  }),
  setLanguage: mer({
    path: 'user/language.json',
    summary:
      "Remember the user's language: new tabs and logins open in it, messages are written in it",
    request: ZSetLanguageRequest,
    result: ZSetLanguageRequest,
    access: OWN,
  }),
  logout: mer({
    path: 'loginOut.json',
    summary: 'End this session',
    result: ZOk,
    access: OWN,
  }),
  modifyPassword: mer({
    path: 'modifyPwd.json',
    summary: 'Change the login password; the other sessions end',
    request: ZModifyPasswordRequest,
    result: ZOk,
    access: OWN,
  }),
  loginActivity: mer({
    path: 'loginActivity.json',
    summary: 'Recent logins and sessions of the user',
    result: ZLoginActivity,
    access: OWN,
  }),
  endSession: mer({
    path: 'session/end.json',
    summary: 'End one session of the user',
    request: ZEndSessionRequest,
    result: ZEndSessionResult,
    access: OWN,
  }),
  endOtherSessions: mer({
    path: 'session/endOthers.json',
    summary: 'End every other session of the user',
    result: ZEndSessionResult,
    access: OWN,
  }),
  /**
   * Development only: never registered in production, and served to this machine alone unless
   * opened deliberately (the server's DEV_INBOX); no login, as it is no API of a user.
   */
  devInbox: dev({
    method: 'GET',
    path: 'inbox',
    summary: 'Latest outbox messages and captcha answers (not in production)',
    result: ZDevInbox,
    access: PUBLIC,
  }),
};
