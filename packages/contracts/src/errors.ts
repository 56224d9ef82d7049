// The error-code registry: every code the API answers with and its HTTP status. Their messages
// in every language are locales/<lang>/errors.json: the server reads them all through
// `@tradebridge/contracts/error-messages`, the web fetches the current language's with its texts.

export const ERROR_CODES = {
  // Spec §8 codes with their client behaviour.
  NO_LOGIN: 401,
  LOGIN_REPEAT: 401,
  AUTH_401_ERROR: 401,
  // Request and platform errors.
  BAD_REQUEST: 400,
  MALFORMED_JSON: 400,
  VALIDATION_FAILED: 400,
  NOT_FOUND: 404,
  API_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  IDEMPOTENCY_KEY_REUSED: 409,
  IDEMPOTENCY_KEY_REQUIRED: 400,
  REQUEST_IN_PROGRESS: 409,
  // Spec §8 message catalogue.
  NO_ACCESS: 403,
  LOGIN_NO_PERMISSION: 403,
  VCODE_EXPIRED: 400,
  PAY_PASSWORDS_MISMATCH: 400,
  SEND_CODE_FIRST: 400,
  TRADING_TIMEOUT: 409,
  TRADING_NOT_SUPPORTED: 409,
  OUT_OF_HOURS: 200,
  INSUFFICIENT_BALANCE: 409,
  TEMPLATE_DOWNLOAD_FAILED: 500,
  DATA_EXPORT_FAILED: 500,
  DOWNLOAD_FAILED_FEWER: 500,
  DOWNLOAD_COUNT_OVER_LIMIT: 400,
  BATCH_AMOUNTS_MISMATCH: 400,
  UPLOAD_APPROVAL_FAILED: 400,
  AUTH_CONTACT_MANAGER: 403,
  REAL_PERSON_AUTH_FIRST: 403,
  PAYMENT_ORDER_INCOMPLETE: 400,
  PAY_WITH_HKD: 400,
  VISA_ONLY: 400,
  INSUFFICIENT_FX_LIMIT: 409,
  PAYMENT_FAILED_REFUND: 409,
  // Ledger.
  SAME_ACCOUNT: 400,
  CURRENCY_MISMATCH: 400,
  REFERENCE_REUSED: 409,
  HOLD_RESOLVED: 409,
  BALANCE_LIMIT: 409,
  // Account centre.
  PAY_PWD_SAME_DIGITS: 400,
  PAY_PWD_SEQUENCE: 400,
  PAY_PWD_COMMON: 400,
  PAY_PWD_SAME_AS_LAST: 400,
  PAY_PWD_WRONG: 400,
  PAY_LOCKED: 423,
  PAY_PWD_ALREADY_SET: 409,
  PAY_PWD_NOT_SET: 409,
  SECURITY_NOT_SET: 409,
  MFA_ALREADY_BOUND: 409,
  MFA_NOT_BOUND: 409,
  CHECK_ACCOUNT_MISMATCH: 400,
  AMOUNT_MISMATCH: 400,
  FILE_TOO_LARGE: 413,
  FILE_TYPE_REFUSED: 415,
  RENEWAL_PENDING: 409,
  // Identity.
  LOGIN_FAILED: 401,
  LOGIN_THROTTLED: 429,
  CAPTCHA_WRONG: 400,
  CODE_WRONG: 400,
  CODE_EXPIRED: 400,
  CODE_VOID: 400,
  CODE_TOO_FREQUENT: 429,
  ACCOUNT_EXISTS: 409,
  INVITE_CODE_INVALID: 400,
  OLD_PASSWORD_WRONG: 400,
  PASSWORD_SAME_AS_OLD: 400,
  USER_DISABLED: 403,
  MERCHANT_FROZEN: 403,
  ADMIN_ONLY: 403,
  TOTP_WRONG: 400,
  ENROL_EXPIRED: 400,
  CANNOT_CHANGE_SELF: 400,
  // Agreements.
  AGREEMENT_VERSION_STALE: 409,
  // Notices, downloads, jobs.
  DOWNLOAD_NOT_READY: 409,
  DOWNLOAD_EXPIRED: 410,
  JOB_NOT_RETRYABLE: 409,
  MERCHANT_NOS_UNKNOWN: 400,
  ANNOUNCEMENT_WITHDRAWN: 409,
  EXPORT_TOO_MANY_PENDING: 429,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * Validation reasons that are a catalogued situation of their own (spec §8): a request refused
 * only for such a reason answers with its code (and the field), not with VALIDATION_FAILED.
 */
export const VALIDATION_REASON_CODES = {
  payPasswordsInconsistent: 'PAY_PASSWORDS_MISMATCH',
} as const satisfies Record<string, ErrorCode>;

/** Codes the web produces itself (no server answer). */
export const CLIENT_ERROR_CODES = ['NETWORK_ERROR', 'DOWNLOAD_TIMEOUT', 'REQUEST_TIMEOUT'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_CODES, code);
