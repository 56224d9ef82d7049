// The current language (spec §9: Chinese by default, kept in session storage) and the facts that
// depend on it outside translations: native names, html lang, side-menu width.
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
} from '@tradebridge/contracts';

export { LANGUAGE_STORAGE_KEY };

/** Each language named in itself; never translated (and never run through the zh-TW converter). */
export const NATIVE_LANGUAGE_NAMES: Record<Language, string> = {
  'zh-CN': '简体中文',
  'en-US': 'English',
  'ru-RU': 'Русский',
  'zh-TW': '繁體中文',
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

const session = (): Storage | undefined => {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // storage disabled by the browser
  }
};

export const getStoredLanguage = (): Language => {
  const stored = session()?.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
};

/** Whether a language was chosen in this tab (else the default is only assumed). */
export const hasStoredLanguage = (): boolean =>
  isLanguage(session()?.getItem(LANGUAGE_STORAGE_KEY));

export const storeLanguage = (language: Language): void => {
  session()?.setItem(LANGUAGE_STORAGE_KEY, language);
};

export const isChinese = (language: Language): boolean =>
  language === 'zh-CN' || language === 'zh-TW';

/** Side-menu width of spec §2: 210 for Chinese, 310 for the (longer) other languages. */
export const SIDER_WIDTH = { chinese: 210, other: 310 } as const;

export const siderWidthFor = (language: Language): number =>
  isChinese(language) ? SIDER_WIDTH.chinese : SIDER_WIDTH.other;
