import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, errorMessage, validationReason } from './error-messages.ts';
import { CLIENT_ERROR_CODES, ERROR_CODES, isErrorCode } from './errors.ts';
import { LANGUAGES } from './i18n.ts';
import { zAmount, zAmountIn } from './money.ts';
import { ZModifyPasswordRequest, ZRegisterRequest, zLoginPassword } from './identity.ts';
import { ZOperatorEnrolRequest } from './operators.ts';

const SERVER_CODES = Object.keys(ERROR_CODES);
const ALL_CODES = [...SERVER_CODES, ...CLIENT_ERROR_CODES];
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('error codes', () => {
  it('answer with a valid HTTP status', () => {
    for (const [code, status] of Object.entries(ERROR_CODES)) {
      expect(Number.isInteger(status) && status >= 200 && status <= 599, code).toBe(true);
    }
  });

  it('log the user out on the spec §8 session codes', () => {
    expect(ERROR_CODES.NO_LOGIN).toBe(401);
    expect(ERROR_CODES.LOGIN_REPEAT).toBe(401);
    expect(ERROR_CODES.AUTH_401_ERROR).toBe(401);
  });

  it('keep client-only codes apart from server codes', () => {
    for (const code of CLIENT_ERROR_CODES) expect(isErrorCode(code), code).toBe(false);
  });

  it('are recognised exactly, never inherited object keys', () => {
    expect(isErrorCode('NO_LOGIN')).toBe(true);
    expect(isErrorCode('no_login')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('__proto__')).toBe(false);
  });
});

describe.each(LANGUAGES)('error messages in %s', (language) => {
  const messages = ERROR_MESSAGES[language];

  it('exist for every server and client code, and for nothing else', () => {
    expect(Object.keys(messages.codes).sort()).toEqual([...ALL_CODES].sort());
  });

  it('are non-empty and carry the same placeholders as English', () => {
    const english: Record<string, string> = ERROR_MESSAGES['en-US'].codes;
    for (const [code, text] of Object.entries(messages.codes)) {
      expect(text.trim(), code).not.toBe('');
      expect(placeholders(text), code).toEqual(placeholders(english[code] ?? ''));
    }
  });

  it('have every validation reason the contract schemas raise', () => {
    const raised = [
      ...(zAmount.safeParse('abc').error?.issues ?? []),
      ...(zAmountIn('USD').safeParse('1.001').error?.issues ?? []),
      ...(zAmountIn('USD').safeParse('0').error?.issues ?? []),
      ...(zAmountIn('USD').safeParse('1'.repeat(20)).error?.issues ?? []),
      ...(zLoginPassword.safeParse('short').error?.issues ?? []),
      ...(ZModifyPasswordRequest.safeParse({
        oldPwd: 'x',
        newPwd: 'Abcdefg1',
        newPwdTwo: 'Abcdefg2',
      }).error?.issues ?? []),
      ...(ZRegisterRequest.safeParse({
        loginAccount: 'a@b.cd',
        registerType: 'email',
        verifyCode: '12',
        pwd: 'Abcdefg1',
        agreeTerms: false,
      }).error?.issues ?? []),
      ...(ZOperatorEnrolRequest.safeParse({ enrolToken: 'x'.repeat(20), totpCode: '1' }).error
        ?.issues ?? []),
    ].map((issue) => issue.message);
    expect(raised).toEqual([
      'amountInvalid',
      'amountScale:2',
      'amountPositive',
      'amountTooLarge:9999999999999.99',
      'loginPasswordRule',
      'passwordsInconsistent',
      'verificationCodeRule',
      'agreeTermsRequired',
      'oneTimeCodeRule',
    ]);
    expect(validationReason('required', language)).toMatch(/\S/);
    for (const reason of raised) expect(validationReason(reason, language), reason).toMatch(/\S/);
  });

  it('fill in their parameters', () => {
    const text = errorMessage('VALIDATION_FAILED', language, { field: 'amount', reason: 'X' });
    expect(text).toContain('amount');
    expect(text).toContain('X');
    expect(text).not.toContain('{{');
    expect(errorMessage('API_NOT_FOUND', language, { path: '/api/x' })).toContain('/api/x');
    expect(validationReason('amountScale:2', language)).toContain('2');
    expect(validationReason('amountScale:2', language)).not.toContain('{{');
  });
});

describe('validationReason', () => {
  it('reads the argument after the colon', () => {
    expect(validationReason('amountScale:6', 'en-US')).toBe('at most 6 decimal places');
    expect(validationReason('required', 'ru-RU')).toBe('не может быть пустым');
  });

  it('answers undefined for reasons it does not know, including inherited object keys', () => {
    expect(validationReason('Invalid input', 'en-US')).toBeUndefined();
    expect(validationReason('', 'en-US')).toBeUndefined();
    expect(validationReason('toString', 'en-US')).toBeUndefined();
    expect(validationReason('constructor:1', 'zh-CN')).toBeUndefined();
    expect(validationReason('__proto__', 'zh-TW')).toBeUndefined();
  });
});
