// Tests hold every language at once and render synchronously.
import { createI18n, resourcesFromGlob, type CreateI18nOptions } from '@tradebridge/ui';
import { CONSOLE_DEFAULT_NS } from '../lib/i18n.ts';

export const consoleResources = resourcesFromGlob(
  import.meta.glob('../locales/*/*.json', { eager: true, import: 'default' }),
);

export const createConsoleI18n = (options: CreateI18nOptions = {}) =>
  createI18n(consoleResources, { defaultNS: CONSOLE_DEFAULT_NS, ...options });
