// A login account is an e-mail address or a mobile number (optionally with its area code).
import { AREA_CODE, EMAIL, MOBILE } from '@tradebridge/contracts';

export type Account =
  | { kind: 'email'; email: string; key: string }
  | { kind: 'mobile'; areaCode: string | null; mPhone: string; key: string };

export const DEFAULT_AREA_CODE = '+86';

/**
 * Parses what the user typed: "Name@Mail.com", "13800000000", "+7 9161234567". Returns null when
 * it is neither an e-mail address nor a mobile number.
 */
export const parseAccount = (raw: string, areaCode?: string | null): Account | null => {
  const value = raw.trim();
  if (value.includes('@')) {
    const email = value.toLowerCase();
    return EMAIL.test(email) ? { kind: 'email', email, key: `email:${email}` } : null;
  }
  const match = /^(\+\d{1,4})?[\s-]*([\d\s-]+)$/.exec(value);
  if (!match) return null;
  const digits = (match[2] ?? '').replace(/[\s-]/g, '');
  if (!MOBILE.test(digits)) return null;
  const code =
    match[1] ?? (areaCode ? (areaCode.startsWith('+') ? areaCode : `+${areaCode}`) : null);
  if (code && !AREA_CODE.test(code)) return null;
  return { kind: 'mobile', areaCode: code, mPhone: digits, key: `mobile:${code ?? ''}${digits}` };
};

/** How a registered account is written for the user: e-mail, or "+86 138****0000" style. */
export const displayAccount = (user: {
  email: string | null;
  areaCode: string | null;
  mPhone: string | null;
}) => user.email ?? `${user.areaCode ?? ''} ${user.mPhone ?? ''}`.trim();
