// What a language needs besides the product's texts: antd's component texts (pagination, date
// picker, empty states …) and dayjs's month and day names. Fetched with that language's texts —
// the bundler puts them in the language's chunk (scripts/chunk-groups.ts) — so a visitor loads
// one language's, not four.
import type { Language } from '@tradebridge/contracts';
import type { Locale } from 'antd/es/locale';

export const DAYJS_LOCALES: Record<Language, string> = {
  'zh-CN': 'zh-cn',
  'en-US': 'en',
  'ru-RU': 'ru',
  'zh-TW': 'zh-tw',
};

// dayjs's locale files register themselves when loaded; antd's are plain objects.
const fetchers: Record<Language, () => Promise<Locale>> = {
  'zh-CN': async () =>
    (await Promise.all([import('antd/es/locale/zh_CN'), import('dayjs/locale/zh-cn')]))[0].default,
  'en-US': async () =>
    (await Promise.all([import('antd/es/locale/en_US'), import('dayjs/locale/en')]))[0].default,
  'ru-RU': async () =>
    (await Promise.all([import('antd/es/locale/ru_RU'), import('dayjs/locale/ru')]))[0].default,
  'zh-TW': async () =>
    (await Promise.all([import('antd/es/locale/zh_TW'), import('dayjs/locale/zh-tw')]))[0].default,
};

/**
 * How each language writes a date in a date field (dayjs tokens), as formatDate shows dates
 * (contracts display.ts): antd's pickers would write ISO dates in every language.
 */
const DATE_FIELD_FORMATS: Record<Language, string> = {
  'zh-CN': 'YYYY/MM/DD',
  'en-US': 'MM/DD/YYYY',
  'ru-RU': 'DD.MM.YYYY',
  'zh-TW': 'YYYY/MM/DD',
};

const withDateFormat = (language: Language, locale: Locale): Locale => {
  const picker = locale.DatePicker;
  if (!picker) return locale;
  const date = DATE_FIELD_FORMATS[language];
  return {
    ...locale,
    DatePicker: {
      ...picker,
      lang: {
        ...picker.lang,
        fieldDateFormat: date,
        fieldDateTimeFormat: `${date} HH:mm:ss`,
      },
    },
  };
};

const antdLocales = new Map<Language, Locale>();
const fetching = new Map<Language, Promise<void>>();

/**
 * Fetches a language's antd and dayjs locales once, however many of its namespaces ask at the
 * same time; a failed fetch is tried again on the next call.
 */
export const loadLanguagePack = (language: Language): Promise<void> => {
  if (antdLocales.has(language)) return Promise.resolve();
  let pending = fetching.get(language);
  if (!pending) {
    pending = fetchers[language]().then(
      (locale) => {
        antdLocales.set(language, withDateFormat(language, locale));
      },
      (error: unknown) => {
        fetching.delete(language);
        throw error;
      },
    );
    fetching.set(language, pending);
  }
  return pending;
};

/** For callers that imported the locales themselves (the eager test instance). */
export const registerLanguagePacks = (packs: Record<Language, Locale>) => {
  for (const [language, locale] of Object.entries(packs)) {
    antdLocales.set(language as Language, withDateFormat(language as Language, locale));
  }
};

/** antd's locale of a loaded language (antd's own English until then). */
export const antdLocaleOf = (language: Language): Locale | undefined => antdLocales.get(language);
