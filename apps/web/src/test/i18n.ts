// Tests hold every language at once and render synchronously.
import { createI18n, resourcesFromGlob, type CreateI18nOptions } from '@tradebridge/ui';
import { WEB_DEFAULT_NS } from '../lib/i18n.ts';

export const webResources = resourcesFromGlob(
  import.meta.glob('../locales/*/*.json', { eager: true, import: 'default' }),
);

export const createWebI18n = (options: CreateI18nOptions = {}) =>
  createI18n(webResources, { defaultNS: WEB_DEFAULT_NS, ...options });
