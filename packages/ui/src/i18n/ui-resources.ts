// The ui package's own texts (namespace `ui`): exception pages, language switch, image preview,
// dialogs. All four languages at once, for the eager instance of the tests; the apps fetch one
// language's with its pack (language-packs.ts).
import enUS from '../locales/en-US/ui.json' with { type: 'json' };
import ruRU from '../locales/ru-RU/ui.json' with { type: 'json' };
import zhCN from '../locales/zh-CN/ui.json' with { type: 'json' };
import zhTW from '../locales/zh-TW/ui.json' with { type: 'json' };
import type { LocaleResources } from './resources.ts';

export const UI_NAMESPACE = 'ui';

export const uiResources: LocaleResources = {
  'zh-CN': { [UI_NAMESPACE]: zhCN },
  'en-US': { [UI_NAMESPACE]: enUS },
  'ru-RU': { [UI_NAMESPACE]: ruRU },
  'zh-TW': { [UI_NAMESPACE]: zhTW },
};
