// What a language needs besides an app's own texts: antd's component texts (pagination, date
// picker, empty states …), dayjs's month and day names, the ui package's texts and the API's error
// messages. One module per language (packs/<lang>.ts), so one chunk: a visitor fetches one
// language's, not four, and in one request.
import type { Language } from '@tradebridge/contracts';
import type { Locale } from 'antd/es/locale';
import type { ResourceLanguage } from 'i18next';
import { registerErrorTexts, type ErrorTexts } from './error-texts.ts';

export type LanguagePack = { antd: Locale; errors: ErrorTexts; ui: ResourceLanguage[string] };

export const DAYJS_LOCALES: Record<Language, string> = {
  'zh-CN': 'zh-cn',
  'en-US': 'en',
  'ru-RU': 'ru',
  'zh-TW': 'zh-tw',
};

// One module per language; dayjs's locale registers itself when its pack is loaded.
const packFiles = import.meta.glob<LanguagePack>('./packs/*.ts', { import: 'default' });

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
const fetching = new Map<Language, Promise<LanguagePack>>();

/**
 * Fetches a language's pack once, however many of its namespaces ask at the same time, and puts
 * its antd locale and error messages in place; a failed fetch is tried again on the next call.
 */
export const loadLanguagePack = (language: Language): Promise<LanguagePack> => {
  let pending = fetching.get(language);
  if (!pending) {
    pending = packFiles[`./packs/${language}.ts`]!().then(
      (pack) => {
        antdLocales.set(language, withDateFormat(language, pack.antd));
        registerErrorTexts(language, pack.errors);
        return pack;
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
