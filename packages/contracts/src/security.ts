// Account centre (spec §5, §6, §7): payment password, authenticator (TOTP), dual verification,
// payment confirmation, notification settings, document expiry.
import { z } from 'zod';
import { pageFields } from './envelope.ts';
import { ZOk, ZSendCodeResult } from './identity.ts';
import { operationsOf } from './operation.ts';
import { MaterialReviewState, NotificationKind, zCodeOf } from './states.ts';

/** Why a payment password is refused, or null when it is acceptable (spec §5 "too simple"). */
export type PayPasswordProblem = 'format' | 'sameDigits' | 'sequence' | 'common';

/** PINs people pick most often (besides runs and repeated digits, caught by rule). */
export const COMMON_PINS: readonly string[] = [
  '123123',
  '121212',
  '112233',
  '123321',
  '520520',
  '520131',
  '131313',
  '147258',
  '159753',
  '147369',
  '258369',
  '789456',
  '456123',
  '100200',
  '202020',
  '101010',
  '110110',
  '119119',
  '666888',
  '888666',
  '168168',
  '518518',
  '201314',
  '131420',
  '112358',
  '654123',
  '321321',
  '778899',
  '998877',
  '102030',
  '010203',
  '135790',
  '246810',
  '142536',
  '111222',
  '222333',
  '000111',
  '999000',
  '123654',
  '159357',
  '741852',
  '963852',
  '852456',
  '000123',
];

export const payPasswordProblem = (pin: string): PayPasswordProblem | null => {
  if (!/^\d{6}$/.test(pin)) return 'format';
  if (/^(\d)\1{5}$/.test(pin)) return 'sameDigits';
  const digits = [...pin].map(Number);
  const steps = digits.slice(1).map((d, i) => d - digits[i]!);
  if (steps.every((s) => s === 1) || steps.every((s) => s === -1)) return 'sequence';
  if (COMMON_PINS.includes(pin)) return 'common';
  return null;
};

const zPin = z.string().regex(/^\d{6}$/, { error: 'payPasswordRule' });
const zCode4 = z
  .string()
  .trim()
  .regex(/^\d{4}$/, { error: 'verificationCodeRule' });
const zTotp = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: 'oneTimeCodeRule' });

/** securityAuthFlag.json: which protections the user has set. */
export const ZSecurityFlags = z.object({
  loginPassword: z.boolean(),
  payPassword: z.boolean(),
  authenticator: z.boolean(),
  dualVerification: z.boolean(),
  /** While set, payments are refused: too many wrong payment passwords. */
  payLockedUntil: z.string().nullable(),
  /** The account codes are sent to, masked ("de***@tradebridge.dev"). */
  checkAccount: z.string(),
});
export type SecurityFlags = z.infer<typeof ZSecurityFlags>;

/** merExtend/query.json */
export const ZMerExtend = z.object({
  payPasswordSet: z.boolean(),
  payPasswordUpdatedAt: z.string().nullable(),
  dualVerification: z.boolean(),
  payLockedUntil: z.string().nullable(),
});
export type MerExtend = z.infer<typeof ZMerExtend>;

/** mfa/query.json */
export const ZMfaState = z.object({ bound: z.boolean(), boundAt: z.string().nullable() });
export type MfaState = z.infer<typeof ZMfaState>;

/** checkSmsCode.json: send a code to the user's own login account (scene "security"). */
export const ZCheckSmsCodeRequest = z.object({
  /** Must be the caller's own login account; codes never go elsewhere. */
  checkAccount: z.string().trim().min(1).max(254),
});

/** merExtend/orderVerifyConfig.json: set the payment password the first time. */
export const ZSetPayPasswordRequest = z
  .object({
    checkAccount: z.string().trim().min(1).max(254),
    dynamicCode: zCode4,
    payPwd: zPin,
    payPwdTwo: z.string(),
  })
  .refine((v) => v.payPwd === v.payPwdTwo, {
    path: ['payPwdTwo'],
    error: 'payPasswordsInconsistent',
  });
export type SetPayPasswordRequest = z.input<typeof ZSetPayPasswordRequest>;

/** merExtend/orderCredentialModify.json: change it with the old one. */
export const ZModifyPayPasswordRequest = z
  .object({
    checkAccount: z.string().trim().min(1).max(254),
    oldCredential: z.string().min(1).max(6),
    newCredential: zPin,
    newCredentialTwo: z.string(),
  })
  .refine((v) => v.newCredential === v.newCredentialTwo, {
    path: ['newCredentialTwo'],
    error: 'payPasswordsInconsistent',
  });
export type ModifyPayPasswordRequest = z.input<typeof ZModifyPayPasswordRequest>;

/** merExtend/orderCredentialReset.json: forgotten: reset with a code sent to the account. */
export const ZResetPayPasswordRequest = z
  .object({
    checkAccount: z.string().trim().min(1).max(254),
    dynamicCode: zCode4,
    newCredential: zPin,
    newCredentialTwo: z.string(),
  })
  .refine((v) => v.newCredential === v.newCredentialTwo, {
    path: ['newCredentialTwo'],
    error: 'payPasswordsInconsistent',
  });
export type ResetPayPasswordRequest = z.input<typeof ZResetPayPasswordRequest>;

/** mfa/bindInit.json → a new secret to show once (QR and text). */
export const ZMfaBindInit = z.object({
  bindToken: z.string(),
  secret: z.string(),
  otpauthUrl: z.string(),
  qrDataUrl: z.string(),
});
export type MfaBindInit = z.infer<typeof ZMfaBindInit>;

export const ZMfaBindRequest = z.object({
  bindToken: z.string().min(10).max(128),
  dynamicCode: zTotp,
});
export const ZMfaUnbindRequest = z.object({ dynamicCode: zTotp, payPwd: zPin });

export const ZDualVerificationRequest = z.object({ enabled: z.boolean(), payPwd: zPin });

/** What a payment demands of the user, by the security settings. */
export const ZPaymentRequirements = z.object({
  payPassword: z.boolean(),
  authenticator: z.boolean(),
  /** A code sent to the login account, asked when no authenticator is bound. */
  accountCode: z.boolean(),
  checkAccount: z.string(),
  /** Set when the user must first set up security (spec: "security information must be set first"). */
  missing: z.array(z.enum(['payPassword'])),
  payLockedUntil: z.string().nullable(),
});
export type PaymentRequirements = z.infer<typeof ZPaymentRequirements>;

/** The answers a payment confirmation carries, checked by the server's security module. */
export const ZPaymentCredentials = z.object({
  payPwd: zPin.optional(),
  dynamicCode: zTotp.optional(),
  accountCode: zCode4.optional(),
});
export type PaymentCredentials = z.infer<typeof ZPaymentCredentials>;

export const NotificationChannel = { InApp: 'inApp', Email: 'email' } as const;
export type NotificationChannel = (typeof NotificationChannel)[keyof typeof NotificationChannel];

export const NOTIFICATION_KINDS = Object.values(NotificationKind) as [
  NotificationKind,
  ...NotificationKind[],
];

export const ZNotificationSetting = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  inApp: z.boolean(),
  email: z.boolean(),
});
export type NotificationSetting = z.infer<typeof ZNotificationSetting>;

export const ZNotificationSettings = z.object({ list: z.array(ZNotificationSetting) });
export const ZUpdateNotificationRequest = ZNotificationSetting;

/** An identity document of the merchant that is expired or expires within 30 days. */
export const ZExpiringDocument = z.object({
  id: z.string(),
  idType: z.number().int(),
  holderName: z.string(),
  /** Masked document number. */
  idNumber: z.string(),
  expiresOn: z.string(),
  expired: z.boolean(),
  daysLeft: z.number().int(),
  renewal: z
    .object({
      id: z.string(),
      state: z.number().int(),
      newExpiresOn: z.string(),
      reason: z.string().nullable(),
      submittedAt: z.string(),
    })
    .nullable(),
});
export type ExpiringDocument = z.infer<typeof ZExpiringDocument>;

export const ZExpiringDocuments = z.object({ list: z.array(ZExpiringDocument) });

/** idExpire/modify.json: the renewed document (file uploaded first) and its new validity. */
export const ZRenewDocumentRequest = z.object({
  documentId: z.uuid(),
  fileId: z.uuid(),
  newExpiresOn: z.iso.date(),
});

export const ZReviewRenewalRequest = z.object({
  renewalId: z.uuid(),
  approve: z.boolean(),
  reason: z.string().trim().max(500).optional(),
});

/**
 * A format an upload may be, judged by the file's content (magic bytes), never by its name or
 * declared type: the name said to the user, the MIME type stored and served, the extension stored.
 */
export type UploadFormat = { name: string; mime: string; ext: string };

const JPEG = { name: 'JPEG', mime: 'image/jpeg', ext: 'jpg' } as const;
const PNG = { name: 'PNG', mime: 'image/png', ext: 'png' } as const;
const PDF = { name: 'PDF', mime: 'application/pdf', ext: 'pdf' } as const;
const XLSX = {
  name: 'XLSX',
  mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ext: 'xlsx',
} as const;
const XLS = { name: 'XLS', mime: 'application/vnd.ms-excel', ext: 'xls' } as const;
const WEBM = { name: 'WebM', mime: 'video/webm', ext: 'webm' } as const;
const MP4 = { name: 'MP4', mime: 'video/mp4', ext: 'mp4' } as const;

/**
 * What an upload is for, and so the formats it may be (file/upload.json?kind=): `document`
 * (identity and company documents, the default), `image`, `pdf`, `sheet` (spreadsheets of bulk
 * calls) and `liveness` (the selfie photo and short video of the liveness check).
 */
export const UPLOAD_KIND_FORMATS = {
  document: [JPEG, PNG, PDF],
  image: [JPEG, PNG],
  pdf: [PDF],
  sheet: [XLSX, XLS],
  liveness: [JPEG, PNG, WEBM, MP4],
} as const satisfies Record<string, readonly UploadFormat[]>;
export type UploadKind = keyof typeof UPLOAD_KIND_FORMATS;
export const UPLOAD_KINDS = Object.keys(UPLOAD_KIND_FORMATS) as [UploadKind, ...UploadKind[]];

/** "JPEG, PNG, PDF": the formats of a kind as FILE_TYPE_REFUSED's {{types}} names them. */
export const uploadFormatNames = (kind: UploadKind) =>
  UPLOAD_KIND_FORMATS[kind].map((format) => format.name).join(', ');

/** file/upload.json's query string: what the upload is for. */
export const ZUploadQuery = z.object({ kind: z.enum(UPLOAD_KINDS).default('document') });
export type UploadQuery = z.input<typeof ZUploadQuery>;

export const ZUploadedFile = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
});
export type UploadedFile = z.infer<typeof ZUploadedFile>;

/** Console: document renewals waiting for review (or reviewed). */
export const ZRenewalListRequest = z.object({
  state: zCodeOf(MaterialReviewState).optional(),
  ...pageFields,
});

export const ZRenewal = z.object({
  id: z.string(),
  merchantId: z.string(),
  merNo: z.string(),
  merchantName: z.string(),
  documentId: z.string(),
  idType: z.number().int(),
  holderName: z.string(),
  idNumber: z.string(),
  oldExpiresOn: z.string(),
  newExpiresOn: z.string(),
  fileId: z.string(),
  fileName: z.string(),
  fileMime: z.string(),
  state: z.number().int(),
  reason: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type Renewal = z.infer<typeof ZRenewal>;

export const ZRenewalIdRequest = z.object({ renewalId: z.uuid() });
export const ZFileIdRequest = z.object({ fileId: z.uuid() });

/** The account centre is each user's own business: any logged-in user. */
const OWN = { kind: 'user' } as const;

const mer = operationsOf('mer', 'security');

export const securityApi = {
  flags: mer({
    path: 'securityAuthFlag.json',
    summary: 'Which protections the user has set',
    result: ZSecurityFlags,
    access: OWN,
  }),
  merExtend: mer({
    path: 'merExtend/query.json',
    summary: 'The state of the payment password',
    result: ZMerExtend,
    access: OWN,
  }),
  mfaState: mer({
    path: 'mfa/query.json',
    summary: 'Whether an authenticator is bound',
    result: ZMfaState,
    access: OWN,
  }),
  sendCode: mer({
    path: 'checkSmsCode.json',
    summary: 'Send a code to the caller’s own login account',
    request: ZCheckSmsCodeRequest,
    result: ZSendCodeResult,
    access: OWN,
  }),
  setPayPassword: mer({
    path: 'merExtend/orderVerifyConfig.json',
    summary: 'Set the payment password',
    request: ZSetPayPasswordRequest,
    result: ZOk,
    access: OWN,
  }),
  modifyPayPassword: mer({
    path: 'merExtend/orderCredentialModify.json',
    summary: 'Change the payment password',
    request: ZModifyPayPasswordRequest,
    result: ZOk,
    access: OWN,
  }),
  resetPayPassword: mer({
    path: 'merExtend/orderCredentialReset.json',
    summary: 'Reset a forgotten payment password with a code',
    request: ZResetPayPasswordRequest,
    result: ZOk,
    access: OWN,
  }),
  setDualVerification: mer({
    path: 'merExtend/dualVerification.json',
    summary: 'Whether payments ask for the authenticator code as well',
    request: ZDualVerificationRequest,
    result: ZOk,
    access: OWN,
  }),
  startMfaBinding: mer({
    path: 'mfa/bindInit.json',
    summary: 'A new authenticator secret to show once',
    result: ZMfaBindInit,
    access: OWN,
  }),
  bindMfa: mer({
    path: 'mfa/bind.json',
    summary: 'Bind the authenticator with its first code',
    request: ZMfaBindRequest,
    result: ZOk,
    access: OWN,
  }),
  unbindMfa: mer({
    path: 'mfa/unbind.json',
    summary: 'Remove the authenticator',
    request: ZMfaUnbindRequest,
    result: ZOk,
    access: OWN,
  }),
  paymentRequirements: mer({
    path: 'payment/requirements.json',
    summary: 'What a payment confirmation asks of this user',
    result: ZPaymentRequirements,
    access: OWN,
  }),
  sendPaymentCode: mer({
    path: 'payment/sendCode.json',
    summary: 'Send the one-time code of a payment confirmation',
    result: ZSendCodeResult,
    access: OWN,
  }),
};
