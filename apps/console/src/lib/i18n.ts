// The console's i18next instance: every locales/<lang>/<area>.json of the console plus the ui
// package's own texts.
import { createI18n, resourcesFromGlob, type CreateI18nOptions } from '@tradebridge/ui';

export const consoleResources = resourcesFromGlob(
  import.meta.glob('../locales/*/*.json', { eager: true, import: 'default' }),
);

export const createConsoleI18n = (options: CreateI18nOptions = {}) =>
  createI18n(consoleResources, { defaultNS: 'layout', ...options });
