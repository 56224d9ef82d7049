// One i18next instance per app, with the ui package's own namespace merged in. Switching the
// language also switches the dayjs locale, <html lang> and the stored language; antd's locale
// follows in AppProviders.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@tradebridge/contracts';
import dayjs from 'dayjs';
import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setAmountLanguage } from './amount-format.ts';
import { getStoredLanguage, isLanguage, storeLanguage } from './languages.ts';
import { DAYJS_LOCALES, loadLanguagePack } from './language-packs.ts';
import { lazyBackend, type LazyLocales } from './lazy-locales.ts';
import { UI_NAMESPACE } from './ui-resources.ts';

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

export const baseOptions = (namespaces: string[], language: Language, defaultNS?: string) =>
  ({
    lng: language,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    ns: namespaces,
    defaultNS: defaultNS ?? namespaces[0] ?? UI_NAMESPACE,
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: false },
  }) satisfies InitOptions;

export const followLanguage = (instance: I18n, language: Language): I18n => {
  applyLanguage(language);
  instance.on('languageChanged', (next: string) => {
    if (!isLanguage(next)) return;
    storeLanguage(next);
    applyLanguage(next);
  });
  return instance;
};

/**
 * The apps' instance: only the current language's texts are fetched, its first part (the first
 * screens' namespaces) and its pack (antd, dayjs, the ui namespace, error messages) at once before
 * the first render; the other parts' namespaces arrive with `loadNamespaces`, before a screen that
 * needs them renders. Switching languages fetches the next language's namespaces in use before
 * anything re-renders. There is no fallback language to fetch as well: the parity tests keep every
 * key in every language.
 */
export const loadI18n = async (
  { firstPart, partOf, loadPart }: LazyLocales,
  { defaultNS, language = getStoredLanguage() }: CreateI18nOptions = {},
): Promise<I18n> => {
  const [first] = await Promise.all([loadPart(language, firstPart), loadLanguagePack(language)]);
  const instance = i18next.createInstance();
  await instance
    .use(initReactI18next)
    .use(
      lazyBackend(async (lng, ns) => {
        // A language's pack comes with its first namespace read (a language switch).
        const [pack, part] = await Promise.all([
          loadLanguagePack(lng),
          ns === UI_NAMESPACE ? undefined : loadPart(lng, partOf(ns)),
        ]);
        return part ? (part[ns] ?? {}) : pack.ui;
      }),
    )
    .init({
      ...baseOptions([UI_NAMESPACE, ...Object.keys(first)], language, defaultNS),
      fallbackLng: false,
    });
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
