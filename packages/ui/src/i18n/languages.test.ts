import { LANGUAGES } from '@tradebridge/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { changeLanguage, currentLanguage } from './create-i18n.ts';
import { createI18n } from './create-i18n-eager.ts';
import {
  getStoredLanguage,
  LANGUAGE_STORAGE_KEY,
  NATIVE_LANGUAGE_NAMES,
  siderWidthFor,
  storeLanguage,
} from './languages.ts';

describe('language storage', () => {
  afterEach(() => sessionStorage.clear());

  it('defaults to Chinese when nothing is stored', () => {
    expect(getStoredLanguage()).toBe('zh-CN');
  });

  it('keeps the language in session storage (spec §9) under "language"', () => {
    storeLanguage('ru-RU');
    expect(sessionStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ru-RU');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    expect(getStoredLanguage()).toBe('ru-RU');
  });

  it('ignores an unknown stored value', () => {
    sessionStorage.setItem(LANGUAGE_STORAGE_KEY, 'de-DE');
    expect(getStoredLanguage()).toBe('zh-CN');
  });

  it('names every language in itself', () => {
    expect(Object.keys(NATIVE_LANGUAGE_NAMES).sort()).toEqual([...LANGUAGES].sort());
    expect(NATIVE_LANGUAGE_NAMES['ru-RU']).toBe('Русский');
  });

  it('gives the side menu 210 px in Chinese and 310 px otherwise', () => {
    expect(siderWidthFor('zh-CN')).toBe(210);
    expect(siderWidthFor('zh-TW')).toBe(210);
    expect(siderWidthFor('en-US')).toBe(310);
    expect(siderWidthFor('ru-RU')).toBe(310);
  });
});

describe('createI18n / changeLanguage', () => {
  afterEach(() => sessionStorage.clear());

  it('starts in the stored language', () => {
    storeLanguage('en-US');
    const i18n = createI18n({});
    expect(currentLanguage(i18n)).toBe('en-US');
    expect(i18n.t('exception.backHome', { ns: 'ui' })).toBe('Back home');
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('switches texts, stored language, dayjs locale and <html lang>', async () => {
    const i18n = createI18n(
      { 'ru-RU': { demo: { hello: 'Привет, {{name}}' } } },
      { language: 'zh-CN' },
    );
    expect(i18n.t('exception.backHome', { ns: 'ui' })).toBe('返回首页');
    expect(dayjs.locale()).toBe('zh-cn');

    await changeLanguage(i18n, 'ru-RU');
    expect(i18n.t('exception.backHome', { ns: 'ui' })).toBe('На главную');
    expect(i18n.t('hello', { ns: 'demo', name: 'Анна' })).toBe('Привет, Анна');
    expect(sessionStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ru-RU');
    expect(dayjs.locale()).toBe('ru');
    expect(document.documentElement.lang).toBe('ru-RU');
  });

  it('uses i18next v4 plural forms (Russian one/few/many)', () => {
    const i18n = createI18n(
      {
        'ru-RU': {
          demo: {
            files_one: '{{count}} файл',
            files_few: '{{count}} файла',
            files_many: '{{count}} файлов',
            files_other: '{{count}} файла',
          },
        },
      },
      { language: 'ru-RU' },
    );
    const t = (count: number) => i18n.t('files', { ns: 'demo', count });
    expect([t(1), t(3), t(5), t(21)]).toEqual(['1 файл', '3 файла', '5 файлов', '21 файл']);
  });
});
