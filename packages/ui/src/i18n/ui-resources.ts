// The ui package's own texts (namespace `ui`): exception pages, language switch, image preview,
// dialogs.
import enUS from '../locales/en-US/ui.json' with { type: 'json' };
import ruRU from '../locales/ru-RU/ui.json' with { type: 'json' };
import zhCN from '../locales/zh-CN/ui.json' with { type: 'json' };
import zhTW from '../locales/zh-TW/ui.json' with { type: 'json' };
import type { Language } from '@tradebridge/contracts';
import type { ResourceLanguage } from 'i18next';
import { registerErrorTexts } from './error-texts.ts';
import type { LocaleResources } from './resources.ts';

export const UI_NAMESPACE = 'ui';

export const uiResources: LocaleResources = {
  'zh-CN': { [UI_NAMESPACE]: zhCN },
  'en-US': { [UI_NAMESPACE]: enUS },
  'ru-RU': { [UI_NAMESPACE]: ruRU },
  'zh-TW': { [UI_NAMESPACE]: zhTW },
};

const uiFiles = import.meta.glob<ResourceLanguage[string]>('../locales/*/ui.json', {
  import: 'default',
});

const errorFiles = import.meta.glob<Parameters<typeof registerErrorTexts>[1]>(
  '../../../contracts/src/locales/*/errors.json',
  { import: 'default' },
);

/**
 * The `ui` namespace of one language, fetched with that language's chunk, and the language's
 * error messages (registered for `messageForCode`).
 */
export const loadUiTexts = async (language: Language): Promise<ResourceLanguage[string]> => {
  const [ui, errors] = await Promise.all([
    uiFiles[`../locales/${language}/ui.json`]!(),
    errorFiles[`../../../contracts/src/locales/${language}/errors.json`]!(),
  ]);
  registerErrorTexts(language, errors);
  return ui;
};
