// One i18next instance per app, with the ui package's own namespace merged in. Switching the
// language also switches the dayjs locale, <html lang> and the stored language; antd's locale
// follows in AppProviders.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@tradebridge/contracts';
import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/ru';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setAmountLanguage } from './amount-format.ts';
import { getStoredLanguage, isLanguage, storeLanguage } from './languages.ts';
import { lazyBackend, type LazyLocales } from './lazy-locales.ts';
import { mergeResources, type LocaleResources } from './resources.ts';
import { loadUiTexts, UI_NAMESPACE, uiResources } from './ui-resources.ts';

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

const baseOptions = (namespaces: string[], language: Language, defaultNS?: string) =>
  ({
    lng: language,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    ns: namespaces,
    defaultNS: defaultNS ?? namespaces[0] ?? UI_NAMESPACE,
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: false },
  }) satisfies InitOptions;

const followLanguage = (instance: I18n, language: Language): I18n => {
  applyLanguage(language);
  instance.on('languageChanged', (next: string) => {
    if (!isLanguage(next)) return;
    storeLanguage(next);
    applyLanguage(next);
  });
  return instance;
};

/** An instance holding every language at once, ready synchronously (tests, parity checks). */
export const createI18n = (
  resources: Partial<LocaleResources>,
  { defaultNS, language = getStoredLanguage() }: CreateI18nOptions = {},
): I18n => {
  const merged = mergeResources(uiResources, resources);
  const namespaces = [...new Set(LANGUAGES.flatMap((l) => Object.keys(merged[l])))];
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...baseOptions(namespaces, language, defaultNS),
    resources: merged,
    fallbackLng: DEFAULT_LANGUAGE,
    initAsync: false,
  });
  return followLanguage(instance, language);
};

/**
 * The apps' instance: only the current language's texts are fetched (one chunk per language);
 * switching languages fetches the next one before anything re-renders. There is no fallback
 * language to fetch as well: the parity tests keep every key in every language.
 */
export const loadI18n = async (
  { namespaces, load }: LazyLocales,
  { defaultNS, language = getStoredLanguage() }: CreateI18nOptions = {},
): Promise<I18n> => {
  const all = [...new Set([UI_NAMESPACE, ...namespaces])];
  const instance = i18next.createInstance();
  await instance
    .use(initReactI18next)
    .use(lazyBackend((lng) => Promise.all([loadUiTexts(lng), load(lng)])))
    .init({ ...baseOptions(all, language, defaultNS), fallbackLng: false });
  return followLanguage(instance, language);
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
