// Picture captchas for the login form: 4 characters, answer kept hashed in the database (so any
// server process can check it) for 5 minutes, single use.
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../../platform/db/client.ts';
import type { Secrets } from '../../../platform/crypto.ts';
import { safeEqual } from '../../../platform/crypto.ts';
import { AppError } from '../../../platform/errors.ts';
import { saveCaptcha, takeCaptcha } from './repository.ts';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

const answerHash = (secrets: Secrets, codeToken: string, answer: string) =>
  secrets.keyedHash(`captcha|${codeToken}|${answer.trim().toLowerCase()}`);

export const createCaptcha = async (
  db: Db,
  secrets: Secrets,
  codeToken: string,
  keepAnswerForDev: boolean,
) => {
  const captcha = svgCaptcha.create({
    size: 4,
    noise: 2,
    ignoreChars: '0oO1iIlL',
    color: true,
    background: '#f4f6fb',
    width: 120,
    height: 40,
  });
  const expiresAt = new Date(Date.now() + CAPTCHA_TTL_MS);
  // Asking again with the same codeToken (the user clicked "refresh") replaces the old picture.
  await saveCaptcha(db, {
    codeToken,
    answerHash: answerHash(secrets, codeToken, captcha.text),
    devAnswer: keepAnswerForDev ? captcha.text : null,
    expiresAt,
  });
  return captcha.data;
};

/** Checks and consumes a captcha: one answer per picture, right or wrong. */
export const consumeCaptcha = async (
  db: Db,
  secrets: Secrets,
  codeToken: string,
  answer: string,
) => {
  const row = await takeCaptcha(db, codeToken);
  if (!row || row.expiresAt.getTime() < Date.now()) throw new AppError('VCODE_EXPIRED');
  if (!safeEqual(row.answerHash, answerHash(secrets, codeToken, answer)))
    throw new AppError('CAPTCHA_WRONG');
};
