// Password hashing (argon2id, memory-hard), random tokens, keyed hashes of one-time codes and
// tokens, and authenticated encryption of secrets at rest (AES-256-GCM).
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id, 19 MiB, 2 passes (OWASP's minimum for argon2id): ~14 ms per verification here.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 as const };

export const hashPassword = (password: string) => hash(password, ARGON2);

export const verifyPassword = async (stored: string | null, password: string) => {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
};

/** A hash to compare against when the account does not exist, so timing does not tell. */
let decoyHash: Promise<string> | undefined;
export const decoyPasswordCheck = async (password: string) => {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await decoyHash, password);
  return false;
};

/** An opaque random token (URL-safe). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** A random string of decimal digits (uniform: rejection sampling, no modulo bias). */
export const randomDigits = (length: number) => {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 250 && out.length < length) out += String(byte % 10);
    }
  }
  return out;
};

/** Tokens are looked up by their SHA-256; the token itself is never stored. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export type Secrets = {
  /** Keyed hash for short one-time values (codes, captcha answers) that a plain hash won't hide. */
  keyedHash(value: string): string;
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
};

export const createSecrets = (appSecret: string): Secrets => {
  const derive = (info: string) =>
    Buffer.from(hkdfSync('sha256', appSecret, 'tradebridge', info, 32));
  const hmacKey = derive('one-time-values');
  const encKey = derive('secrets-at-rest');
  return {
    keyedHash: (value) => createHmac('sha256', hmacKey).update(value).digest('hex'),
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `v1.${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${body.toString('base64url')}`;
    },
    decrypt(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined)
        throw new Error('unknown secret format');
      const decipher = createDecipheriv('aes-256-gcm', encKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
};

/** Constant-time equality of two hex digests (or any equal-length strings). */
export const safeEqual = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};
