// The console's texts: every locales/<lang>/<area>.json of the console plus the ui package's own,
// fetched one language at a time (the bundler puts each language in one chunk).
import { lazyLocalesFromGlob, loadI18n, type CreateI18nOptions } from '@tradebridge/ui';

export const CONSOLE_DEFAULT_NS = 'layout';

const consoleLocales = lazyLocalesFromGlob(
  import.meta.glob('../locales/*/*.json', { import: 'default' }),
);

export const loadConsoleI18n = (options: CreateI18nOptions = {}) =>
  loadI18n(consoleLocales, { defaultNS: CONSOLE_DEFAULT_NS, ...options });
