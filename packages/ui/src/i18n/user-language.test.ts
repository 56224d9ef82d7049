import type { Language } from '@tradebridge/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage } from './create-i18n.ts';
import { createI18n } from './create-i18n-eager.ts';
import { getStoredLanguage, hasStoredLanguage, storeLanguage } from './languages.ts';
import { adoptsUserLanguage, followUserLanguage } from './user-language.ts';

afterEach(() => sessionStorage.clear());

const saver = () => vi.fn((_language: Language) => Promise.resolve());

describe("a signed-in user's language", () => {
  it("opens a tab where none was chosen in the user's language, and keeps it for the tab", async () => {
    const i18n = createI18n({});
    expect(adoptsUserLanguage(i18n, 'ru-RU')).toBe(true);
    const save = saver();
    await followUserLanguage(i18n, 'ru-RU', save);
    expect(currentLanguage(i18n)).toBe('ru-RU');
    expect(getStoredLanguage()).toBe('ru-RU');
    expect(save).not.toHaveBeenCalled();
  });

  it('leaves a new tab alone when the user works in the default language', async () => {
    const i18n = createI18n({});
    expect(adoptsUserLanguage(i18n, 'zh-CN')).toBe(false);
    const save = saver();
    await followUserLanguage(i18n, 'zh-CN', save);
    expect(hasStoredLanguage()).toBe(false);
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps the language chosen in the tab and tells the server when it differs', async () => {
    storeLanguage('en-US');
    const i18n = createI18n({});
    expect(adoptsUserLanguage(i18n, 'ru-RU')).toBe(false);
    const save = saver();
    await followUserLanguage(i18n, 'ru-RU', save);
    expect(currentLanguage(i18n)).toBe('en-US');
    expect(save.mock.calls).toEqual([['en-US']]);

    await followUserLanguage(i18n, 'en-US', save);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('shrugs off a save that fails', async () => {
    storeLanguage('en-US');
    const i18n = createI18n({});
    await expect(
      followUserLanguage(i18n, 'zh-CN', () => Promise.reject(new Error('offline'))),
    ).resolves.toBeUndefined();
    expect(currentLanguage(i18n)).toBe('en-US');
  });
});
