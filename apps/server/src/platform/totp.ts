// Authenticator codes of operators and merchant users (RFC 6238: SHA-1, 6 digits, 30-second steps). A code is matched
// to its time step so the caller can refuse a step that was already used (replay protection).
import { HOTP, Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { safeEqual } from './crypto.ts';

export const TOTP_ISSUER = 'Tradebridge';
const PERIOD = 30;
const DIGITS = 6;
const ALGORITHM = 'SHA1';
/** Steps either side of now that are accepted, for clock drift. */
const WINDOW = 1;

/** A new random secret (160 bits), base32 as authenticator apps expect it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export const totpUrl = (secret: string, label: string) =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  }).toString();

export const qrDataUrlOf = (text: string) => QRCode.toDataURL(text, { margin: 1, width: 240 });

/**
 * The time step a code belongs to, or null. Only steps after `lastStep` count, so a code that was
 * accepted once never matches again.
 */
export const matchTotpStep = (
  secret: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): number | null => {
  const key = Secret.fromBase32(secret);
  const current = TOTP.counter({ period: PERIOD, timestamp: now });
  let matched: number | null = null;
  for (let step = current - WINDOW; step <= current + WINDOW; step++) {
    if (lastStep !== null && step <= lastStep) continue;
    const expected = HOTP.generate({
      secret: key,
      algorithm: ALGORITHM,
      digits: DIGITS,
      counter: step,
    });
    // Every candidate is compared, so the time taken does not tell which step matched.
    if (safeEqual(expected, code) && matched === null) matched = step;
  }
  return matched;
};
