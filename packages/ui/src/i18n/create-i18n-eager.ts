// An i18next instance holding every language at once, ready synchronously: the tests and the
// parity checks. Kept apart from create-i18n.ts so the apps' bundles never carry all four
// languages' texts and locales.
import { DEFAULT_LANGUAGE, LANGUAGES } from '@tradebridge/contracts';
import { ERROR_MESSAGES } from '@tradebridge/contracts/error-messages';
import enUS from 'antd/locale/en_US';
import ruRU from 'antd/locale/ru_RU';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import 'dayjs/locale/en';
import 'dayjs/locale/ru';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { baseOptions, followLanguage, type CreateI18nOptions } from './create-i18n.ts';
import { registerErrorTexts } from './error-texts.ts';
import { registerLanguagePacks } from './language-packs.ts';
import { getStoredLanguage } from './languages.ts';
import { mergeResources, type LocaleResources } from './resources.ts';
import { uiResources } from './ui-resources.ts';

export const createI18n = (
  resources: Partial<LocaleResources>,
  { defaultNS, language = getStoredLanguage() }: CreateI18nOptions = {},
): I18n => {
  registerLanguagePacks({ 'zh-CN': zhCN, 'en-US': enUS, 'ru-RU': ruRU, 'zh-TW': zhTW });
  for (const language of LANGUAGES) registerErrorTexts(language, ERROR_MESSAGES[language]);
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
