import { describe, expect, it } from 'vitest';
import {
  AUTHORED_LANGUAGES,
  DEFAULT_LANGUAGE,
  interpolate,
  LANGUAGES,
  resolveLanguage,
} from './i18n.ts';

describe('languages', () => {
  it('are Chinese (default), English, Russian and the derived traditional Chinese', () => {
    expect(LANGUAGES).toEqual(['zh-CN', 'en-US', 'ru-RU', 'zh-TW']);
    expect(DEFAULT_LANGUAGE).toBe('zh-CN');
    expect(AUTHORED_LANGUAGES).toEqual(['zh-CN', 'en-US', 'ru-RU']);
  });
});

describe('resolveLanguage', () => {
  it.each([
    [undefined, 'zh-CN'],
    [null, 'zh-CN'],
    ['', 'zh-CN'],
    ['   ', 'zh-CN'],
    ['*', 'zh-CN'],
    ['fr-FR', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['en-US', 'en-US'],
    ['ru-RU', 'ru-RU'],
    ['zh-TW', 'zh-TW'],
    ['ZH-tw', 'zh-TW'],
    ['ru', 'ru-RU'],
    ['ru-KZ', 'ru-RU'],
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
    ['zh', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh-HK', 'zh-TW'],
    ['zh-MO', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-Hant-HK', 'zh-TW'],
    ['en-GB,en;q=0.8', 'en-US'],
    ['fr-FR, ru;q=0.5, en;q=0.4', 'ru-RU'],
    [' ru-RU ; q=0.9 , en-US;q=0.8', 'ru-RU'],
  ] as const)('%j → %s', (header, language) => {
    expect(resolveLanguage(header)).toBe(language);
  });

  it('ranks Accept-Language tags by q weight, not by position', () => {
    expect(resolveLanguage('ru;q=0.2, en;q=0.9')).toBe('en-US');
    expect(resolveLanguage('de, ru;q=0.5, en;q=0.7')).toBe('en-US');
    // Equal weights keep the header order.
    expect(resolveLanguage('ru;q=0.5, en;q=0.5')).toBe('ru-RU');
  });

  it('skips tags marked not acceptable (q=0) or with a broken weight', () => {
    expect(resolveLanguage('en;q=0, ru')).toBe('ru-RU');
    expect(resolveLanguage('en;q=0')).toBe('zh-CN');
    expect(resolveLanguage('en;q=abc, ru;q=0.1')).toBe('ru-RU');
  });
});

describe('interpolate', () => {
  it('fills {{placeholders}}, with or without inner spaces', () => {
    expect(interpolate('{{field}}: {{reason}}', { field: 'amount', reason: 'required' })).toBe(
      'amount: required',
    );
    expect(interpolate('at most {{ value }} decimals', { value: 2 })).toBe('at most 2 decimals');
    expect(interpolate('{{n}} and {{n}}', { n: 1 })).toBe('1 and 1');
  });

  it('leaves unknown placeholders as they are', () => {
    expect(interpolate('No such API: {{path}}')).toBe('No such API: {{path}}');
    expect(interpolate('{{a}} {{b}}', { a: 'x' })).toBe('x {{b}}');
  });

  it('never takes inherited keys as parameters', () => {
    expect(interpolate('{{constructor}} {{toString}}', {})).toBe('{{constructor}} {{toString}}');
  });

  it('inserts values literally, even replacement patterns', () => {
    expect(interpolate('{{a}}', { a: '$& $1 $$' })).toBe('$& $1 $$');
    expect(interpolate('{{a}}', { a: '{{b}}', b: 'no' })).toBe('{{b}}');
  });

  it('writes non-string values as text', () => {
    expect(interpolate('{{a}}/{{b}}/{{c}}', { a: 0, b: false, c: 10n })).toBe('0/false/10');
  });

  it('leaves text without placeholders alone', () => {
    expect(interpolate('plain {text} {{ }} {{a-b}}', { a: 1 })).toBe('plain {text} {{ }} {{a-b}}');
  });
});
