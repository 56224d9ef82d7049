// One i18next instance per app, with the ui package's own namespace merged in. Switching the
// language also switches the dayjs locale, <html lang> and the stored language; antd's locale
// follows in AppProviders.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@tradebridge/contracts';
import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/ru';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setAmountLanguage } from './amount-format.ts';
import { getStoredLanguage, isLanguage, storeLanguage } from './languages.ts';
import { mergeResources, type LocaleResources } from './resources.ts';
import { uiResources } from './ui-resources.ts';

export const DAYJS_LOCALES: Record<Language, string> = {
  'zh-CN': 'zh-cn',
  'en-US': 'en',
  'ru-RU': 'ru',
  'zh-TW': 'zh-tw',
};

const applyLanguage = (language: Language): void => {
  dayjs.locale(DAYJS_LOCALES[language]);
  setAmountLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};

export type CreateI18nOptions = {
  /** Namespace used when a key names none. */
  defaultNS?: string;
  /** Start language; the stored one (or zh-CN) when left out. */
  language?: Language;
};

export const createI18n = (
  resources: Partial<LocaleResources>,
  { defaultNS, language = getStoredLanguage() }: CreateI18nOptions = {},
): I18n => {
  const merged = mergeResources(uiResources, resources);
  const namespaces = [...new Set(LANGUAGES.flatMap((l) => Object.keys(merged[l])))];
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: merged,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    ns: namespaces,
    defaultNS: defaultNS ?? namespaces[0] ?? 'ui',
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
    react: { useSuspense: false },
  });
  applyLanguage(language);
  instance.on('languageChanged', (next: string) => {
    if (!isLanguage(next)) return;
    storeLanguage(next);
    applyLanguage(next);
  });
  return instance;
};

/** The instance's current language as one of the product's languages. */
export const currentLanguage = (i18n: I18n): Language => {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
};

/** Switches the app language: texts, antd and dayjs locales, <html lang>, stored language. */
export const changeLanguage = async (i18n: I18n, language: Language): Promise<void> => {
  storeLanguage(language);
  await i18n.changeLanguage(language);
};
