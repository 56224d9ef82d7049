// The portal's i18next instance: every locales/<lang>/<area>.json of the portal plus the ui
// package's own texts.
import { createI18n, resourcesFromGlob, type CreateI18nOptions } from '@tradebridge/ui';

export const webResources = resourcesFromGlob(
  import.meta.glob('../locales/*/*.json', { eager: true, import: 'default' }),
);

export const createWebI18n = (options: CreateI18nOptions = {}) =>
  createI18n(webResources, { defaultNS: 'layout', ...options });
