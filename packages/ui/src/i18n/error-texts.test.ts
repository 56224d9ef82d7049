import { LANGUAGES } from '@tradebridge/contracts';
import {
  ERROR_MESSAGES,
  errorMessage,
  validationReason,
} from '@tradebridge/contracts/error-messages';
import { describe, expect, it } from 'vitest';
import { messageForCode, registerErrorTexts, validationReasonText } from './error-texts.ts';

describe('messageForCode', () => {
  it('says the code itself until a language has arrived, then its message', () => {
    expect(messageForCode('INSUFFICIENT_BALANCE', 'ru-RU')).toBe('INSUFFICIENT_BALANCE');
    registerErrorTexts('ru-RU', ERROR_MESSAGES['ru-RU']);
    expect(messageForCode('INSUFFICIENT_BALANCE', 'ru-RU')).toBe(
      errorMessage('INSUFFICIENT_BALANCE', 'ru-RU'),
    );
  });

  it('matches the server’s messages in every language, parameters filled in', () => {
    for (const language of LANGUAGES) registerErrorTexts(language, ERROR_MESSAGES[language]);
    for (const language of LANGUAGES) {
      expect(messageForCode('CODE_TOO_FREQUENT', language, { seconds: 42 })).toBe(
        errorMessage('CODE_TOO_FREQUENT', language, { seconds: 42 }),
      );
      // A code the contracts do not know reads as the generic server error.
      expect(messageForCode('SOMETHING_NEW', language)).toBe(
        errorMessage('SERVER_ERROR', language),
      );
    }
  });
});

describe('validationReasonText', () => {
  it('reads the reasons of contract schemas as the server words them, and nothing else', () => {
    for (const language of LANGUAGES) registerErrorTexts(language, ERROR_MESSAGES[language]);
    for (const language of LANGUAGES) {
      expect(validationReasonText('chineseNotAllowed', language)).toBe(
        validationReason('chineseNotAllowed', language),
      );
      expect(validationReasonText('amountScale:2', language)).toBe(
        validationReason('amountScale:2', language),
      );
      expect(validationReasonText('constructor', language)).toBeUndefined();
      expect(validationReasonText('Invalid input', language)).toBeUndefined();
    }
  });
});
